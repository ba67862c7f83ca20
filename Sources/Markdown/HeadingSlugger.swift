/// Makes heading ids the way GitHub does, so `[see below](#my-heading)` written for GitHub works on the site.
///
/// Lowercase; everything but letters, marks, digits, connector punctuation (`_`), `-` and spaces dropped;
/// spaces become `-`. A repeated id gets `-1`, `-2`, … in document order, counted per base id as GitHub does.
public struct HeadingSlugger {
    private var seen: [String: Int] = [:]

    /// GitHub's id for a heading of `text`: its base slug, with `-1`, `-2`, … after an id this slugger gave before.
    public mutating func slug(for text: String) -> String {
        let base = Self.baseSlug(for: text)
        let count = seen[base, default: 0]
        seen[base] = count + 1
        return count == 0 ? base : "\(base)-\(count)"
    }

    /// GitHub's slug of `text`, before duplicates are numbered: lowercase, spaces to `-`, and all but letters, marks,
    /// digits, `_` and `-` dropped.
    public static func baseSlug(for text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiSlug(for: text) }
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || isWordCharacter(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The same rules for ASCII text, byte by byte: most headings are ASCII, and Unicode lookups are slow.
    private static func asciiSlug(for text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"),
                 UInt8(ascii: "-"): bytes.append(byte)
            case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
            default: break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Ruby's `\p{Word}`, which GitHub's anchor filter keeps.
    public static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic || properties.isJoinControl { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }
}
