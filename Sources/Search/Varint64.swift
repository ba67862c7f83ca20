/// Numbers written as text that a JavaScript string holds without escapes: each character carries five bits of
/// the number, lowest first, and a sixth bit that says another character follows; the characters are base64url's.
enum Varint64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func append(_ value: Int, to text: inout [UInt8]) {
        var rest = max(0, value)
        repeat {
            let digit = rest & 31
            rest >>= 5
            text.append(alphabet[digit | (rest > 0 ? 32 : 0)])
        } while rest > 0
    }

    /// The numbers of `text`, for tests.
    static func decode(_ text: String) -> [Int] {
        var values: [Int] = []
        var value = 0, shift = 0
        for byte in text.utf8 {
            guard let digit = alphabet.firstIndex(of: byte) else { continue }
            value |= (digit & 31) << shift
            if digit & 32 != 0 { shift += 5 } else {
                values.append(value)
                (value, shift) = (0, 0)
            }
        }
        return values
    }
}
