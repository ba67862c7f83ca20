/// Byte classes that every lexer asks about; ASCII only, and every byte of a multi-byte UTF-8 character counts as
/// a letter, so identifiers in any script stay whole.
extension UInt8 {
    var isDigit: Bool { self >= 48 && self <= 57 }
    var isHexDigit: Bool { isDigit || (self | 0x20) >= 97 && (self | 0x20) <= 102 }
    var isLetter: Bool { (self | 0x20) >= 97 && (self | 0x20) <= 122 || self >= 0x80 }
    var isIdentifierStart: Bool { isLetter || self == 95 }
    var isIdentifier: Bool { isIdentifierStart || isDigit }
    /// Space or tab.
    var isBlank: Bool { self == 32 || self == 9 }
    /// Space, tab, newline, carriage return, form feed or vertical tab.
    var isSpace: Bool { self == 32 || (self >= 9 && self <= 13) }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether `literal` (ASCII) is at `index`.
    func has(_ literal: StaticString, at index: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index >= 0, index + length <= count else { return false }
        let pointer = literal.utf8Start
        for k in 0..<length where self[index + k] != pointer[k] { return false }
        return true
    }

    /// The byte at `index`, or 0 past either end.
    func at(_ index: Int) -> UInt8 {
        index >= 0 && index < count ? self[index] : 0
    }

    /// The index of the next newline at or after `index`, or the end.
    func lineEnd(from index: Int) -> Int {
        var k = index
        while k < count && self[k] != 10 { k += 1 }
        return k
    }

    /// The index where the line holding `index` starts.
    func lineStart(of index: Int) -> Int {
        var k = index
        while k > 0 && self[k - 1] != 10 { k -= 1 }
        return k
    }

    /// The first index at or after `index` whose byte is not an identifier byte.
    func identifierEnd(from index: Int) -> Int {
        var k = index
        while k < count && self[k].isIdentifier { k += 1 }
        return k
    }

    /// The first index at or after `index` that is not a space or tab.
    func blanksEnd(from index: Int) -> Int {
        var k = index
        while k < count && self[k].isBlank { k += 1 }
        return k
    }

    /// The first index at or after `index` that is not white space.
    func spaceEnd(from index: Int) -> Int {
        var k = index
        while k < count && self[k].isSpace { k += 1 }
        return k
    }

    /// The index after the last byte before `index` that is not a space or tab.
    func blanksStart(before index: Int) -> Int {
        var k = index
        while k > 0 && self[k - 1].isBlank { k -= 1 }
        return k
    }

    /// Whether only spaces and tabs stand between the start of the line and `index`.
    func atLineStart(_ index: Int) -> Bool {
        var k = index - 1
        while k >= 0 && self[k].isBlank { k -= 1 }
        return k < 0 || self[k] == 10
    }
}
