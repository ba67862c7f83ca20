import Foundation
import Testing
import TestSupport
@testable import Blog
import Incremental
import SiteTestSupport

/// The JSON-LD each page carries, on folio's built-in theme, read back as JSON.
@Suite struct StructuredDataTests {
    /// The JSON-LD of the page at `path`: the one `<script type="application/ld+json">`'s text, parsed.
    static func jsonLD(_ site: BuiltSite, _ path: String) throws -> [String: Any] {
        let html = try #require(site.text(path))
        let scripts = Array(html.components(separatedBy: "<script type=\"application/ld+json\">").dropFirst())
        try #require(scripts.count == 1, "\(path) has \(scripts.count) JSON-LD scripts")
        let text = try #require(scripts[0].components(separatedBy: "</script>").first)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aPostIsABlogPostingWithWhatSearchEnginesRead() async throws {
        let site = try SiteFixture(config: "author: {name: Ann, url: /about/}\nlanguage: en-GB\n", files: [
            "content/posts/2024-05-01-a.md": "---\ntags: [Swift, yaml]\nupdated: 2024-05-03 10:00\n"
                + "summary: Short.\nimage: {path: pic.png, alt: A picture}\n---\n# Hello\n\nOne two three.\n\n"
                + "![p](pic.png)\n",
            "content/posts/2024-05-02-b.md": "---\nauthor: {name: Bob, url: https://bob.example/}\n---\n# B\n\nText.\n",
            "content/posts/2024-05-03-c.md": "---\nauthor: Cy\n---\n# C\n",
        ], theme: [:])
        defer { site.remove() }
        try site.write("content/posts/pic.png", TestPNG.make(width: 1500, height: 600))
        let built = try await site.make()
        let post = try Self.jsonLD(built, "2024/05/a/index.html")
        #expect(post["@context"] as? String == "https://schema.org")
        #expect(post["@type"] as? String == "BlogPosting")
        #expect(post["headline"] as? String == "Hello")
        #expect(post["description"] as? String == "Short.")
        #expect(post["url"] as? String == "https://example.com/2024/05/a/")
        #expect((post["mainEntityOfPage"] as? [String: String]) == ["@type": "WebPage",
                                                                    "@id": "https://example.com/2024/05/a/"])
        #expect(post["datePublished"] as? String == "2024-05-01T00:00:00+02:00")
        #expect(post["dateModified"] as? String == "2024-05-03T10:00:00+02:00")
        #expect((post["author"] as? [String: String]) == ["@type": "Person", "name": "Ann",
                                                          "url": "https://example.com/about/"])
        #expect((post["image"] as? [String])?.first?.hasPrefix("https://example.com/posts/pic.") == true)
        #expect(post["inLanguage"] as? String == "en-GB")
        #expect((post["keywords"] as? [String]) == ["Swift", "yaml"])
        #expect(post["wordCount"] as? Int == 3)
        #expect(post["publisher"] == nil)  // no logo
        // Another author, with an address of their own; one without, by name alone.
        let other = try Self.jsonLD(built, "2024/05/b/index.html")["author"] as? [String: String]
        #expect(other == ["@type": "Person", "name": "Bob", "url": "https://bob.example/"])
        let third = try Self.jsonLD(built, "2024/05/c/index.html")["author"] as? [String: String]
        #expect(third == ["@type": "Person", "name": "Cy"])
        // The picture of the link preview, with its size and description.
        let html = try #require(built.text("2024/05/a/index.html"))
        #expect(html.contains("<meta property=\"og:image:width\" content=\"1200\">"))
        #expect(html.contains("<meta property=\"og:image:height\" content=\"480\">"))
        #expect(html.contains("<meta property=\"og:image:alt\" content=\"A picture\">"))
        #expect(html.contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"))
        #expect(html.contains("<meta name=\"twitter:title\" content=\"Hello\">"))
    }

    @Test func theHomePageIsTheWebSiteAndTheOthersArePagesOfIt() async throws {
        let site = try SiteFixture(config: "description: Notes.\nlogo: /logo.png\nposts_per_page: 1\n", files: [
            "content/posts/2024-05-01-a.md": "---\ntags: [x]\n---\n# A\n",
            "content/posts/2024-05-02-b.md": "# B\n",
            "content/pages/about.md": "# About\n\nWho.\n",
            "static/logo.png": "png",
        ], theme: [:])
        defer { site.remove() }
        let built = try await site.make()
        let home = try Self.jsonLD(built, "index.html")
        #expect(home["@type"] as? String == "WebSite" && home["name"] as? String == "Test")
        #expect(home["url"] as? String == "https://example.com/" && home["description"] as? String == "Notes.")
        let publisher = try #require(home["publisher"] as? [String: Any])
        #expect((publisher["logo"] as? [String: String])?["url"] == "https://example.com/logo.png")
        #expect(try Self.jsonLD(built, "2024/05/a/index.html")["publisher"] != nil)
        #expect(try Self.jsonLD(built, "about/index.html")["@type"] as? String == "WebPage")
        for path in ["page/2/index.html", "tags/x/index.html", "tags/index.html", "archive/index.html"] {
            let page = try Self.jsonLD(built, path)
            #expect(page["@type"] as? String == "CollectionPage", "\(path)")
            #expect((page["isPartOf"] as? [String: String])?["url"] == "https://example.com/", "\(path)")
        }
        #expect(!(built.text("404.html") ?? "").contains("application/ld+json"))
        // Search is on by default: the site says how to ask its search page, which is a page of results.
        let action = try #require(home["potentialAction"] as? [String: Any])
        #expect(action["@type"] as? String == "SearchAction" && action["query-input"] as? String == "required name=query")
        #expect((action["target"] as? [String: String])?["urlTemplate"] == "https://example.com/search/?q={query}")
        #expect(try Self.jsonLD(built, "search/index.html")["@type"] as? String == "SearchResultsPage")
    }

    @Test func withoutSearchTheWebSiteOffersNoSearchAction() async throws {
        let site = try SiteFixture(config: "search: false\n", files: ["content/posts/2024-05-01-a.md": "# A\n"],
                                   theme: [:])
        defer { site.remove() }
        let built = try await site.make()
        let home = try Self.jsonLD(built, "index.html")
        #expect(home["@type"] as? String == "WebSite" && home["potentialAction"] == nil)
        #expect(built.text("search/index.html") == nil)
    }

    @Test func noStringCanEndTheScript() async throws {
        let title = "</script><script>alert(1)</script> & <!--"
        // Without search, whose script is the page's other script element.
        let site = try SiteFixture(config: "search: false\n",
                                   files: ["content/posts/2024-05-01-a.md": "---\ntitle: \"\(title)\"\n---\nText.\n"],
                                   theme: [:])
        defer { site.remove() }
        let built = try await site.make()
        let html = try #require(built.text("2024/05/a/index.html"))
        #expect(html.components(separatedBy: "</script>").count == 2)  // the JSON-LD's own end, and nothing else
        #expect(!html.contains("<script>alert"))
        #expect(try Self.jsonLD(built, "2024/05/a/index.html")["headline"] as? String == title)
    }
}
