import Foundation
import Testing
@testable import Build
import Content
import SiteTestSupport

/// Posts and pages named as people name files: capitals, dots, spaces, `+`, Unicode.
@Suite struct FileNameTests {
    @Test func aFolderOfAnyNamesBuilds() async throws {
        let site = try FixtureSite.copy("any-file-name")
        defer { site.remove() }
        let built = try await makeSite(at: site.url, options: BuildOptions(now: SiteFixture.now))
        #expect(built.warnings.isEmpty, "\(built.warnings)")
        let pages = built.paths.filter { $0.hasSuffix("index.html") && ($0.hasPrefix("20") || $0.hasPrefix("about")) }
        #expect(pages == [
            "2016/03/swift-22-released/index.html", "2016/04/swift-22-released/index.html",
            "2024/03/0471-serialexecutor-isisolated/index.html", "2024/05/café-olé/index.html",
            "2024/06/日本語のメモ/index.html", "2024/07/c-tips/index.html", "about-me/index.html",
        ])
        // Links written to the files' real names, escaped or in angle brackets, reach their pages.
        let proposal = try #require(built.text("2024/03/0471-serialexecutor-isisolated/index.html"))
        #expect(proposal.contains(#"<a href="/notes/2016/04/swift-22-released/">the release notes</a>"#))
        #expect(proposal.contains(#"<a href="/notes/2024/05/caf%C3%A9-ol%C3%A9/#the-menu">the café</a>"#))
        let about = try #require(built.text("about-me/index.html"))
        #expect(about.contains(#"<a href="/notes/2024/06/%E6%97%A5%E6%9C%AC%E8%AA%9E%E3%81%AE%E3%83%A1%E3%83%A2/">"#))
        // An image with spaces in its name is published under its name, its URL escaped.
        let cafe = try #require(built.text("2024/05/café-olé/index.html"))
        #expect(cafe.contains(#"src="/notes/posts/pics/Cup%20of%20Coffee.svg""#))
        #expect(built.paths.contains("posts/pics/Cup of Coffee.svg"))
        // The tag of a Unicode name has an escaped address too, and the sitemap escapes every address.
        #expect(built.text("tags/café/index.html") != nil)
        let sitemap = try #require(built.text("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.com/notes/2024/05/caf%C3%A9-ol%C3%A9/</loc>"))
        #expect(sitemap.contains("<loc>https://example.com/notes/tags/caf%C3%A9/</loc>"))
    }

    @Test func twoFilesAtOneAddressAreOneErrorNamingBoth() async {
        let site = try? SiteFixture(files: [
            "content/posts/2016-03-21-swift-2.2-released.md": "# A\n",
            "content/posts/2016-03-22-Swift 2.2 Released.md": "# B\n",
        ])
        defer { site?.remove() }
        #expect(await site?.failure() == [
            "content/posts/2016-03-22-Swift 2.2 Released.md: error: /2016/03/swift-22-released/ is also the address "
                + "of content/posts/2016-03-21-swift-2.2-released.md; change one slug or date",
        ])
    }

    @Test func aSlugInFrontMatterKeepsItsCase() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2016-02-01-swift-CI.md": "---\nslug: swift-CI\n---\n# CI\n",
            "content/posts/2016-02-02-b.md": "# B\n\n[ci](2016-02-01-swift-CI.md)\n",
        ])
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.text("2016/02/swift-CI/index.html") != nil)
        #expect(built.text("2016/02/b/index.html")?.contains(#"<a href="/2016/02/swift-CI/">ci</a>"#) == true)
    }

    @Test func aNameWithoutLettersOrDigitsIsAnError() async {
        let site = try? SiteFixture(files: ["content/posts/2024-01-01-+++.md": "# Plus\n"])
        defer { site?.remove() }
        #expect(await site?.failure() == [
            "content/posts/2024-01-01-+++.md: error: '2024-01-01-+++.md' has no letters or digits to make an address "
                + "from: rename it, or set 'slug:' in front matter",
        ])
    }
}
