import Foundation
import HTML

/// A post's excerpt as the home and tag pages show it, where many excerpts share one page. Its in-page links
/// (`href="#…"`: a footnote, a heading of the post) lead into the post at `url`, since the list page has no such
/// anchor; and the ids folio gives headings and cmark gives footnote references are left out, since the post
/// holds them and two excerpts on one page would repeat them (`fnref-1` in two posts is the common case).
func listExcerpt(_ html: String, url: String) -> String {
    // Most excerpts have neither; Foundation's `contains` would cost more than the rest of the list page.
    let hasLocalLinks = html.containsBytes(" href=\"#"), hasIDs = html.containsBytes(" id=\"")
    guard hasLocalLinks || hasIDs else { return html }
    var text = html
    if hasLocalLinks {
        text = text.replacingOccurrences(of: " href=\"#", with: " href=\"\(HTMLEscaping.escape(url))#")
    }
    guard hasIDs else { return text }
    var kept = "", rest = text[...]
    kept.reserveCapacity(text.utf8.count)
    while let id = rest.range(of: " id=\"") {
        // Values are quoted and cmark escapes quotes inside them, so the next quote closes the value.
        guard let close = rest[id.upperBound...].firstIndex(of: "\"") else { break }
        let end = rest.index(after: close)
        let before = rest[..<id.lowerBound]
        let tag = before.suffix(3)  // `<h2` of `<h2 id="part">`
        let isHeading = tag.count == 3 && tag.hasPrefix("<h") && ("1"..."6").contains(tag.last!)
            && rest[end...].hasPrefix(">")
        let isFootnoteReference = rest[id.upperBound...].hasPrefix("fnref-")
            && rest[end...].hasPrefix(" data-footnote-ref")
        kept += before
        if !(isHeading || isFootnoteReference) { kept += rest[id.lowerBound..<end] }
        rest = rest[end...]
    }
    return kept + rest
}
