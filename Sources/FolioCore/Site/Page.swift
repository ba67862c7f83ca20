import Foundation

/// A post or page with its Markdown rendered (stage 5).
struct Page: Sendable {
    var source: PageSource
    var title: String
    var rendered: RenderedMarkdown
    /// The absolute URL of front matter's `image`, or `""`.
    var imageURL: String = ""
    /// For `<meta name="description">` and feeds: the front matter's summary, else the excerpt's text.
    private(set) var description: String
    /// With a memo: a hash of everything the page was made from (see `renderPages`), which later stages' keys
    /// are made of.
    var key = ContentHash()
    /// Read from the build cache, which keeps an abridged `rendered` (see `Page.write(to:)`): `applyTemplates`
    /// renders the page again if it needs the rest.
    var isAbridged = false

    init(source: PageSource, title: String, rendered: RenderedMarkdown) {
        self.init(source: source, title: title, rendered: rendered,
                  description: Self.description(summary: source.frontMatter.summary, excerpt: rendered.excerptText))
    }

    /// A page whose description was made before (the build cache keeps it).
    init(source: PageSource, title: String, rendered: RenderedMarkdown, description: String) {
        self.source = source
        self.title = title
        self.rendered = rendered
        self.description = description
    }

    var url: String { source.url }
    var date: Date? { source.date }

    private static func description(summary: String?, excerpt: String) -> String {
        if let summary, !summary.isEmpty { return summary }
        let text = excerpt.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count > 200 else { return text }
        let cut = text.prefix(200)
        return (cut.lastIndex(of: " ").map { String(cut[..<$0]) } ?? String(cut)) + "…"
    }
}
