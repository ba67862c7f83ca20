/// One character reference in an HTML attribute value (`&amp;`, `&#38;`, `&#x26;`), decoded as a browser decodes
/// it (WHATWG HTML, "Character reference state").
///
/// Numeric references follow HTML's repairs: 0, surrogates and values past U+10FFFF become U+FFFD, and 0x80-0x9F
/// are read as Windows-1252. Named references need their `;`, except the few written without it most often
/// (`&amp`, `&lt`, …), which an attribute decodes unless a letter, digit or `=` follows (HTML's rule, so that
/// `?a=1&copy=2` stays a URL). Names this type does not know are asked of `namedReference`.
public struct HTMLCharacterReference {
    /// The common names, so that most references need no lookup.
    public static let common: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
                                           "nbsp": "\u{A0}", "copy": "©", "reg": "®"]
    /// Names HTML decodes without a `;` that `common` holds (HTML's list has about a hundred more).
    public static let legacy: Set<String> = ["amp", "lt", "gt", "quot", "nbsp", "copy", "reg"]
    /// What HTML reads 0x80-0x9F as.
    public static let windows1252: [UInt32: UInt32] = [
        0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
        0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152, 0x8E: 0x017D, 0x91: 0x2018,
        0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC,
        0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A, 0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178,
    ]

    private let bytes: [UInt8]
    private let start: Int
    private let namedReference: (String) -> String?
    /// After `decodeInAttribute()` returns a value: the index just past the reference.
    public private(set) var end: Int

    /// The reference whose `&` is `bytes[index]`.
    public init(bytes: [UInt8], at index: Int, namedReference: @escaping (String) -> String?) {
        self.bytes = bytes
        start = index
        end = index
        self.namedReference = namedReference
    }

    /// The text the reference stands for, or nil when the `&` is just a character.
    public mutating func decodeInAttribute() -> String? {
        var index = start + 1
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "#") { return decodeNumber(from: index + 1) }
        while index < bytes.count, Self.isAlphanumeric(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        guard !name.isEmpty else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ";") {
            guard let text = Self.common[name] ?? namedReference(name) else { return nil }
            end = index + 1
            return text
        }
        guard Self.legacy.contains(name), index == bytes.count || bytes[index] != UInt8(ascii: "=") else { return nil }
        end = index
        return Self.common[name]
    }

    private mutating func decodeNumber(from first: Int) -> String? {
        var index = first
        let isHex = index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "x")
        if isHex { index += 1 }
        let digitsStart = index
        var value: UInt32 = 0
        while index < bytes.count, let digit = Self.digit(bytes[index], hex: isHex) {
            value = min(value &* (isHex ? 16 : 10) &+ digit, 0x110000)  // past U+10FFFF it is U+FFFD anyway
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
        end = index
        if value == 0 || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return "\u{FFFD}" }
        let scalar = Self.windows1252[value] ?? value
        return Unicode.Scalar(scalar).map { String(Character($0)) } ?? "\u{FFFD}"
    }

    private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        HTMLTagScanner.isLetter(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
