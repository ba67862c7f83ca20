/// GitHub's own image fragments, `#gh-dark-mode-only` and `#gh-light-mode-only`: the image shows only in that
/// colour scheme. folio takes the fragment off the `src` and gives the image (or its figure) the class of the same
/// name, which the generated stylesheet hides in the other scheme.
///
/// GitHub hides such an image by the end of its URL (its stylesheet's `img[src$="#gh-dark-mode-only"]`), so the
/// fragment must end the URL, and layout words go before it, with their own `#`:
/// `logo.png#+right+third#gh-dark-mode-only`. Written elsewhere, GitHub would show the image in both schemes,
/// so folio reports it rather than guess.
public enum ImageColorScheme: String, CaseIterable, Sendable {
    case dark, light

    /// The fragment's word, and the class folio gives the image.
    public var className: String {
        switch self {
        case .dark: "gh-dark-mode-only"
        case .light: "gh-light-mode-only"
        }
    }

    public init?(className: some StringProtocol) {
        guard let scheme = Self.allCases.first(where: { $0.className == className }) else { return nil }
        self = scheme
    }

    /// What an image URL says: the URL without GitHub's fragment, the scheme it names, and a problem when the
    /// fragment is written where GitHub does not read it.
    public static func read(_ url: String) -> (url: String, scheme: ImageColorScheme?, problem: String?) {
        // Every image is asked, and almost none names a scheme: the word's end, in any case, is looked for first.
        guard mayName(url) else { return (url, nil, nil) }
        for scheme in allCases where url.hasSuffix("#" + scheme.className) {
            return (String(url.dropLast(scheme.className.utf8.count + 1)), scheme, nil)
        }
        guard let hash = url.firstIndex(of: "#") else { return (url, nil, nil) }
        let fragment = url[url.index(after: hash)...]
        for scheme in allCases {
            let words = fragment.split(separator: "+", omittingEmptySubsequences: false)
            guard let misplaced = words.firstIndex(where: { $0.lowercased() == scheme.className }) else { continue }
            var rest = words
            rest.remove(at: misplaced)
            var layout = rest.joined(separator: "+")
            if misplaced == 0, !layout.isEmpty { layout = "+" + layout }
            let written = url[..<hash] + (layout.isEmpty ? "" : "#" + layout) + "#" + scheme.className
            return (url, nil, "GitHub reads '#\(scheme.className)' only in lowercase at the very end of the URL, "
                        + "after any layout words: write '\(written)'")
        }
        return (url, nil, nil)
    }

    /// True when `url` holds `-mode-only` in any case after a `#`: it may name a scheme.
    private static func mayName(_ url: String) -> Bool {
        let word = Array("-mode-only".utf8)
        var url = url
        return url.withUTF8 { bytes in
            guard let hash = bytes.firstIndex(of: UInt8(ascii: "#")), bytes.count - hash > word.count else {
                return false
            }
            return (hash...(bytes.count - word.count)).contains { start in
                word.indices.allSatisfy { bytes[start + $0] | 0x20 == word[$0] | 0x20 }
            }
        }
    }

    /// The rules for the generated stylesheet, after the layout words' so that they win over a word's `display`.
    public static let stylesheet = """
        /* GitHub's #gh-dark-mode-only and #gh-light-mode-only: the image shows in that colour scheme only. */
        @media (prefers-color-scheme: light) {
          img.gh-dark-mode-only, figure.gh-dark-mode-only { display: none; }
        }
        @media (prefers-color-scheme: dark) {
          img.gh-light-mode-only, figure.gh-light-mode-only { display: none; }
        }

        """
}
