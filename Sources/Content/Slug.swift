import Foundation
import Markdown

/// Slugs, the last part of a page's address.
///
/// A slug from a file name follows GitHub's rules for heading ids (`fromFileName`), so any name works:
/// `0471-SerialExecutor-isIsolated` → `0471-serialexecutor-isisolated`, `Notes on C++` → `notes-on-c`,
/// `Café Olé` → `café-olé`. A slug set in front matter keeps its case and may use any character a URL path
/// segment needs no escape for, plus letters of any script (`isValid`), so an address from elsewhere can be kept.
public enum Slug {
    /// True for `hello`, `swift-CI`, `swift-2.2-released`, `a_b`, `café`; false for ``, `a/b`, `.`, `..`, `.x`,
    /// `a b`, `a?b`, `a%20b`: what is left can never climb out of a folder or need escaping beyond UTF-8.
    public static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first != "." else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII ? isUnreserved(scalar) : HeadingSlugger.isWordCharacter(scalar)
        }
    }

    /// The slug of a file or folder name (without `.md` and the date), made as GitHub makes a heading's id:
    /// lowercase, spaces to `-`, and everything but letters, marks, digits, `_` and `-` dropped. Empty when
    /// nothing is left (a name of punctuation only).
    public static func fromFileName(_ name: String) -> String {
        HeadingSlugger.baseSlug(for: name)
    }

    /// A tag's slug, for its page (`/tags/swift-ui/`) and the `:categories` of a permalink: GitHub's id for a
    /// heading of that text, so tags whose slugs agree (`Swift`, `swift`) are one tag.
    public static func ofTag(_ name: String) -> String {
        HeadingSlugger.baseSlug(for: name)
    }

    /// A slug of ASCII letters, digits and `-` made from a title, for `folio new`: accents folded
    /// (`Café` → `cafe`), other characters turned into `-`; `post` when nothing is left.
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

    /// RFC 3986's unreserved characters: letters, digits, `-`, `.`, `_`, `~`.
    public static func isUnreserved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~": true
        default: false
        }
    }
}
