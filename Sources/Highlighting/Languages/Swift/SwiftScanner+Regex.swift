/// Regex literals, with the compiler's rules (SE-0354): `#/…/#` always is one; a bare `/…/` is one only where an
/// expression may start, when it does not start with a space or end with one, has balanced parentheses and stays
/// on its line. Otherwise `/` is division.
extension SwiftScanner {
    /// The end of a regex literal starting at `slash`, the first `/` of the operator `start..<end`, if it is one.
    func regexInOperator(slash: Int, start: Int, end: Int) -> Int? {
        let left = isLeftBound(start)
        guard !left, lastWord != .func, lastWord != .operator else { return nil }
        var mustBeRegex = false
        if left == isRightBound(end, leftBound: left) {
            // Spaces on both sides: a regex only where an expression starts, and then for sure, unless it may be
            // an operator passed as an argument (`reduce(0, /)`).
            if preferRegex { mustBeRegex = true }
            if !mustBeRegex, !last.startsExpression { return nil }
            switch last {
            case .openParen, .openSquare, .comma, .colon, .colonColon: break
            default: mustBeRegex = true
            }
        }
        return regexEnd(from: slash, pounds: 0, mustBeRegex: mustBeRegex)
    }

    /// The end of the regex literal whose `#`s start at `start` (`pounds` of them, then `/`), or nil when it is
    /// not one. Unterminated, it is one only if it must be, and then ends at its line's end.
    func regexEnd(from start: Int, pounds: Int, mustBeRegex: Bool) -> Int? {
        var index = start &+ pounds &+ 1
        if pounds == 0 {
            let next = byte(index)
            if Self.isBlank(next), !mustBeRegex { return nil }
            if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
            if start > 0, base[start &- 1] == UInt8(ascii: "*") { return nil }
        }
        var firstNewline: Int?
        if pounds > 0 {
            let end = skipBlanks(from: index)
            if byte(end) == 0x0A || byte(end) == 0x0D, end < count {
                firstNewline = end
                index = end
            }
        }
        var groups = 0, classes = 0, lastBlank = -2
        while true {
            if byte(index) == UInt8(ascii: "/"), index < count {
                var end = index &+ 1
                var closing = 0
                if pounds > 0 {
                    while byte(end) == UInt8(ascii: "#") {
                        closing &+= 1
                        end &+= 1
                    }
                }
                if closing >= pounds {
                    if closing == 0 {
                        if byte(end) == UInt8(ascii: "*") || byte(end) == UInt8(ascii: "/") {
                            return mustBeRegex ? index : nil
                        }
                        if lastBlank == index &- 1, !mustBeRegex { return nil }
                    }
                    return end
                }
            }
            guard index < count else { return mustBeRegex ? (firstNewline ?? index) : nil }
            switch base[index] {
            case 0x0A, 0x0D:
                if firstNewline == nil { return mustBeRegex ? index : nil }
            case UInt8(ascii: "\\"):
                index &+= 1
                if index >= count || (firstNewline == nil && (base[index] == 0x0A || base[index] == 0x0D)) {
                    return mustBeRegex ? index : nil
                }
            case UInt8(ascii: "(") where classes == 0:
                groups &+= 1
            case UInt8(ascii: ")") where classes == 0:
                if groups == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groups &-= 1
                }
            case UInt8(ascii: "["): classes &+= 1
            case UInt8(ascii: "]"): if classes > 0 { classes &-= 1 }
            case 0x20, 0x09: lastBlank = index
            default: break
            }
            index &+= 1
        }
    }
}
