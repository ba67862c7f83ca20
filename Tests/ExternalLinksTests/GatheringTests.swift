import Foundation
import Testing
import ExternalLinks
import SiteTestSupport
import TestSupport

/// Which links `folio check` finds, and where it says each is written.
@Suite struct GatheringTests {
    /// The report of a check of `site`, against no server: every link is local, so none is asked for.
    static func gathered(_ site: SiteFixture, drafts: Bool = false) async throws -> [ExternalLinkReport.Entry] {
        var options = ExternalCheckOptions()
        options.now = SiteFixture.now
        options.includeDrafts = drafts
        options.usesCache = false
        return try await checkExternalLinks(at: site.root, options: options).entries
    }

    static func places(_ entries: [ExternalLinkReport.Entry]) -> [String] {
        entries.map { entry in
            let place = entry.link.location.map { ":\($0.line):\($0.column)" } ?? ""
            return "\(entry.link.path)\(place) \(entry.link.kind.rawValue) \(entry.link.url)"
                + (entry.link.pageCount > 1 ? " ×\(entry.link.pageCount)" : "")
        }
    }

    // The post's lines run long: the columns below are counted on them as they are.
    @Test func linksAreFoundWhereverTheyAreWrittenAndPlacedThere() async throws {
        let post = """
            ---
            image: http://127.0.0.1:9/banner.png
            ---
            # Notes

            A [link](http://127.0.0.1:9/a), an autolink <http://127.0.0.1:9/b>, a [reference][r],
            ![a picture](http://127.0.0.1:9/p.png#+right+third) and <a href="http://127.0.0.1:9/raw?x=1&amp;y=2">raw</a>.
            <img src="http://127.0.0.1:9/raw.png" srcset="http://127.0.0.1:9/w_1,h_2.png 2x, http://127.0.0.1:9/3.png 3x">

            Not away: [home](https://example.com/about/), [mail](mailto:a@example.com).

            [r]: http://127.0.0.1:9/ref
            """
        let site = try SiteFixture(files: [
            "content/posts/2024-05-01-notes.md": post,
            "content/posts/2024-05-02-draft.md":
                "---\ndraft: true\n---\n# Draft\n\n[later](http://127.0.0.1:9/draft)\n",
            "templates/footer.mustache": "<footer>\n  <a href=\"http://127.0.0.1:9/theme\">theme</a>\n</footer>\n",
        ], theme: [:])
        defer { site.remove() }
        let places = Self.places(try await Self.gathered(site))
        let post1 = "content/posts/2024-05-01-notes.md"
        #expect(places.contains("\(post1):2:1 image http://127.0.0.1:9/banner.png"), "front matter: at its key")
        // Columns count bytes: the `[` of a link, the `<` of an autolink, the `!` of an image, the URL in raw HTML.
        for expected in ["6:3 link http://127.0.0.1:9/a", "6:45 link http://127.0.0.1:9/b",
                         "6:71 link http://127.0.0.1:9/ref", "7:1 image http://127.0.0.1:9/p.png",
                         "7:66 link http://127.0.0.1:9/raw?x=1&y=2", "8:11 image http://127.0.0.1:9/raw.png",
                         "8:47 image http://127.0.0.1:9/w_1,h_2.png", "8:82 image http://127.0.0.1:9/3.png"] {
            #expect(places.contains("\(post1):\(expected)"), "\(expected) in \(places)")
        }
        // A template's link: in the template, once, with the pages that show it.
        let theme = places.first { $0.hasPrefix("templates/footer.mustache:2:12 link http://127.0.0.1:9/theme ×") }
        #expect(theme != nil, "\(places)")
        #expect(!places.contains { $0.contains("example.com") || $0.contains("mailto") })
        // The home page shows the post's excerpt: its links are the post's, listed once.
        #expect(places.count == 10, "\(places)")
        #expect(!places.contains { $0.contains("/draft") }, "a draft is not published")
        #expect(Self.places(try await Self.gathered(site, drafts: true)).contains {
            $0.hasPrefix("content/posts/2024-05-02-draft.md:6:1 link http://127.0.0.1:9/draft") })
    }
}
