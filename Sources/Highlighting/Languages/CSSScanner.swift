/// One read of a style sheet: the contexts are selectors (also inside `@media { … }`), an at-rule's prelude,
/// a block of declarations, and a value.
struct CSSScanner {
    enum Context { case selectors, atPrelude, atBlock, declarations, value, function }

    let code: UnsafeBufferPointer<UInt8>
    var sink = TokenSink()
    var i = 0
    var contexts: [Context] = [.selectors]

    init(code: UnsafeBufferPointer<UInt8>) {
        self.code = code
    }

    mutating func run() {
        while i < code.count {
            let c = code[i]
            if c.isSpace { i += 1; continue }
            if c == UInt8(ascii: "/") && code.at(i + 1) == UInt8(ascii: "*") {
                let start = i
                i += 2
                while i < code.count && !code.has("*/", at: i) { i += 1 }
                i = min(i + 2, code.count)
                sink.add(.comment, start, i)
                continue
            }
            switch contexts.last! {
            case .selectors, .atPrelude, .atBlock: scanSelectorPart(c)
            case .declarations: scanDeclarationPart(c)
            case .value, .function: scanValuePart(c)
            }
        }
    }

    private mutating func emit(_ kind: TokenClass, _ length: Int) {
        sink.add(kind, i, i + length)
        i += length
    }

    private func wordEnd(from start: Int) -> Int {
        var k = start
        while k < code.count && (code[k].isIdentifier || code[k] == UInt8(ascii: "-")) { k += 1 }
        return k
    }

