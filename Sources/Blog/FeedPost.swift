/// A post as every feed that shows it carries it: the page, whole, and its content with every URL absolute, made
/// once per build and shared by the site's feeds and its tags' (`makeFeed`).
public struct FeedPost: Sendable {
    /// The post, whole.
    public var page: Page
    /// The page's HTML as feeds carry it (see `Page.feedContent(site:)`): JSON Feed's `content_html`.
    var content: String
    /// `content` escaped for XML, as Atom and RSS carry it; empty when the site publishes neither.
    var xmlContent: String

    /// `page` as the feeds of `site` carry it.
    public init(_ page: Page, site: Site) {
        self.page = page
        content = page.feedContent(site: site)
        xmlContent = site.config.feeds.contains { $0 != .json } ? XMLText.escape(content) : ""
    }
}

extension Page {
    /// The page's HTML as feeds carry it (alerts as plain quotes), with the site-relative URLs folio wrote
    /// (`href="/…"`, `src="/…"`, each candidate of a `srcset`) and in-page anchors (`href="#…"`, such as
    /// footnotes) made absolute. One pass over the bytes (`AbsoluteURLs`).
    func feedContent(site: Site) -> String {
        var html = rendered.feedHTML ?? rendered.html
        let rewriter = AbsoluteURLs(origin: Array(site.address.origin.utf8),
                                    anchor: Array((site.address.absolute(url) + "#").utf8))
        return html.withUTF8 { String(decoding: rewriter.rewrite($0), as: UTF8.self) }
    }
}
