import Content

/// A post as every feed that shows it carries it: the page, whole, and its entry in each format the site publishes,
/// made once per build from its content with every URL absolute, and shared by the site's feeds and its tags'
/// (`makeFeed`): an entry does not depend on the feed it is in.
public struct FeedPost: Sendable {
    /// The post, whole.
    public var page: Page
    /// The post's Atom entry, JSON Feed item (JSON text) or RSS item, for each format in `feeds:`.
    var entries: [FeedFormat: String] = [:]

    /// `page` as the feeds of `site` carry it.
    public init(_ page: Page, site: Site) {
        self.page = page
        let content = page.feedContent(site: site)
        let formats = site.config.feeds
        let escaped = formats.contains { $0 != .json } ? XMLText.escape(content) : ""
        for format in formats {
            entries[format] = switch format {
            case .atom: AtomFeed.entry(page, content: escaped, site: site)
            case .json: JSONFeed.item(page, content: content, site: site)
            case .rss: RSSFeed.item(page, content: escaped, site: site)
            }
        }
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
