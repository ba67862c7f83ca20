/// Words of the C-like languages: keywords, and the names that each dialect tells apart (declared types and
/// functions, labels, members, builtins).
extension CLikeScanner {
    mutating func scanWord(afterWordAndSpace: Bool) {
        let start = i
        if scanPrefixedString() || scanImport() { return }
        var end = start + 1
        while end < code.count && (code[end].isIdentifier || code[end] == UInt8(ascii: "$")) { end += 1 }
        i = end
        let keyword = syntax.words.lookup(code, start, end)
        let kind = classify(start, end, keyword, afterWordAndSpace: afterWordAndSpace)
        sink.add(kind, start, max(i, end))
        if keyword != nil && kind == keyword {
            last = .keyword
            lastKeyword = kind
            if syntax.typeIntroducers.contains(code, start, end) { pendingName = .nameClass }
            if syntax.functionIntroducers.contains(code, start, end) { pendingName = .nameFunction }
            if syntax.namespaceIntroducers.contains(code, start, end) { pendingName = .nameNamespace }
            if dialect == .kotlin && code.has("va", at: start) && end == start + 3 { pendingName = .nameVariable }
            if dialect == .kotlin && code.has("fun", at: start) && end == start + 3 { findKotlinFunctionName() }
            if code.has("case", at: start) && end == start + 4 && dialect.hasPreprocessor { inCaseValue = true }
        } else {
            last = .name
        }
        // C family: keywords and types keep a statement a possible declaration; a name does so only as the
        // return type of a function declared after it.
        if kind == .name || kind == .nameBuiltin || kind == .nameBuiltinPseudo || kind == .nameConstant {
            if !isReturnType(end) { declarationSoFar = false }
        }
    }

    private mutating func classify(_ start: Int, _ end: Int, _ keyword: TokenClass?,
                                   afterWordAndSpace: Bool) -> TokenClass {
        if last == .dot && (dialect == .java || dialect == .kotlin) && code.at(start - 1) == UInt8(ascii: ".") {
            return .nameAttribute
        }
        if start == kotlinFunctionName { return .nameFunction }
        if let pending = pendingName {
            pendingName = nil
            if keyword == nil || dialect == .kotlin && pending == .nameVariable { return pending }
        }
        if inCaseValue { return .nameConstant }
        if dialect == .rust && expectingType {
            if keyword == .keywordType || keyword == .nameBuiltin { return keyword! }
            expectingType = false
            return .nameClass
        }
        if dialect.hasPreprocessor || dialect == .java, isLabel(start, end) { return .nameLabel }
        if let keyword {
            return keywordClass(keyword, start, end)
        }
        let next = nextSignificant(from: end)
        switch dialect {
        case .c, .cpp, .objectiveC:
            if code.at(next) == UInt8(ascii: "(") && isFunctionDefinition(start, open: next) {
                statementNamedFunction = true
                return .nameFunction
            }
            if dialect == .objectiveC && isCocoaName(start, end) { return .nameBuiltinPseudo }
            return .name
        case .java:
            return afterWordAndSpace && code.at(next) == UInt8(ascii: "(") ? .nameFunction : .name
        case .kotlin:
            if code.at(end) == UInt8(ascii: "@") { i = end + 1; return .nameDecorator }
            return .name
        case .rust:
            if code.at(end) == UInt8(ascii: "!") && code.at(end + 1) != UInt8(ascii: "=") {
                if RustLexer.macros.contains(code, start, end) { i = end + 1; return .nameFunction }
            }
            if code.at(start) == UInt8(ascii: "$") { return .commentPreproc }
            return .name
        case .go, .javascript:
            return .name
        case .typescript:
            guard afterTypeColon(start) else { return .name }
            i = typeAfterColonEnd(from: end)
            return .keywordType
        }
    }

    private mutating func keywordClass(_ keyword: TokenClass, _ start: Int, _ end: Int) -> TokenClass {
        switch dialect {
        case .go where keyword == .nameBuiltin || keyword == .keywordType:
            return code.at(end) == UInt8(ascii: "(") ? .nameBuiltin : (keyword == .nameBuiltin ? .name : keyword)
        case .kotlin where keyword == .keywordDeclaration && !code.has("va", at: start) && !code.has("fun", at: start)
                && !code.has("class", at: start) && !code.has("interface", at: start)
                && !code.has("object", at: start):
            return leadsToDeclaration(from: end) ? .keywordDeclaration : .name
        case .typescript where afterTypeColon(start):
            i = typeAfterColonEnd(from: end)
            return .keywordType
        case .kotlin where keyword == .keywordType && code.at(end) == UInt8(ascii: "?"):
            i = end + 1
            return keyword
        default:
            return keyword
        }
    }

