/// Numeric literals of the C-like languages: hex, octal, binary, decimal and floats, digit separators, suffixes.
extension CLikeScanner {
    mutating func scanNumber(from start: Int, signAt sign: Int? = nil) {
        var k = start
        let separator = dialect.digitSeparator
        var kind = TokenClass.numberInteger
        func digits(_ isDigit: (UInt8) -> Bool) {
            while k < code.count && (isDigit(code[k]) || code[k] == separator && isDigit(code.at(k + 1))) { k += 1 }
        }
        let radix = code.at(k + 1) | 0x20
        if code[k] == UInt8(ascii: "0") && (radix == UInt8(ascii: "x") || radix == UInt8(ascii: "b")
            || radix == UInt8(ascii: "o") && (dialect == .rust || dialect.isJavaScript || dialect == .go)) {
            k += 2
            switch radix {
            case UInt8(ascii: "x"):
                kind = .numberHex
                digits { $0.isHexDigit }
                if code.at(k) == UInt8(ascii: ".") || code.at(k) | 0x20 == UInt8(ascii: "p") {
                    if code.at(k) == UInt8(ascii: ".") { k += 1; digits { $0.isHexDigit } }
                    if code.at(k) | 0x20 == UInt8(ascii: "p") { kind = .numberFloat; k = exponentEnd(k) }
                }
            case UInt8(ascii: "b"):
                kind = .numberBinary
                digits { $0 == 48 || $0 == 49 }
            default:
                kind = .numberOctal
                digits { $0 >= 48 && $0 <= 55 }
            }
        } else {
            digits { $0.isDigit }
            if code.at(k) == UInt8(ascii: ".") && code.at(k + 1) != UInt8(ascii: ".") && !isMemberAfterDot(k) {
                kind = .numberFloat
                k += 1
                digits { $0.isDigit }
            }
            if code.at(k) | 0x20 == UInt8(ascii: "e")
                && (code.at(k + 1).isDigit || "+-".utf8.contains(code.at(k + 1)) && code.at(k + 2).isDigit) {
                kind = .numberFloat
                k = exponentEnd(k)
            }
            if kind == .numberInteger && code[start] == UInt8(ascii: "0") && k > start + 1 && dialect != .rust
                && dialect != .kotlin {
                kind = .numberOctal
            }
        }
        k = suffixEnd(k)
        i = k
        sink.add(kind, sign ?? start, k)
        last = .number
    }

    /// `1.foo()` in Rust and Kotlin is a call on an integer, not a float.
    private func isMemberAfterDot(_ dot: Int) -> Bool {
        (dialect == .rust || dialect == .kotlin || dialect == .java) && code.at(dot + 1).isIdentifierStart
            && !(code.at(dot + 1) | 0x20 == UInt8(ascii: "e") || code.at(dot + 1) | 0x20 == UInt8(ascii: "f")
                 || code.at(dot + 1) | 0x20 == UInt8(ascii: "d")) || dialect == .rust && code.at(dot + 1) == 95
    }

    private func exponentEnd(_ start: Int) -> Int {
        var k = start + 1
        if code.at(k) == UInt8(ascii: "+") || code.at(k) == UInt8(ascii: "-") { k += 1 }
        while k < code.count && (code[k].isDigit || code[k] == dialect.digitSeparator) { k += 1 }
        return k
    }

    /// Type suffixes: `u`, `L`, `ull`, `f`, `n` (BigInt), `i` (Go imaginary), `u8`, `f64`, `usize` (Rust).
    private func suffixEnd(_ start: Int) -> Int {
        var k = start
        switch dialect {
        case .rust:
            let end = code.identifierEnd(from: k)
            return end
        case .javascript, .typescript:
            return code.at(k) == UInt8(ascii: "n") && !code.at(k + 1).isIdentifier ? k + 1 : k
        case .go:
            return code.at(k) == UInt8(ascii: "i") && !code.at(k + 1).isIdentifier ? k + 1 : k
        default:
            while k < start + 3 && "uUlLfFdDzZ".utf8.contains(code.at(k)) { k += 1 }
            return code.at(k).isIdentifier ? start : k
        }
    }
}