    private mutating func scanSelectorPart(_ c: UInt8) {
        let context = contexts.last!
        switch c {
        case UInt8(ascii: "{"):
            emit(.punctuation, 1)
            if context == .atPrelude { contexts[contexts.count - 1] = .atBlock } else { contexts.append(.declarations) }
        case UInt8(ascii: "}") where context == .atBlock:
            emit(.punctuation, 1)
            contexts.removeLast()
        case UInt8(ascii: ";") where context == .atPrelude:
            emit(.punctuation, 1)
            contexts.removeLast()
        case UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "#"), UInt8(ascii: "@"):
            let mark = c == UInt8(ascii: ":") && code.at(i + 1) == c ? 2 : 1
            let end = wordEnd(from: i + mark)
            guard end > i + mark else { emit(.operator, 1); return }
            emit(.punctuation, mark)
            let kind: TokenClass = switch c {
            case UInt8(ascii: ":"): .nameDecorator
            case UInt8(ascii: "."): .nameClass
            case UInt8(ascii: "#"): .nameNamespace
            default: .keyword
            }
            emit(kind, end - i)
            if c == UInt8(ascii: "@") { contexts.append(.atPrelude) }
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            emit(c == UInt8(ascii: "\"") ? .stringDouble : .stringSingle, stringEnd(c) - i)
        case _ where c.isIdentifier || c == UInt8(ascii: "-"):
            emit(.nameTag, wordEnd(from: i) - i)
        case _ where "~^*!%&$[]()<>|+=@:;,./?-".utf8.contains(c):
            emit(.operator, 1)
        default:
            emit(.error, utf8Length(at: i))
        }
    }

    private mutating func scanDeclarationPart(_ c: UInt8) {
        switch c {
        case UInt8(ascii: "}"):
            emit(.punctuation, 1)
            contexts.removeLast()
            return
        case UInt8(ascii: ";"):
            emit(.punctuation, 1)
            return
        case UInt8(ascii: "@") where code.atLineStart(i) && (i == 0 || code[i - 1] == 10):
            emit(.commentPreproc, code.lineEnd(from: i) - i)
            return
        default: break
        }
        if let prefix = vendorPrefixEnd(from: i), CSSWords.properties.contains(code, prefix, wordEnd(from: prefix)) {
            emit(.keywordPseudo, prefix - i)
        }
        let end = wordEnd(from: i)
        let colon = code.spaceEnd(from: end)
        if end > i && code.at(colon) == UInt8(ascii: ":") && (code[i].isLetter || code[i] == 95 || c == 45) {
            let kind: TokenClass = CSSWords.properties.contains(code, i, end) ? .keyword
                : c == UInt8(ascii: "-") ? .nameVariable : .name
            emit(kind, end - i)
            i = colon
            emit(.punctuation, 1)
            contexts.append(.value)
            return
        }
        emit(.error, utf8Length(at: i))
    }

    private mutating func scanValuePart(_ c: UInt8) {
        let inFunction = contexts.last == .function
        switch c {
        case UInt8(ascii: ";") where !inFunction:
            emit(.punctuation, 1)
            contexts.removeLast()
            return
        case UInt8(ascii: "}") where !inFunction:
            emit(.punctuation, 1)
            contexts.removeLast(min(2, contexts.count - 1))
            return
        case UInt8(ascii: ")") where inFunction:
            emit(.punctuation, 1)
            contexts.removeLast()
            return
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            emit(c == UInt8(ascii: "\"") ? .stringDouble : .stringSingle, stringEnd(c) - i)
            return
        case UInt8(ascii: "#"):
            var k = i + 1
            while k < i + 7 && code.at(k).isIdentifier && code.at(k) != 95 && code.at(k) < 0x80 { k += 1 }
            if k > i + 1 { emit(.numberHex, k - i); return }
        case UInt8(ascii: "!") where code.has("!important", at: i):
            emit(.commentPreproc, 10)
            return
        default: break
        }
        if scanNumber(c) || scanWord(c, inFunction: inFunction) { return }
        if inFunction {
            emit("*+/-".utf8.contains(c) ? .operator : c == UInt8(ascii: ",") ? .punctuation : .error, 1)
            return
        }
        var k = i
        if ByteSet.cssOperators.contains(c) {
            while k < code.count && ByteSet.cssOperators.contains(code[k]) { k += 1 }
            emit(.operator, k - i)
        } else if ByteSet.cssPunctuation.contains(c) {
            while k < code.count && ByteSet.cssPunctuation.contains(code[k]) { k += 1 }
            emit(.punctuation, k - i)
        } else {
            emit(.error, utf8Length(at: i))
        }
    }

    /// Numbers, with a unit or `%` after them.
    private mutating func scanNumber(_ c: UInt8) -> Bool {
        var k = i
        if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { k += 1 }
        let digits = k
        while code.at(k).isDigit { k += 1 }
        var isFloat = false
        if code.at(k) == UInt8(ascii: ".") && code.at(k + 1).isDigit {
            isFloat = true
            k += 1
            while code.at(k).isDigit { k += 1 }
        }
        guard k > digits, code.at(digits) != UInt8(ascii: ".") || isFloat else { return false }
        emit(isFloat ? .numberFloat : .numberInteger, k - i)
        let unitEnd = code.identifierEnd(from: i)
        if code.at(i) == UInt8(ascii: "%") {
            emit(.keywordType, 1)
        } else if unitEnd > i && CSSWords.units.contains(code, i, unitEnd) && code.at(unitEnd) != UInt8(ascii: "-") {
            emit(.keywordType, unitEnd - i)
        }
        return true
    }

    /// Functions, `url(…)`, custom properties, keyword values, colours, property names and plain names.
    private mutating func scanWord(_ c: UInt8, inFunction: Bool) -> Bool {
        if let prefix = vendorPrefixEnd(from: i) {
            emit(inFunction ? .keywordPseudo : .nameBuiltinPseudo, prefix - i)
            return true
        }
        if inFunction && c == UInt8(ascii: "-") && code.at(i + 1) == UInt8(ascii: "-") {
            emit(.nameVariable, wordEnd(from: i) - i)
            return true
        }
        guard c.isLetter && c < 0x80 || c == 95 else { return false }
        let end = wordEnd(from: i)
        if code.at(end) == UInt8(ascii: "(") {
            if code.has("url(", at: i) { return scanURL() }
            emit(CSSWords.functions.contains(code, i, end) ? .nameBuiltin : .nameFunction, end - i)
            emit(.punctuation, 1)
            contexts.append(.function)
            return true
        }
        if let known = knownPrefixEnd(i, end, inFunction: inFunction) {
            emit(known.1, known.0 - i)
            return true
        }
        emit(.name, (inFunction ? code.identifierEnd(from: i) : end) - i)
        return true
    }

    /// The longest word at `start` (whole, or up to one of its hyphens) that is a keyword value, a colour or,
    /// outside functions, a property.
    private func knownPrefixEnd(_ start: Int, _ end: Int, inFunction: Bool) -> (Int, TokenClass)? {
        var k = end
        while k > start {
            if !code.at(k).isIdentifier || code.at(k) == UInt8(ascii: "-") {
                if CSSWords.values.contains(code, start, k) { return (k, .keywordConstant) }
                if !inFunction && CSSWords.properties.contains(code, start, k) { return (k, .keyword) }
            }
            k -= 1
            while k > start && code[k] != UInt8(ascii: "-") { k -= 1 }
        }
        return nil
    }

    private mutating func scanURL() -> Bool {
        emit(.nameBuiltin, 3)
        emit(.punctuation, 1)
        var close = i
        while close < code.count && code[close] != UInt8(ascii: ")") && code[close] != 10 { close += 1 }
        let quoted = code.at(i) == UInt8(ascii: "\"") || code.at(i) == UInt8(ascii: "'")
        emit(quoted ? (code[i] == UInt8(ascii: "\"") ? .stringDouble : .stringSingle) : .stringOther, close - i)
        if code.at(i) == UInt8(ascii: ")") { emit(.punctuation, 1) }
        return true
    }

    /// `-webkit-`, `-moz-`, `-ms-`, `-o-` at `start`: the index after the prefix.
    private func vendorPrefixEnd(from start: Int) -> Int? {
        for prefix: StaticString in ["-webkit-", "-moz-", "-ms-", "-o-", "-khtml-", "-epub-", "-apple-"]
            where code.has(prefix, at: start) {
            return start + prefix.utf8CodeUnitCount
        }
        return nil
    }

    private func stringEnd(_ quote: UInt8) -> Int {
        var k = i + 1
        while k < code.count && code[k] != quote { k += code[k] == UInt8(ascii: "\\") ? 2 : 1 }
        return min(k + 1, code.count)
    }

    private func utf8Length(at k: Int) -> Int {
        var e = k + 1
        while e < code.count && code[e] & 0xC0 == 0x80 { e += 1 }
        return e - k
    }
}
