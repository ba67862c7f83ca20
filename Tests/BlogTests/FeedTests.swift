import Foundation
import Testing
import TestSupport
@testable import Blog
import SiteTestSupport

@Suite struct FeedTests {
    @Test func atomFeedHasFullContentWithAbsoluteURLs() async throws {
        let site = try SiteFixture(config: "author: Ann & Bob\n", files: [
            "content/posts/2024-01-01-a.md": "# A & \"c\" <3\n\n[x](2024-01-02-b.md) [^1] ![i](i.png)\n\n[^1]: Note.\n",
            "content/posts/2024-01-02-b.md": "---\nupdated: 2024-02-01\ntags: [x]\n---\n# B\n",
        ])
        defer { site.remove() }
        try site.write("content/posts/i.png", TestPNG.make(width: 700, height: 10))
        let feed = try #require(try await site.make().text("feed.xml"))
        #expect(feed.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
                               + "<feed xmlns=\"http://www.w3.org/2005/Atom\""))
        #expect(feed.contains("<title>A &amp; &quot;c&quot; &lt;3</title>"))
        #expect(feed.contains("<id>https://example.com/2024/01/a/</id>"))
        #expect(feed.contains("<updated>2024-02-01T00:00:00+01:00</updated>"))
        #expect(feed.contains("<author><name>Ann &amp; Bob</name></author>"))
        #expect(feed.contains("href=&quot;https://example.com/2024/01/b/&quot;"))
        // The picture's files (640, 680 and 700 px wide), each URL of each srcset absolute.
        #expect(feed.contains("src=&quot;https://example.com/posts/i."))
        #expect(feed.contains("srcset=&quot;https://example.com/posts/i."))
        #expect(feed.contains("-680.webp 680w, https://example.com/posts/i."))
        #expect(!feed.contains("srcset=&quot;/") && !feed.contains("w, /"))
        #expect(feed.contains("href=&quot;https://example.com/2024/01/a/#fn-1&quot;"))
        #expect(!feed.contains("href=&quot;/"))
        #expect(!feed.contains("href=&quot;#"))
        // Newest first.
        #expect(feed.range(of: "2024/01/b/</id>")!.lowerBound < feed.range(of: "2024/01/a/</id>")!.lowerBound)
    }

    @Test func sitemapListsEveryPageAndRobotsPointsAtIt() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n",
                                           "content/pages/about.md": "# About\n"])
        defer { site.remove() }
        let built = try await site.make()
        let sitemap = try #require(built.text("sitemap.xml"))
        #expect(sitemap.contains("<url><loc>https://example.com/2024/01/a/</loc>"
                                 + "<lastmod>2024-01-01T00:00:00+01:00</lastmod></url>"))
        #expect(sitemap.contains("<url><loc>https://example.com/about/</loc></url>"))
        #expect(sitemap.contains("<url><loc>https://example.com/</loc></url>"))
        #expect(built.text("robots.txt") == "User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n")
    }
}