    /// Java and Kotlin: `package a.b` and `import a.b.C` name a namespace.
    private mutating func scanImport() -> Bool {
        guard dialect == .java || dialect == .kotlin, last != .dot else { return false }
        let start = i
        let end = code.identifierEnd(from: start)
        guard code.has("package", at: start) && end == start + 7 || code.has("import", at: start) && end == start + 6
        else { return false }
        var k = code.blanksEnd(from: end)
        if dialect == .java && code.has("static ", at: k) { k = code.blanksEnd(from: k + 7) }
        let nameStart = k
        if dialect == .kotlin {
            while k < code.count && !code[k].isSpace { k += 1 }
        } else {
            while k < code.count && (code[k].isIdentifier || code[k] == UInt8(ascii: ".")) { k += 1 }
            if code.at(k) == UInt8(ascii: "*") { k += 1 }
        }
        guard k > nameStart, nameStart > end else { return false }
        sink.add(dialect == .java ? .keywordNamespace : .keyword, start, end)
        sink.add(.nameNamespace, nameStart, k)
        i = k
        last = .name
        return true
    }

    /// TypeScript reads `name: Type` (and, alike, `key: value` and `a ? b : c`) as a type after the colon.
    private func afterTypeColon(_ start: Int) -> Bool {
        var k = start - 1
        while k >= 0 && code[k].isSpace { k -= 1 }
        guard k > 0, code[k] == UInt8(ascii: ":"), code[k - 1] != UInt8(ascii: ":") else { return false }
        k -= 1
        while k >= 0 && code[k].isSpace { k -= 1 }
        func isNamePart(_ c: UInt8) -> Bool {
            c.isIdentifier || c == UInt8(ascii: "?") || c == UInt8(ascii: "$") || c == UInt8(ascii: ".")
        }
        guard k >= 0, isNamePart(code[k]) else { return false }
        while k > 0 && isNamePart(code[k - 1]) { k -= 1 }
        // `#field: Type` is a private field's name, which Pygments reads apart.
        return k == 0 || code[k - 1] != UInt8(ascii: "#")
    }

    /// TypeScript: the type after the colon runs over `.`, `?` and `$` too (`ns.Type`, `a?.b`).
    private mutating func typeAfterColonEnd(from end: Int) -> Int {
        var k = end
        while k < code.count && (code[k].isIdentifier || code[k] == UInt8(ascii: "?") || code[k] == UInt8(ascii: "$")
                                 || code[k] == UInt8(ascii: ".")) { k += 1 }
        return k
    }

    /// Kotlin: modifiers are declaration keywords when a declaration follows them.
    private func leadsToDeclaration(from start: Int) -> Bool {
        var k = code.spaceEnd(from: start)
        while k < code.count && code[k].isIdentifierStart {
            let end = code.identifierEnd(from: k)
            guard let word = syntax.words.lookup(code, k, end), word == .keywordDeclaration else { return false }
            if code.has("va", at: k) || code.has("fun", at: k) || code.has("class", at: k)
                || code.has("interface", at: k) || code.has("object", at: k) { return true }
            k = code.spaceEnd(from: end)
        }
        return false
    }

    /// Kotlin: `fun name`, `fun <T> name`, `fun Type.name`: which identifier names the function.
    private mutating func findKotlinFunctionName() {
        var k = code.spaceEnd(from: i)
        if code.at(k) == UInt8(ascii: "<") {
            var depth = 0
            while k < code.count {
                if code[k] == UInt8(ascii: "<") { depth += 1 } else if code[k] == UInt8(ascii: ">") { depth -= 1 }
                k += 1
                if depth == 0 { break }
            }
            k = code.spaceEnd(from: k)
        }
        var end = code.identifierEnd(from: k)
        // A receiver's type arguments: `fun <T> List<T>.second()`.
        var receiverEnd = end
        if code.at(end) == UInt8(ascii: "<") {
            var depth = 0
            while receiverEnd < code.count {
                if code[receiverEnd] == UInt8(ascii: "<") { depth += 1 }
                if code[receiverEnd] == UInt8(ascii: ">") { depth -= 1 }
                receiverEnd += 1
                if depth == 0 || code[receiverEnd - 1] == 10 { break }
            }
            if code.at(receiverEnd) == UInt8(ascii: ".") { end = receiverEnd }
        }
        if code.at(end) == UInt8(ascii: ".") && code.at(end + 1).isIdentifierStart {
            k = end + 1
            end = code.identifierEnd(from: k)
        }
        kotlinFunctionName = end > k ? k : -1
    }

