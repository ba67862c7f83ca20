/// Makes heading ids the way GitHub does, so `[see below](#my-heading)` written for GitHub works on the site.
///
/// Lowercase; everything but letters, marks, digits, connector punctuation (`_`), `-` and spaces dropped;
/// spaces become `-`. A repeated id gets `-1`, `-2`, … in document order, counted per base id as GitHub does.
struct HeadingSlugger {
    private var seen: [String: Int] = [:]

    mutating func slug(for text: String) -> String {
        let base = Self.baseSlug(for: text)
        let count = seen[base, default: 0]
        seen[base] = count + 1
        return count == 0 ? base : "\(base)-\(count)"
    }

    static func baseSlug(for text: String) -> String {
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

    /// Ruby's `\p{Word}`, which GitHub's anchor filter keeps.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic || properties.isJoinControl { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }
}
