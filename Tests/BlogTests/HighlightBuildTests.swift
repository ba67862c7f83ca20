import Foundation
import Testing
@testable import Blog
import Content
import Incremental
import SiteTestSupport

/// Highlighting in a site build: one warning for all unknown languages, `highlight: false`, the cache, and the
/// stylesheet.
@Suite struct HighlightBuildTests {
    static let files = [
        "content/posts/2024-01-01-a.md": "# A\n\n```swift\nlet a = 1\n```\n\n```Klingon\nx\n```\n\n"
            + "```klingon\ny\n```\n",
        "content/posts/2024-01-02-b.md": "# B\n\n```elvish\nx\n```\n\n```KLINGON\nz\n```\n\n```\nno language\n```\n",
        "content/pages/about.md": "# About\n\n```text\nplain, on purpose\n```\n",
    ]

    func warnings(_ site: BuiltSite) -> [String] { site.warnings.map(\.description) }

    @Test func oneWarningPerBuildNamesEachUnknownLanguageOnceAtItsFirstPlace() async throws {
        let site = try SiteFixture(files: Self.files)
        defer { site.remove() }
        let expected = ["content/posts/2024-01-01-a.md:7:1: warning: code in 2 languages folio cannot highlight, "
                        + "shown plain: 'Klingon' (here), 'elvish' (content/posts/2024-01-02-b.md:3:1)"]
        let built = try await site.make()
        #expect(warnings(built) == expected)
        #expect(built.text("2024/01/a/index.html")?.contains("<span class=\"kd\">let</span>") == true)
        #expect(built.text("2024/01/a/index.html")?.contains("<pre><code class=\"language-Klingon\">x\n") == true)
        // From the cache, the same warning: the pages' unknown languages are kept with them.
        let first = try await site.build()
        let second = try await site.build()
        #expect(first.site.warnings.map(\.description) == expected)
        #expect(second.site.isUnchanged || second.site.warnings.map(\.description) == expected)
        try site.folder.write("content/pages/about.md", "# About\n\nChanged.\n")
        let third = try await site.build()
        #expect(third.site.counts.reused > 0)
        #expect(third.site.warnings.map(\.description) == expected)
    }

    @Test func highlightFalseLeavesCodeAsCMarkRendersIt() async throws {
        let site = try SiteFixture(config: "highlight: false\n", files: Self.files)
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.text("2024/01/a/index.html")?.contains("<pre><code class=\"language-swift\">let a = 1\n") == true)
        #expect(warnings(built).isEmpty)
        var options = BuildOptions(now: SiteFixture.now)
        options.highlights = false
        let site2 = try SiteFixture(files: Self.files)
        defer { site2.remove() }
        #expect(try await site2.make(options).text("2024/01/a/index.html")?.contains("<span") == false)
    }

    @Test func turningHighlightingOnAndOffWithACacheGivesWhatACleanBuildGives() async throws {
        let site = try SiteFixture(files: Self.files)
        defer { site.remove() }
        _ = try await site.build()
        for config in ["highlight: false\n", "highlight: true\n"] {
            try site.folder.write("folio.yml", "title: Test\nbase_url: https://example.com\ntimezone: Europe/Berlin\n"
                                  + config)
            _ = try await site.build()
            _ = try await site.build(into: "clean", cache: false)
            let page = "2024/01/a/index.html"
            let cached = try String(contentsOf: site.root.appending(path: "public/" + page), encoding: .utf8)
            let clean = try String(contentsOf: site.root.appending(path: "clean/" + page), encoding: .utf8)
            #expect(cached == clean)
            #expect(cached.contains("<span class=\"kd\">") == (config == "highlight: true\n"))
        }
    }

    @Test func theStylesheetHasThePaletteUnlessTheThemeHasItsOwn() async throws {
        let site = try SiteFixture(files: Self.files)
        defer { site.remove() }
        let css = try #require(try await site.make().text("style.css"))
        #expect(css.hasPrefix("body { color: black; }\n"))
        #expect(css.contains("pre .k, pre .kd"))
        #expect(css.contains("@media (prefers-color-scheme: dark) {"))
        #expect(css.contains("pre.numbered .line::before"))
        try site.folder.write("templates/highlight.css", "pre .k { color: red; }\n")
        let own = try #require(try await site.make().text("style.css"))
        #expect(own.contains("pre .k { color: red; }\n"))
        #expect(!own.contains("pre .k, pre .kd"))
        #expect(own.contains("pre.numbered .line::before"))
    }
}
