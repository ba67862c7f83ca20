/// One tag of the author's raw HTML, as a browser's tokenizer reads it (see `HTMLTagScanner`).
public struct HTMLTag: Equatable, Sendable {
    /// One attribute of a tag, as a browser reads it.
    public struct Attribute: Equatable, Sendable {
        /// Lowercased, as HTML attribute names are case-insensitive.
        public var name: String
        /// With its character references decoded: `id="a&amp;b"` is `a&b`, the id a browser gives the element.
        public var value: String
        /// Where the attribute's name starts: a UTF-8 offset in the scanned text.
        public var offset: Int
    }

    /// Lowercased ASCII letters, as HTML tag names are case-insensitive.
    public var name: String
    var isEndTag = false
    /// Written `<… />`. Only void elements and SVG's are closed by it; an HTML parser ignores it elsewhere.
    public var isSelfClosing = false
    /// The first of each name only: a browser ignores an attribute written again in the same tag.
    public var attributes: [Attribute] = []
    /// Where the tag's `<` is: a UTF-8 offset in the scanned text.
    public var offset = 0

    /// The attribute named `name` (lowercase), if the tag has it.
    public func attribute(_ name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    /// The fragments that lead to this element: its `id`, and the `name` of an `<a>` (a browser follows `#x` to
    /// the element whose id is `x`, else to the first `<a name="x">`). Empty values lead nowhere.
    public var anchors: [Attribute] {
        guard !isEndTag else { return [] }
        var found: [Attribute] = []
        if let id = attribute("id"), !id.value.isEmpty { found.append(id) }
        if name == "a", let anchor = attribute("name"), !anchor.value.isEmpty, anchor.value != found.first?.value {
            found.append(anchor)
        }
        return found
    }
}
