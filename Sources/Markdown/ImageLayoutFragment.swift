/// The layout words an author wrote in an image URL's fragment: `pics/a.png#+right+third`.
///
/// Grammar: fragment = optional anchor, then one or more `+word`. The anchor stays in the URL
/// (`sprite.svg#home+left` → `sprite.svg#home`); a fragment without `+` is an ordinary fragment.
/// `#` and `+` are found as bytes, not as characters: a combining mark after one (`#+\u{301}left`) must not hide
/// it, or the words would be ignored without a word of warning instead of reported.
struct ImageLayoutFragment: Equatable {
    /// The URL with the layout words taken out.
    var url: String
    /// The words as written, in order (not yet checked or case-folded).
    var words: [Substring]

    /// Nil when the URL has no layout words.
    init?(url: String) {
        let bytes = url.utf8
        guard let hash = bytes.firstIndex(of: UInt8(ascii: "#")) else { return nil }
        let fragmentStart = bytes.index(after: hash)
        guard let plus = bytes[fragmentStart...].firstIndex(of: UInt8(ascii: "+")) else { return nil }
        self.url = plus == fragmentStart ? String(url[..<hash]) : String(url[..<plus])
        words = []
        var wordStart = bytes.index(after: plus)
        while let next = bytes[wordStart...].firstIndex(of: UInt8(ascii: "+")) {
            words.append(url[wordStart..<next])
            wordStart = bytes.index(after: next)
        }
        words.append(url[wordStart...])
    }
}
