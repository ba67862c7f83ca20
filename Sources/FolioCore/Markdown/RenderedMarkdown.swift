/// Everything the Markdown stage learns about one document, so later stages never parse HTML again.
public struct RenderedMarkdown: Sendable {
    /// The HTML body.
    public var html: String
    /// The plain text of the first level-1 heading, if any.
    public var title: String?
    /// Everything before a `<!-- more -->` line, else the first paragraph; empty when there is neither.
    public var excerpt: String
    /// The excerpt's text without markup, for descriptions and summaries.
    public var excerptText: String
    public var headings: [Heading]
    /// Links and images in document order.
    public var links: [LinkReference]
    /// Problems found in the document: unknown layout words and the like.
    public var diagnostics: [Diagnostic]
    /// The files the site makes for the document's images (resized, in other formats), in document order.
    public var derivedImages: [DerivedImage] = []

    public init(html: String, title: String?, excerpt: String, excerptText: String = "", headings: [Heading],
                links: [LinkReference],
                diagnostics: [Diagnostic]) {
        self.html = html
        self.title = title
        self.excerpt = excerpt
        self.excerptText = excerptText
        self.headings = headings
        self.links = links
        self.diagnostics = diagnostics
    }
}
