import Foundation

/// The rule for slugs, the last part of a page's address: lowercase ASCII letters, digits and `-`, not at
/// either end. So a slug can never hold `/`, `..`, spaces, or anything a URL would need to escape.
public enum Slug {
    /// True for `hello`, `swift-6`, `2024-recap`; false for ``, `Hello`, `a/b`, `..`, `-x`, `café`.
    public static func isValid(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last else { return false }
        let dash = UInt8(ascii: "-")
        return first != dash && last != dash && text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == dash
        }
    }

    /// A valid slug made from a title: accents folded (`Café` → `cafe`), other characters turned into `-`;
    /// `post` when nothing is left (a title in a script without Latin letters).
    public static func make(from title: String) -> String {
        let folded = title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        var slug = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "post" : slug
    }
}
