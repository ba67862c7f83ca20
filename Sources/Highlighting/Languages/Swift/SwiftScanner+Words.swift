/// Words: keywords, contextual keywords, names, and the names that are types, functions or labels.
extension SwiftScanner {
    mutating func scanWord() {
        let start = at
        at = identifierEnd(from: at &+ 1)
        classify(SwiftWord.find(base, start, at), start, at)
    }

    private mutating func classify(_ word: SwiftWord, _ start: Int, _ end: Int) {
        if last == .period {
            // A member: `x.default` is a name; `x.self` and `.init(…)` stay keywords, as the parser has them.
            if word == .self || word == .`init` {
                emit(.keyword, start, end)
                moved(to: word == .self ? .valueKeyword : .keyword, word: word)
            } else if word == .Type || word == .Protocol, typeBeforePeriod, byte(end) != UInt8(ascii: ".") {
                // `Int.Type` in a type; `T.Type.self` is an expression, where `Type` is a member's name.
                emit(.keyword, start, end)
                moved(to: .identifier)
                lastIsType = true
            } else {
                moved(to: .identifier)
                lastIsType = Self.isUppercase(base[start])
            }
            return
        }
        let inside = brackets.last
        if inDirective, !word.isReserved {
            emit(.commentPreproc, start, end)
            moved(to: .identifier)
        } else if inside == .availability, word != .wildcard, isAvailabilityKeyword(start, end) {
            // `@available(iOS 15, *, deprecated, message: …)`: platforms and labels are the attribute's keywords.
            emit(.keyword, start, end)
            moved(to: .identifier, word: word)
        } else if inside == .precedence, word.isPrecedenceWord {
            emit(.keyword, start, end)
            moved(to: .identifier, word: word)
        } else if word.isReserved {
            if word != .inout, isArgumentLabel(endingAt: end) || isAttributeArgument(end) {
                moved(to: .identifier)
                return
            }
            emit(word.keywordClass, start, end)
            if word == .precedencegroup { precedenceNext = true }
            moved(to: word.isValue ? .valueKeyword : .keyword, word: word)
            lastIsType = word == .Any || word == .Self
        } else if word != .identifier, word != .wildcard, isContextualKeyword(word, endingAt: end) {
            emit(word.keywordClass, start, end)
            moved(to: .identifier, word: word)
        } else if word == .wildcard {
            moved(to: .identifier, word: .wildcard)
        } else {
            classifyName(start, end)
        }
    }

    /// In `@available(…)`, a label, a platform with a version, and `unavailable`, `deprecated` or `noasync`; not a
    /// platform alone (`@available(swift, obsoleted: 4)`).
    private func isAvailabilityKeyword(_ start: Int, _ end: Int) -> Bool {
        let next = byte(skipBlanks(from: end))
        switch next {
        case UInt8(ascii: ":"): return true
        case UInt8(ascii: ","), UInt8(ascii: ")"), 0x0A, 0x0D, 0:
            return ["unavailable", "deprecated", "noasync"].contains(text(start, end))
        default: return base[start] != UInt8(ascii: "_")
        }
    }

    /// A keyword as an attribute's argument is a name: `@attached(extension, …)`.
    private func isAttributeArgument(_ end: Int) -> Bool {
        guard brackets.last == .attribute, last == .openParen || last == .comma else { return false }
        let next = byte(skipBlanks(from: end))
        return next == UInt8(ascii: ",") || next == UInt8(ascii: ")")
    }

    /// A name: a declared type or function, a module, a type (by Swift's capitalised convention), or plain.
    private mutating func classifyName(_ start: Int, _ end: Int) {
        if lastWord == .func {
            emit(.nameFunction, start, end)
        } else if lastWord.introducesType {
            emit(.nameClass, start, end)
        } else if lastWord == .import {
            emit(.nameNamespace, start, end)
        } else if Self.isUppercase(base[start]) {
            emit(.keywordType, start, end)
            moved(to: .identifier)
            lastIsType = true
            return
        }
        moved(to: .identifier)
    }

    /// A word right after `(` or `,` in a call, a parameter list or a subscript, followed by `:`, or followed by
    /// another name and `:` (`func f(in range: Range)`), is a label, even when it is a keyword.
    func isArgumentLabel(endingAt end: Int) -> Bool {
        guard let inside = brackets.last else { return false }
        switch (inside, last) {
        case (.paren, .openParen), (.paren, .comma), (.attribute, .openParen), (.attribute, .comma),
             (.interpolation, .comma), (.square, .comma):
            break
        case (.paren, .identifier):
            return isColon(at: skipBlanks(from: end))  // a parameter's name after its label: `_ protocol: P`
        default: return false
        }
        var next = skipBlanks(from: end)
        if isColon(at: next) { return true }
        guard inside == .paren || inside == .attribute, next < count else { return false }
        if base[next] == UInt8(ascii: "`") {
            next &+= 1
            while next < count, base[next] != UInt8(ascii: "`"), !Self.isLineEnd(base[next]) { next &+= 1 }
            next &+= 1
        } else if Self.isIdentifierStart(base[next]) {
            next = identifierEnd(from: next)
        } else {
            return false
        }
        return isColon(at: skipBlanks(from: next))
    }

    @inline(__always) func isColon(at index: Int) -> Bool {
        byte(index) == UInt8(ascii: ":") && byte(index &+ 1) != UInt8(ascii: ":")
    }
}
