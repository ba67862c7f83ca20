/// Byte classes, as the compiler's lexer has them for ASCII. Every byte of a non-ASCII character counts as part of an
/// identifier: the compiler's category for those, identifier or operator, is the same ("other").
extension SwiftScanner {
    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// `[A-Za-z0-9_$]` or non-ASCII, from two 64-bit masks of the ASCII bytes: this is the lexer's inner loop.
    @inline(__always) static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        let mask: UInt64 = byte < 64 ? 0x03FF_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
        return (mask >> (UInt64(byte) & 63)) & 1 != 0
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }

    @inline(__always) static func isUppercase(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }

    /// `/ = - + ! * % < > & | ^ ~ ? .`
    @inline(__always) static func isOperatorStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    @inline(__always) static func isLineEnd(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D || byte == 0 }

    /// The index of the first byte from `index` on that is not a space or tab.
    @inline(__always) func skipBlanks(from index: Int) -> Int {
        var index = index
        while index < count, Self.isBlank(base[index]) { index &+= 1 }
        return index
    }

    /// The end of the identifier starting at `index`.
    @inline(__always) func identifierEnd(from index: Int) -> Int {
        var index = index
        while index < count, Self.isIdentifierContinuation(base[index]) { index &+= 1 }
        return index
    }

    /// The word starting at `index`, if an identifier starts there.
    func word(at index: Int) -> SwiftWord? {
        guard index < count, Self.isIdentifierStart(base[index]) else { return nil }
        return SwiftWord.find(base, index, identifierEnd(from: index))
    }
}
