/// The layout words an author wrote in an image URL's fragment: `pics/a.png#+right+third`.
///
/// Grammar: fragment = optional anchor, then one or more `+word`. The anchor stays in the URL
/// (`sprite.svg#home+left` → `sprite.svg#home`); a fragment without `+` is an ordinary fragment.
struct ImageLayoutFragment: Equatable {
    /// The URL with the layout words taken out.
    var url: String
    /// The words as written, in order (not yet checked or case-folded).
    var words: [Substring]

    /// Nil when the URL has no layout words.
    init?(url: String) {
        guard let hash = url.firstIndex(of: "#") else { return nil }
        let fragment = url[url.index(after: hash)...]
        guard let plus = fragment.firstIndex(of: "+") else { return nil }
        let anchor = fragment[..<plus]
        self.url = anchor.isEmpty ? String(url[..<hash]) : String(url[...hash]) + anchor
        self.words = fragment[fragment.index(after: plus)...].split(separator: "+", omittingEmptySubsequences: false)
    }
}
