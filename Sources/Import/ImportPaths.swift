import Foundation
import Blog

/// Paths in the new site, and the links between its files.
enum ImportPaths {
    /// The link from the file `from` to the file `to`, both relative to the same root, as a Markdown link
    /// destination: `2016-01-05-a.md`, `../posts/b/index.md`, `../../static/assets/c%20d.png`.
    static func link(from: String, to target: String) -> String {
        var base = from.split(separator: "/").dropLast().map(String.init)
        var parts = target.split(separator: "/").map(String.init)
        while let first = base.first, let other = parts.first, first == other, parts.count > 1 {
            base.removeFirst()
            parts.removeFirst()
        }
        return (Array(repeating: "..", count: base.count) + parts).map(encode).joined(separator: "/")
    }

    /// A path segment as a Markdown link destination needs it: spaces, `%`, `<`, `>`, parentheses and control
    /// characters escaped; letters of any script kept, as GitHub and folio read them.
    static func encode(_ segment: String) -> String {
        var result = ""
        for scalar in segment.unicodeScalars {
            if scalar.value < 0x21 || scalar.value == 0x7F || "%<>()\\#?".unicodeScalars.contains(scalar) {
                for byte in String(scalar).utf8 { result += String(format: "%%%02X", byte) }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A URL or path as a Markdown link destination: spaces and parentheses escaped, the rest as written.
    static func encodeDestination(_ url: String) -> String {
        url.replacing(" ", with: "%20").replacing("(", with: "%28").replacing(")", with: "%29")
    }

    /// `a/b/../c/./d` → `a/c/d`; nil when it climbs above the root.
    static func normalize(_ path: String) -> String? {
        SiteIndex.normalize(path)
    }
}
