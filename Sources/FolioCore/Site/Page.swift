import Foundation

/// A post or page with its Markdown rendered (stage 5).
struct Page: Sendable {
    var source: PageSource
    var title: String
    var rendered: RenderedMarkdown
    /// The absolute URL of front matter's `image`, or `""`.
    var imageURL: String = ""

    var url: String { source.url }
    var date: Date? { source.date }

    /// For `<meta name="description">` and feeds: the front matter's summary, else the excerpt's text.
    var description: String {
        if let summary = source.frontMatter.summary, !summary.isEmpty { return summary }
        let text = rendered.excerptText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count > 200 else { return text }
        let cut = text.prefix(200)
        return (cut.lastIndex(of: " ").map { String(cut[..<$0]) } ?? String(cut)) + "…"
    }
}
