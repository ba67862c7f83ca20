/// String literals: `"…"`, `'…'` (which Swift lexes, then rejects), multi-line `"""…"""`, raw strings with any
/// number of `#`, escapes (`\n`, `\u{1F600}`, `\#n` in a raw string) and interpolations, lexed as code up to their
/// closing parenthesis, so strings, closures and comments nest in them.
extension SwiftScanner {
    /// Lexes the string whose delimiter starts at `start` (its `#`s) and whose quote is `pounds` bytes later.
    mutating func scanString(from start: Int, pounds: Int) {
        at = start &+ pounds
        let quote = base[at]
        let multiLine = quote == UInt8(ascii: "\"") && isMultiLineOpening(at, pounds: pounds)
        at &+= multiLine ? 3 : 1
        let kind: TokenClass = quote == UInt8(ascii: "'") ? .stringSingle : .stringDouble
        // A raw string's `#`s are delimiters of their own to the compiler, outside the string's text.
        var segment = start &+ pounds
        while at < count {
            let char = base[at]
            if char == quote, closes(at, multiLine: multiLine, pounds: pounds) {
                at &+= multiLine ? 3 : 1
                emit(kind, segment, at)
                at &+= pounds
                segment = at
                break
            }
            if char == 0x0A || char == 0x0D, !multiLine { break }
            guard char == UInt8(ascii: "\\"), hasPounds(pounds, at: at &+ 1) else {
                at &+= 1
                continue
            }
            // An escape or an interpolation: `\` and the raw string's `#`s.
            let escape = at
            at &+= 1 &+ pounds
            if segment < escape { emit(kind, segment, escape) }
            if byte(at) == UInt8(ascii: "(") {
                at &+= 1
                emit(.stringInterpolation, escape, at)
                brackets.append(.interpolation)
                moved(to: .openParen)
                let depth = brackets.count
                let closed = scanCode(in: Interpolation(isSingleLine: !multiLine))
                if !closed {
                    if brackets.count >= depth { brackets.removeSubrange((depth - 1)...) }
                    segment = at
                    break
                }
            } else if multiLine, isEscapedLineBreak(at) {
                // The compiler reads `\` before a line break as trivia, outside the string.
                at = skipBlanks(from: at)
            } else {
                scanEscape()
                emit(.stringEscape, escape, at)
            }
            segment = at
        }
        if segment < at { emit(kind, segment, at) }
        moved(to: .string)
    }

    /// After the backslash (and `#`s): `\n`, `\u{…}`.
    private mutating func scanEscape() {
        guard at < count else { return }
        if base[at] == UInt8(ascii: "u"), byte(at &+ 1) == UInt8(ascii: "{") {
            at &+= 2
            while at < count, Self.isHexDigit(base[at]) { at &+= 1 }
            if byte(at) == UInt8(ascii: "}") { at &+= 1 }
        } else if base[at] != 0x0A, base[at] != 0x0D {
            at &+= 1
        }
    }

    private func isEscapedLineBreak(_ index: Int) -> Bool {
        let end = skipBlanks(from: index)
        return end < count && (base[end] == 0x0A || base[end] == 0x0D)
    }

    /// `"""` opens a multi-line string, unless a raw one closes on the same line (`#"""#` is a one-line string).
    private func isMultiLineOpening(_ quote: Int, pounds: Int) -> Bool {
        guard byte(quote &+ 1) == UInt8(ascii: "\""), byte(quote &+ 2) == UInt8(ascii: "\"") else { return false }
        guard pounds > 0 else { return true }
        var index = quote &+ 3
        if hasPounds(pounds, at: index) { return false }
        while index < count, base[index] != 0x0A, base[index] != 0x0D {
            if base[index] == UInt8(ascii: "\""), hasPounds(pounds, at: index &+ 1) { return false }
            index &+= 1
        }
        return true
    }

    private func closes(_ quote: Int, multiLine: Bool, pounds: Int) -> Bool {
        if multiLine {
            guard byte(quote &+ 1) == UInt8(ascii: "\""), byte(quote &+ 2) == UInt8(ascii: "\"") else { return false }
            return hasPounds(pounds, at: quote &+ 3)
        }
        return hasPounds(pounds, at: quote &+ 1)
    }

    @inline(__always) func hasPounds(_ pounds: Int, at index: Int) -> Bool {
        var index = index
        for _ in 0..<pounds {
            guard byte(index) == UInt8(ascii: "#") else { return false }
            index &+= 1
        }
        return true
    }
}
