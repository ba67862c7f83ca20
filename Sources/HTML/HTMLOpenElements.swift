/// The elements that the raw HTML blocks at the top of a document have opened and not yet closed: a browser puts
/// the Markdown that follows inside them, as in `<details>` … `> [!NOTE]` … `</details>`.
///
/// GitHub renders an alert only at the top of the document, so a quote inside such an element stays a quote there,
/// and folio needs to know when one is. Void elements (`<br>`, `<img>`) and `<… />` open nothing, and a `<p>` is
/// left out because the quote's own start closes it. An end tag closes its element and everything opened inside
/// it; one without an open element is ignored, as a browser ignores it.
public struct HTMLOpenElements {
    static let voidNames: Set<String> = ["area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr",
                                         "img", "input", "keygen", "link", "meta", "param", "source", "track", "wbr"]

    /// The names of the open elements, outermost first.
    public private(set) var names: [String] = []

    public init() {}

    /// True when nothing is open: Markdown that follows is at the top of the document.
    public var isEmpty: Bool { names.isEmpty }

    /// Opens and closes elements as `tags`, one raw HTML block's, do.
    public mutating func read(_ tags: [HTMLTag]) {
        for tag in tags {
            if tag.isEndTag {
                if let open = names.lastIndex(of: tag.name) { names.removeSubrange(open...) }
            } else if !tag.isSelfClosing, tag.name != "p", !Self.voidNames.contains(tag.name) {
                names.append(tag.name)
            }
        }
    }
}
