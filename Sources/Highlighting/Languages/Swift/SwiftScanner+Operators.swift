/// Operators, with the compiler's rules for what whitespace makes of them (prefix, postfix or infix) and for where
/// a `/` in one starts a regex literal instead.
extension SwiftScanner {
    mutating func scanOperator() {
        let start = at
        let first = base[at]
        if first == UInt8(ascii: "<"), byte(at &+ 1) == UInt8(ascii: "#"), scanPlaceholder() { return }
        if first == UInt8(ascii: "!") || first == UInt8(ascii: "?"), isLeftBound(start) {
            // A postfix `!` or `?`: `x!`, `x?.y`; after `try`, it makes the next `/` a regex literal.
            at &+= 1
            emit(.operator, start, at)
            let afterTry = lastWord == .try
            moved(to: .postfixMark)
            preferRegex = afterTry
            return
        }
        at &+= 1
        while at < count, Self.isOperatorStart(base[at]), base[at] != UInt8(ascii: ".") || first == UInt8(ascii: ".") {
            at &+= 1
        }
        var slash = start
        while slash < at, base[slash] != UInt8(ascii: "/") { slash &+= 1 }
        if slash < at, let end = regexInOperator(slash: slash, start: start, end: at) {
            if slash > start {
                emit(.operator, start, slash)
                moved(to: kind(ofOperator: start, slash))
            }
            emit(.stringRegex, slash, end)
            at = end
            return moved(to: .regex)
        }
        if at &- start > 2 {
            // `//` or `/*` inside an operator starts a comment there.
            var index = start &+ 1
            while index < at &- 1 {
                if base[index] == UInt8(ascii: "/"), base[index &+ 1] == UInt8(ascii: "/") || base[index &+ 1]
                    == UInt8(ascii: "*") {
                    at = index
                    break
                }
                index &+= 1
            }
        }
        let kind = kind(ofOperator: start, at)
        if kind != .period { emit(.operator, start, at) }
        let typeBefore = lastIsType || last == .closeSquare || last == .closeParen || last == .postfixMark
            || (last == .postfixOperator && byte(start &- 1) == UInt8(ascii: ">"))
        moved(to: kind)
        typeBeforePeriod = kind == .period && typeBefore
    }

    /// Binary when both sides or neither touch another token, else prefix or postfix; and the reserved forms.
    private func kind(ofOperator start: Int, _ end: Int) -> Previous {
        let left = isLeftBound(start), right = isRightBound(end, leftBound: left)
        if end &- start == 1 {
            switch base[start] {
            case UInt8(ascii: "="): return .equal
            case UInt8(ascii: "."): return .period
            case UInt8(ascii: "<"): return .openAngle
            case UInt8(ascii: "?"): return left ? .postfixMark : .infixQuestion
            default: break
            }
        } else if end &- start == 2, base[start] == UInt8(ascii: "-"), base[start &+ 1] == UInt8(ascii: ">") {
            return .arrow
        }
        if left == right { return .binaryOperator }
        return left ? .postfixOperator : .prefixOperator
    }

    /// Whether the byte before `index` is part of a token (so an operator there is bound on its left).
    func isLeftBound(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        switch base[index &- 1] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"): return !(index >= 2 && base[index &- 2] == UInt8(ascii: "*"))
        case 0xA0: return !(index >= 2 && base[index &- 2] == 0xC2)
        default: return true
        }
    }

    /// Whether the byte at `index` (just after an operator) is part of a token.
    func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
        guard index < count else { return false }
        switch base[index] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."): return !leftBound
        case UInt8(ascii: "/"): return !(byte(index &+ 1) == UInt8(ascii: "/") || byte(index &+ 1) == UInt8(ascii: "*"))
        case 0xC2: return byte(index &+ 1) != 0xA0
        default: return true
        }
    }

    /// An editor placeholder, `<#name#>`, on one line: a name.
    private mutating func scanPlaceholder() -> Bool {
        var index = at &+ 2
        while index &+ 1 < count, base[index] != 0x0A, base[index] != 0x0D {
            if base[index] == UInt8(ascii: "#"), base[index &+ 1] == UInt8(ascii: ">") {
                at = index &+ 2
                moved(to: .identifier)
                return true
            }
            index &+= 1
        }
        return false
    }
}
