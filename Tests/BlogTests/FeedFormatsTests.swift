import Foundation
import Testing
import TestSupport
@testable import Blog
import SiteTestSupport

/// JSON Feed, RSS and the feeds of each tag, with `feeds`, `feed_limit`, `tag_feeds` and `robots: noindex`.
@Suite struct FeedFormatsTests {
    static let posts = [
        "content/posts/2024-01-01-a.md": "---\ntags: [x, y]\nauthor: {name: Ann, url: /ann/}\n---\n# A & B\n\n"
            + "[b](2024-01-02-b.md) ![i](i.png)\n",
        "content/posts/2024-01-02-b.md": "---\ntags: [x]\nsummary: Bee.\n---\n# B\n\nText [^1].\n\n[^1]: Note.\n",
        "content/posts/2024-01-03-c.md": "---\ntags: [x]\nrobots: noindex\n---\n# C\n\nHidden from search.\n",
        "content/posts/2024-01-04-d.md": "---\ntags: [y]\nupdated: 2024-02-01\n---\n# D\n",
    ]

    func json(_ text: String?) throws -> [String: Any] {
        let found = try #require(text)
        return try #require(try JSONSerialization.jsonObject(with: Data(found.utf8)) as? [String: Any])
    }

    @Test func theJSONFeedHasEveryFieldWithAbsoluteURLs() async throws {
        let site = try SiteFixture(config: "author: Site Author\ndescription: About things.\n", files: Self.posts)
        defer { site.remove() }
        try site.write("content/posts/i.png", TestPNG.make(width: 20, height: 10))
        let built = try await site.make()
        let feed = try json(built.text("feed.json"))
        #expect(feed["version"] as? String == "https://jsonfeed.org/version/1.1")
        #expect(feed["title"] as? String == "Test" && feed["description"] as? String == "About things.")
        #expect(feed["home_page_url"] as? String == "https://example.com/")
        #expect(feed["feed_url"] as? String == "https://example.com/feed.json")
        #expect(feed["language"] as? String == "en")
        #expect((feed["authors"] as? [[String: String]]) == [["name": "Site Author"]])
        let items = try #require(feed["items"] as? [[String: Any]])
        // Newest first, without the post that says noindex.
        #expect(items.map { $0["url"] as? String }
            == ["https://example.com/2024/01/d/", "https://example.com/2024/01/b/", "https://example.com/2024/01/a/"])
        let d = items[0], b = items[1], a = items[2]
        #expect(d["date_published"] as? String == "2024-01-04T00:00:00+01:00")
        #expect(d["date_modified"] as? String == "2024-02-01T00:00:00+01:00")
        #expect(b["summary"] as? String == "Bee." && b["id"] as? String == "https://example.com/2024/01/b/")
        #expect((b["content_html"] as? String)?.contains("href=\"https://example.com/2024/01/b/#fn-1\"") == true)
        #expect(a["title"] as? String == "A & B" && (a["tags"] as? [String]) == ["x", "y"])
        #expect((a["authors"] as? [[String: String]]) == [["name": "Ann", "url": "https://example.com/ann/"]])
        let content = try #require(a["content_html"] as? String)
        #expect(content.contains("href=\"https://example.com/2024/01/b/\"") && content.contains("src=\"https://"))
        #expect(!content.contains("=\"/"))
    }

    @Test func eachTagHasItsFeedsAndNoindexPostsAreInNone() async throws {
        let site = try SiteFixture(config: "feeds: [atom, json, rss]\n", files: Self.posts)
        defer { site.remove() }
        try site.write("content/posts/i.png", TestPNG.make(width: 20, height: 10))
        let built = try await site.make()
        for path in ["feed.xml", "feed.json", "rss.xml", "tags/x/feed.xml", "tags/x/feed.json", "tags/x/rss.xml",
                     "tags/y/feed.xml", "tags/y/feed.json", "tags/y/rss.xml"] {
            let text = try #require(built.text(path), "\(path)")
            #expect(!text.contains("2024/01/c/"), "\(path) holds the post that says noindex")
        }
        let tag = try json(built.text("tags/x/feed.json"))
        #expect(tag["title"] as? String == "Tagged “x” · Test")
        #expect(tag["home_page_url"] as? String == "https://example.com/tags/x/")
        #expect((tag["items"] as? [[String: Any]])?.map { $0["url"] as? String }
            == ["https://example.com/2024/01/b/", "https://example.com/2024/01/a/"])
        let atom = try #require(built.text("tags/y/feed.xml"))
        #expect(atom.contains("<link href=\"https://example.com/tags/y/feed.xml\" rel=\"self\""))
        #expect(atom.contains("<id>https://example.com/tags/y/</id>"))
        let rss = try #require(built.text("rss.xml"))
        #expect(rss.contains("<rss version=\"2.0\""))
        #expect(rss.contains("<atom:link href=\"https://example.com/rss.xml\" rel=\"self\" "
                             + "type=\"application/rss+xml\"/>"))
        #expect(rss.contains("<pubDate>Thu, 04 Jan 2024 00:00:00 +0100</pubDate>"))
        #expect(rss.contains("<guid isPermaLink=\"true\">https://example.com/2024/01/b/</guid>"))
        #expect(rss.contains("<content:encoded>&lt;p&gt;Text"))
        #expect(rss.contains("<dc:creator>Ann</dc:creator>"))
        // Out of the sitemap too, but still a page of the site with the meta tag.
        #expect(!(built.text("sitemap.xml") ?? "").contains("2024/01/c/"))
        #expect(built.paths.contains("2024/01/c/index.html"))
    }

    @Test func feedLimitKeepsTheNewestAndTagFeedsMayBeTurnedOff() async throws {
        let site = try SiteFixture(config: "feed_limit: 1\ntag_feeds: false\nfeeds: [json]\n", files: Self.posts)
        defer { site.remove() }
        try site.write("content/posts/i.png", TestPNG.make(width: 20, height: 10))
        let built = try await site.make()
        #expect(try (json(built.text("feed.json"))["items"] as? [[String: Any]])?.map { $0["url"] as? String }
            == ["https://example.com/2024/01/d/"])
        #expect(!built.paths.contains { $0.hasPrefix("tags/") && !$0.hasSuffix("index.html") })
        #expect(!built.paths.contains("feed.xml") && !built.paths.contains("rss.xml"))
    }

    @Test func withoutFeedsThePagesNameNone() async throws {
        let site = try SiteFixture(config: "feeds: []\n", files: Self.posts, theme: [:])
        defer { site.remove() }
        try site.write("content/posts/i.png", TestPNG.make(width: 20, height: 10))
        let built = try await site.make()
        #expect(!built.paths.contains { $0.hasSuffix("feed.xml") || $0.hasSuffix("feed.json") })
        let home = try #require(built.text("index.html"))
        #expect(!home.contains("rel=\"alternate\"") && !home.contains("href=\"\""))
    }

    @Test func thePagesNameTheirFeedsForReadersToFind() async throws {
        let site = try SiteFixture(files: Self.posts, theme: [:])
        defer { site.remove() }
        try site.write("content/posts/i.png", TestPNG.make(width: 20, height: 10))
        let built = try await site.make()
        let home = try #require(built.text("index.html"))
        #expect(home.contains("<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Test\" "
                              + "href=\"/feed.xml\">"))
        #expect(home.contains("<link rel=\"alternate\" type=\"application/feed+json\" title=\"Test\" "
                              + "href=\"/feed.json\">"))
        let tag = try #require(built.text("tags/x/index.html"))
        #expect(tag.contains("<link rel=\"alternate\" type=\"application/feed+json\" title=\"Tagged “x” · Test\" "
                             + "href=\"/tags/x/feed.json\">"))
        let hidden = try #require(built.text("2024/01/c/index.html"))
        #expect(hidden.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(!(built.text("2024/01/b/index.html") ?? "").contains("name=\"robots\""))
    }
}
