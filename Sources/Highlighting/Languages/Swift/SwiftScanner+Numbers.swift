/// Numeric literals, as the compiler's lexer reads them: `0x1F`, `0o17`, `0b1010`, `1_000`, `1.5e-3`, hex floats
/// (`0x1p-4`, `0xF.8p1`); `0..<10` and `x.0.1` are integers; letters run into a literal are part of it (an error
/// the compiler reports on the literal). In `@available(iOS 13.0, *)` a version's parts are separate integers.
extension SwiftScanner {
    mutating func scanNumber() {
        let start = at
        let kind: TokenClass
        if base[at] == UInt8(ascii: "0"), byte(at &+ 1) == UInt8(ascii: "x") {
            at &+= 2
            kind = scanHexNumber()
        } else if base[at] == UInt8(ascii: "0"), byte(at &+ 1) == UInt8(ascii: "o") {
            at &+= 2
            skip { $0 &- UInt8(ascii: "0") < 8 || $0 == UInt8(ascii: "_") }
            kind = .numberOctal
        } else if base[at] == UInt8(ascii: "0"), byte(at &+ 1) == UInt8(ascii: "b") {
            at &+= 2
            skip { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") || $0 == UInt8(ascii: "_") }
            kind = .numberBinary
        } else {
            kind = scanDecimalNumber()
        }
        skip(while: Self.isIdentifierContinuation)
        emit(kind, start, at)
        moved(to: .literal)
    }

    private mutating func scanDecimalNumber() -> TokenClass {
        skip { Self.isDigit($0) || $0 == UInt8(ascii: "_") }
        var kind = TokenClass.numberInteger
        if byte(at) == UInt8(ascii: "."), Self.isDigit(byte(at &+ 1)), last != .period,
           brackets.last != .availability {
            at &+= 1
            skip { Self.isDigit($0) || $0 == UInt8(ascii: "_") }
            kind = .numberFloat
        }
        if byte(at) | 0x20 == UInt8(ascii: "e"), brackets.last != .availability || kind == .numberFloat {
            at &+= 1
            if byte(at) == UInt8(ascii: "-") || byte(at) == UInt8(ascii: "+") { at &+= 1 }
            skip { Self.isDigit($0) || $0 == UInt8(ascii: "_") }
            kind = .numberFloat
        }
        return kind
    }

    /// After `0x`: `0xFF`, `0xFF.description` (an integer and a member), `0x1.8p3`, `0x1p-2`.
    private mutating func scanHexNumber() -> TokenClass {
        skip { Self.isHexDigit($0) || $0 == UInt8(ascii: "_") }
        let dot = at
        if byte(at) == UInt8(ascii: "."), Self.isHexDigit(byte(at &+ 1)) {
            at &+= 1
            skip { Self.isHexDigit($0) || $0 == UInt8(ascii: "_") }
            if byte(at) | 0x20 != UInt8(ascii: "p") {
                at = dot
                return .numberHex
            }
        }
        guard byte(at) | 0x20 == UInt8(ascii: "p") else { return .numberHex }
        let exponent = at &+ 1
        let signed = byte(exponent) == UInt8(ascii: "-") || byte(exponent) == UInt8(ascii: "+")
        if !Self.isDigit(byte(signed ? exponent &+ 1 : exponent)), at != dot, !signed,
           !Self.isDigit(byte(dot &+ 1)) {
            at = dot  // `0xff.fpValue`
            return .numberHex
        }
        at = signed ? exponent &+ 1 : exponent
        skip { Self.isDigit($0) || $0 == UInt8(ascii: "_") }
        return .numberFloat
    }

    @inline(__always) mutating func skip(while test: (UInt8) -> Bool) {
        while at < count, test(base[at]) { at &+= 1 }
    }
}
