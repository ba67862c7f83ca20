import Content

/// A source's permalink pattern in folio's words, where folio can express it: Jekyll's `:output_ext` is `.html`,
/// Hugo's `:filename` and `:slugorfilename` are `:slug`; an address without an ending becomes a folder (hosts
/// answer `/x` with a redirect to `/x/`). Nil, with the reason, for patterns with placeholders folio lacks
/// (`:y_day`, `:monthname`, …): posts then keep their old addresses through redirects.
enum PermalinkTranslation {
    static func folio(_ pattern: String, renaming: [String: String] = [:]) -> (pattern: String?, note: String?) {
        var text = pattern.replacing(":output_ext", with: ".html")
        for (from, to) in renaming.sorted(by: { $0.key.count > $1.key.count }) {
            text = text.replacing(":" + from, with: to)
        }
        if !text.hasPrefix("/") { text = "/" + text }
        var note: String?
        if !text.hasSuffix("/"), !text.hasSuffix(".html") {
            text += "/"
            note = "its addresses end without '/' or '.html'; folio's end with '/', which hosts reach from the old "
                + "ones by a redirect"
        }
        while text.contains("//") { text = text.replacing("//", with: "/") }
        do {
            return (try PermalinkPattern(text).pattern, note)
        } catch {
            return (nil, "folio cannot express the permalink '\(pattern)' (\(error.message)); posts use folio's "
                    + "default and keep their old addresses through redirects")
        }
    }
}
