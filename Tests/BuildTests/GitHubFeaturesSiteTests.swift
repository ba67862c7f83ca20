import Foundation
import Testing
@testable import Build
import SourceDiagnostics
import TestSupport
import Markdown
import Content
import Incremental
import Build
import SiteTestSupport

/// What GitHub shows, the site shows: alerts, raw-HTML anchors and GitHub's image fragments, built as a site.
@Suite struct GitHubFeaturesSiteTests {
    static let fixture = Bundle.module.resourceURL!.appending(path: "Fixtures/Sites/github-features")

    /// The fixture's input, copied where a build may write.
    func copyOfFixture() throws -> TemporarySite {
        let site = try TemporarySite()
        try FileManager.default.removeItem(at: site.url)
        try FileManager.default.copyItem(at: Self.fixture.appending(path: "input"), to: site.url)
        return site
    }

    @Test func theFixtureSiteBuildsToWhatIsExpected() async throws {
        let site = try copyOfFixture()
        defer { site.remove() }
        let built = try await makeSite(at: site.url, options: BuildOptions(now: SiteFixture.now))
        #expect(built.warnings.isEmpty)
        let expected = Self.fixture.appending(path: "expected")
        let paths = FileManager.default.enumerator(atPath: expected.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".html") }.sorted() ?? []
        // Every page of the site (FixtureSiteTests compares every other file too).
        #expect(paths.contains("2024/03/alerts/index.html") && paths.contains("2024/03/anchors/index.html"))
        for path in paths {
            let want = try String(contentsOf: expected.appending(path: path), encoding: .utf8)
            #expect(built.text(path) == want, "\(path)")
        }
        let css = try #require(built.text("style.css"))
        #expect(css.hasSuffix(ImageColorScheme.stylesheet))
    }

    @Test func theFeedShowsAlertsAsPlainQuotes() async throws {
        let site = try copyOfFixture()
        defer { site.remove() }
        let feed = try #require(try await makeSite(at: site.url, options: BuildOptions(now: SiteFixture.now))
            .text("feed.xml"))
        #expect(feed.contains("&lt;blockquote&gt;\n&lt;p&gt;&lt;strong&gt;Note&lt;/strong&gt;&lt;/p&gt;\n"
                              + "&lt;p&gt;Useful"))
        #expect(feed.contains("&lt;strong&gt;Caution&lt;/strong&gt;"))
        #expect(!feed.contains("&lt;svg") && !feed.contains("markdown-alert"))
    }

    @Test func aLinkToAnAnchorNoElementHasIsAnErrorWithItsPlace() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "# A\n\n<span name=\"named\"></span> <a id=\"Intro\"></a>\n\n"
                + "[x](#named) [y](2024-01-02-b.md#intro) [z](2024-01-02-b.md#box)\n",
            "content/posts/2024-01-02-b.md": "# B\n\n<div id=\"Box\"></div> <a name=\"intro\"></a>\n",
        ])
        defer { site.remove() }
        #expect(await site.failure() == [
            "content/posts/2024-01-01-a.md:5:1: error: no heading or anchor with the id '#named' in this page",
            "content/posts/2024-01-01-a.md:5:40: error: no heading or anchor with the id '#box' in "
                + "content/posts/2024-01-02-b.md (did you mean '#Box'?)",
        ])
    }

    /// GitHub finds a heading whatever the case of the fragment (`#Heading-Name` for `## Heading name`), so such a
    /// link is no error; a browser compares exactly, so a warning says how to write it. A raw HTML id keeps its case.
    @Test func aFragmentThatDiffersFromAHeadingsIdOnlyInCaseIsAWarning() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md":
                "# A\n\n## Heading name\n\n[x](#Heading-Name) [y](2024-01-02-b.md#Other)\n",
            "content/posts/2024-01-02-b.md": "# B\n\n## Other\n",
        ])
        defer { site.remove() }
        let built = try await site.build()
        #expect(built.site.warnings.map(\.description) == [
            "content/posts/2024-01-01-a.md:5:1: warning: '#Heading-Name' finds the id '#heading-name' in this page on "
                + "GitHub, which ignores the case of a fragment, but not in a browser: write '#heading-name'",
            "content/posts/2024-01-01-a.md:5:20: warning: '#Other' finds the id '#other' in "
                + "content/posts/2024-01-02-b.md on GitHub, which ignores the case of a fragment, but not in a "
                + "browser: write '#other'",
        ])
    }

    /// The first heading becomes the page's title and leaves the body, but a link to its id works on GitHub (a
    /// table of contents often starts with it), and on the site it goes to the top, where the title is.
    @Test func theTitlesHeadingIsStillAnAnchor() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "# Result builders\n\n* [Result builders](#result-builders)\n",
            "content/posts/2024-01-02-b.md": "# B\n\n[a](2024-01-01-a.md#result-builders) [x](#result-builders)\n",
        ])
        defer { site.remove() }
        #expect(await site.failure() == [
            "content/posts/2024-01-02-b.md:3:38: error: no heading or anchor with the id '#result-builders' in "
                + "this page",
        ])
    }

    @Test func topIsTheTopOfAnyPage() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "# A\n\n[up](#top) [Up](#Top) [b](2024-01-02-b.md#TOP) [x](#topx)\n",
            "content/posts/2024-01-02-b.md": "# B\n",
        ])
        defer { site.remove() }
        #expect(await site.failure()
                == ["content/posts/2024-01-01-a.md:3:48: error: no heading or anchor with the id '#topx' in this page"])
    }

    @Test func anAnchorThatGoesAwayIsCheckedAgainWithTheCache() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "# A\n\n[to the box](2024-01-02-b.md#box)\n",
            "content/posts/2024-01-02-b.md": "# B\n\n<div id=\"box\"></div>\n",
        ])
        defer { site.remove() }
        _ = try await site.build()
        try site.folder.write("content/posts/2024-01-02-b.md", "# B\n\n<div id=\"boxes\"></div>\n")
        var failed = "(the build succeeded)"
        do { _ = try await site.build() } catch let error as Diagnostics {
            failed = error.sorted.map(\.description).joined(separator: "\n")
        }
        // No id is a likely typo of `box`: `b` (the title's) and `boxes` are two edits from its three letters.
        #expect(failed == "content/posts/2024-01-01-a.md:3:1: error: no heading or anchor with the id '#box' in "
                + "content/posts/2024-01-02-b.md")
        try site.folder.write("content/posts/2024-01-02-b.md", "# B\n\n<p id=\"box\">Back.</p>\n")
        _ = try await site.build()
    }

    @Test func theFeedKeepsItsPlainAlertsWhenThePostComesFromTheCache() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "# A\n\n> [!WARNING]\n> Careful.\n",
            "content/posts/2024-01-02-b.md": "# B\n\nText.\n",
        ])
        defer { site.remove() }
        _ = try await site.build()
        try site.folder.write("content/posts/2024-01-02-b.md", "# B\n\nEdited.\n")
        _ = try await site.build()
        _ = try await site.build(into: "clean", cache: false)
        let cached = try String(contentsOf: site.root.appending(path: "public/feed.xml"), encoding: .utf8)
        let clean = try String(contentsOf: site.root.appending(path: "clean/feed.xml"), encoding: .utf8)
        #expect(cached == clean)
        #expect(cached.contains("&lt;strong&gt;Warning&lt;/strong&gt;") && !cached.contains("&lt;svg"))
    }
}