    /// A name alone at the start of its line before one `:` (C family, Java).
    private func isLabel(_ start: Int, _ end: Int) -> Bool {
        guard code.atLineStart(start) else { return false }
        var k = dialect == .java ? end : code.blanksEnd(from: end)
        guard code.at(k) == UInt8(ascii: ":") && code.at(k + 1) != UInt8(ascii: ":") else { return false }
        k = start
        let word = code[start..<end]
        for excluded in ["public", "private", "protected", "default"] where excluded.utf8.elementsEqual(word) {
            return false
        }
        return true
    }

    /// The index of the next byte that is not white space or a comment.
    func nextSignificant(from start: Int) -> Int {
        var k = start
        while k < code.count {
            if code[k].isSpace { k += 1; continue }
            if code[k] == UInt8(ascii: "/") && code.at(k + 1) == UInt8(ascii: "*") {
                k = blockCommentEnd(from: k + 2)
                continue
            }
            break
        }
        return k
    }

    /// Whether `[*& ]+name(` follows `end`: the name before is then a function's return type.
    private func isReturnType(_ end: Int) -> Bool {
        var k = end
        while k < code.count && (code[k].isSpace || code[k] == UInt8(ascii: "*") || code[k] == UInt8(ascii: "&")) {
            k += 1
        }
        guard k > end, code.at(k).isIdentifierStart else { return false }
        while k < code.count && (code[k].isIdentifier || code.has("::", at: k)) { k += code[k] == 58 ? 2 : 1 }
        return code.at(nextSignificant(from: k)) == UInt8(ascii: "(")
    }

    /// C family: a name after a type at the top level, before a parameter list and then `{` or `;`.
    private func isFunctionDefinition(_ start: Int, open: Int) -> Bool {
        guard !inFunctionBody, declarationSoFar else { return false }
        var k = start - 1
        while k >= 0 && (code[k].isSpace || code[k] == UInt8(ascii: "*") || code[k] == UInt8(ascii: "&")) { k -= 1 }
        guard k >= 0, k < start - 1, code[k].isIdentifier || code[k] == UInt8(ascii: ">") && dialect == .cpp else {
            return false
        }
        var wordStart = k
        while wordStart > 0 && code[wordStart - 1].isIdentifier { wordStart -= 1 }
        if let word = syntax.words.lookup(code, wordStart, k + 1), word != .keywordType { return false }
        var close = open + 1
        while close < code.count && code[close] != UInt8(ascii: ")") {
            if ByteSet.notInParameters.contains(code[close]) { return false }
            close += 1
        }
        var after = close + 1
        while after < code.count {
            let c = code[after]
            if c == UInt8(ascii: "{") || c == UInt8(ascii: ";") { return true }
            if ByteSet.notBeforeBody.contains(c) { return false }
            after += 1
        }
        return false
    }

    /// Objective-C: Apple's Objective-C classes and protocols (`NSString`, `UIView`, `CALayer`) read as builtins;
    /// their C functions (`NSMakeRange(`), scalar types (`NSUInteger`) and constants (`…Encoding`) do not.
    private func isCocoaName(_ start: Int, _ end: Int) -> Bool {
        guard end - start > 3, code.at(end) != UInt8(ascii: "("), code[start + 2] >= 65, code[start + 2] <= 90 else {
            return false
        }
        let prefixes: [StaticString] = ["NS", "UI", "CA", "AV", "MK", "CL", "WK", "SK", "GK", "PH", "UN"]
        guard prefixes.contains(where: { code.has($0, at: start) }) else { return false }
        return !ObjectiveCLexer.cocoaScalars.contains(code, start, end)
            && !ObjectiveCLexer.scalarSuffixes.contains { suffix in
                end - start > suffix.utf8CodeUnitCount + 2 && code.has(suffix, at: end - suffix.utf8CodeUnitCount)
            }
    }
}
