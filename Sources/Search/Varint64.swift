/// Numbers written as text that a JavaScript string holds without escapes: each character carries five bits of
/// the number, lowest first, and a sixth bit that says another character follows; the characters are base64url's.
/// The index's postings are written so, and so are a search document's counts (see `SearchDocument.encoded`).
enum Varint64 {
    static func append(_ value: Int, to text: inout [UInt8]) {
        forEachCharacter(of: value) { text.append($0) }
    }

    /// Gives `body` each character of `value`, in order.
    @inline(__always)
    static func forEachCharacter(of value: Int, _ body: (UInt8) -> Void) {
        var rest = max(0, value)
        repeat {
            let digit = rest & 31
            rest >>= 5
            body(character(digit | (rest > 0 ? 32 : 0)))
        } while rest > 0
    }

    /// The number of characters `value` takes.
    static func length(_ value: Int) -> Int {
        var (length, rest) = (1, max(0, value) >> 5)
        while rest > 0 {
            length += 1
            rest >>= 5
        }
        return length
    }

    /// The character of `digit` (0 to 63): `A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_`. Computed rather than a table, which
    /// as a global would be checked for its first use on every character.
    static func character(_ digit: Int) -> UInt8 {
        switch digit {
        case 0..<26: UInt8(65 + digit)
        case 26..<52: UInt8(97 - 26 + digit)
        case 52..<62: UInt8(48 - 52 + digit)
        case 62: UInt8(ascii: "-")
        default: UInt8(ascii: "_")
        }
    }

    /// The digit a character stands for, or nil for a byte that is none of them.
    static func digit(_ byte: UInt8) -> Int? {
        switch byte {
        case 65...90: Int(byte) - 65
        case 97...122: Int(byte) - 97 + 26
        case 48...57: Int(byte) - 48 + 52
        case UInt8(ascii: "-"): 62
        case UInt8(ascii: "_"): 63
        default: nil
        }
    }

    /// The number written at `at` in `bytes` (below `Int32.max`, as every number folio writes so is), with `at`
    /// moved past it; nil when there is none, or it is cut short or too large.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, at: inout Int) -> Int? {
        var value = 0, shift = 0
        while at < bytes.count, shift < 35, let digit = digit(bytes[at]) {
            at += 1
            value |= (digit & 31) << shift
            if digit & 32 == 0 { return value < Int(Int32.max) ? value : nil }
            shift += 5
        }
        return nil
    }

    /// The numbers of `text`, whatever stands between them, for tests.
    static func decode(_ text: String) -> [Int] {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            var values: [Int] = [], at = 0
            while at < bytes.count {
                guard digit(bytes[at]) != nil else {
                    at += 1
                    continue
                }
                guard let value = read(bytes, at: &at) else { break }
                values.append(value)
            }
            return values
        }
    }
}
