import Foundation
import Testing
import TestSupport
@testable import Blog
import SiteTestSupport
import Incremental
import Content
import Build

@Suite struct SearchBuildTests {
    /// Every term shard's text and the index file's (which holds the terms of one document only), joined.
    func terms(_ built: BuiltSite) -> String {
        built.paths.filter { $0.hasPrefix("search/terms-") || $0 == "search/index.js" }.compactMap(built.text)
            .joined()
    }

    @Test func indexesPublishedPagesOnly() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "# Alpha\n\nA zebra.\n\n## Stripes\n\nBlack and white.\n",
            "content/posts/2024-01-02-b.md": "---\ndraft: true\n---\n# Beta\n\nA yak.\n",
            "content/posts/2099-01-01-c.md": "# Gamma\n\nA quokka.\n",
            "content/pages/d.md": "---\nsearch: false\n---\n# Delta\n\nA wombat.\n",
            "content/pages/e.md": "# Epsilon\n\nAn okapi.\n",
        ])
        defer { site.remove() }
        let built = try await site.make()
        let text = terms(built)
        #expect(text.contains("zebra:") && text.contains("okapi:") && text.contains("stripe,stripes:"))
        #expect(!text.contains("yak") && !text.contains("quokka") && !text.contains("wombat"))
        let cards = try #require(built.text("search/docs-0.js"))
        #expect(cards.contains(#"["Alpha","2024/01/a/","1 January 2024","A zebra."]"#))
        #expect(built.text("search/heads-0.js")?.contains(#"["stripes"]"#) == true)
        #expect(built.text("search/index.js")?.contains("\"documents\":2,") == true)
        #expect(built.text("search/index.html") != nil)
    }

    /// `folio build` makes each page's search document as soon as the page is rendered, and lets go of its text
    /// (`prepareSearch`); the index it writes is the one made from the text at the search stage, file for file.
    @Test func documentsMadeAsPagesAreRenderedIndexWhatTheirTextDoes() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "# Alpha\n\nA zebra.\n\n## Stripes\n\nBlack and `white`.\n\n"
                + "```swift\nlet okapi = 1\n```\n\n| a | b |\n|---|---|\n| yak | 2 |\n",
            "content/posts/2024-01-02-b.md": "---\ntags: [animals]\n---\n# Beta\n\nZebras, and a café.\n",
            "content/pages/d.md": "---\nsearch: false\n---\n# Delta\n\nA wombat.\n",
        ])
        defer { site.remove() }
        let made = try await site.make()
        _ = try await buildSite(at: site.root, options: BuildOptions(now: SiteFixture.now), racyWindow: 0)
        let paths = made.paths.filter { $0.hasPrefix("search/") && $0.hasSuffix(".js") }
        #expect(paths.contains("search/index.js") && paths.contains("search/docs-0.js"))
        for path in paths {
            let written = try String(contentsOf: site.root.appending(path: "public/" + path), encoding: .utf8)
            #expect(written == made.text(path), "\(path)")
        }
        let text = terms(made)
        #expect(text.contains("zebra,zebras:") && text.contains("okapi:") && text.contains("yak:")
                && text.contains("cafe:") && !text.contains("wombat"))
    }

    @Test func searchFalseInFolioYmlTurnsItOff() async throws {
        let site = try SiteFixture(config: "search: false\n", files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { site.remove() }
        let built = try await site.make()
        #expect(!built.paths.contains { $0.hasPrefix("search") })
    }

    @Test func aSearchValueThatIsNotABooleanIsAnErrorAtItsPlace() async throws {
        let config = try SiteFixture(config: "search: sometimes\n", files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { config.remove() }
        #expect(await config.failure() == ["folio.yml:4:9: error: 'search' must be true or false, found 'sometimes'"])
        let page = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "---\nsearch: never\n---\n# A\n"])
        defer { page.remove() }
        let failure = await page.failure()
        #expect(failure.contains { $0.hasPrefix("content/posts/2024-01-01-a.md:2:9: error:") }, "\(failure)")
    }
}
