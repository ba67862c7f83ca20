import HTML

extension ResolvedImage {
    /// `img` (an `<img … />` tag), inside a `<picture>` with a `<source>` for each of `sources`, or as it is
    /// when there are none. Every value is escaped for HTML.
    public func picture(around img: String) -> String {
        guard !sources.isEmpty else { return img }
        let escape = HTMLEscaping.escape
        let tags = sources.map {
            "<source type=\"\(escape($0.type))\" srcset=\"\(escape($0.srcset))\" sizes=\"\(escape($0.sizes))\" />"
        }
        return "<picture>" + tags.joined() + img + "</picture>"
    }
}
