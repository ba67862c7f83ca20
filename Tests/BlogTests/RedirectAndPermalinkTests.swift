import Foundation
import Testing
@testable import Blog
import SiteTestSupport

/// Old addresses kept: permalink patterns from Jekyll and Hugo, a page's own permalink, and redirect pages.
@Suite struct RedirectAndPermalinkTests {
    @Test func jekyllsDefaultPatternWritesHTMLFiles() async throws {
        let site = try SiteFixture(config: "permalink: /:categories/:year/:month/:day/:title.html\n", files: [
            "content/posts/2016-02-01-swift-ci/index.md": "---\ncategories: [Swift, News]\n---\n# CI\n\n![b](b.png)\n",
            "content/posts/2016-02-02-plain.md": "# Plain\n\n[ci](2016-02-01-swift-ci/index.md)\n",
        ])
        defer { site.remove() }
        try site.write("content/posts/2016-02-01-swift-ci/b.png", Data([0x89, 0x50, 0x4E, 0x47]))
        let built = try await site.make()
        #expect(built.text("swift/news/2016/02/01/swift-ci.html")?.hasPrefix("CI|2016-02-01|") == true)
        #expect(built.text("swift/news/2016/02/01/swift-ci.html")?.contains(
            #"src="/swift/news/2016/02/01/b.png""#) == true)
        #expect(built.paths.contains("swift/news/2016/02/01/b.png"))
        #expect(built.text("2016/02/02/plain.html")?.contains(
            #"<a href="/swift/news/2016/02/01/swift-ci.html">ci</a>"#) == true)
        let sitemap = try #require(built.text("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.com/2016/02/02/plain.html</loc>"))
    }

    @Test func aPostsOwnPermalinkAndAPagesOwnPermalink() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2020-09-27-x.md": "---\npermalink: /2020/09/27/shard-allocation/\n---\n# X\n",
            "content/pages/about.md": "---\nurl: /about-me\n---\n# About\n",
            "content/pages/recap.md": "---\npermalink: /:year/recap/\ndate: 2021-01-01\n---\n# Recap\n",
        ])
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.text("2020/09/27/shard-allocation/index.html") != nil)
        #expect(built.text("about-me/index.html") != nil)
        #expect(built.text("2021/recap/index.html") != nil)
    }

    @Test func aliasesBecomeRedirectPagesOutsideTheSitemapAndFeed() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-05-01-new.md": "---\ntitle: New <home>\naliases: [/old/address/, /old.html, /short]\n"
                + "redirect_from: /blog/new/\n---\nBody\n",
        ])
        defer { site.remove() }
        let built = try await site.make()
        let redirect = try #require(built.text("old/address/index.html"))
        #expect(redirect.contains(#"<link rel="canonical" href="https://example.com/2024/05/new/">"#))
        #expect(redirect.contains(#"<meta http-equiv="refresh" content="0; url=https://example.com/2024/05/new/">"#))
        #expect(redirect.contains("<title>New &lt;home&gt;</title>"))
        #expect(built.text("old.html") == redirect)
        #expect(built.text("short/index.html") == redirect)
        #expect(built.text("blog/new/index.html") == redirect)
        #expect(built.text("sitemap.xml")?.contains("old") == false)
        #expect(built.text("feed.xml")?.contains("old") == false)
    }

    @Test func anAliasCannotTakeAnotherPagesAddress() async {
        let site = try? SiteFixture(files: [
            "content/posts/2024-05-01-a.md": "---\naliases: [/2024/05/b/, /x/]\n---\n# A\n",
            "content/posts/2024-05-02-b.md": "---\naliases: [/x/, /2024/05/b/]\n---\n# B\n",
        ])
        defer { site?.remove() }
        #expect(await site?.failure() == [
            "content/posts/2024-05-01-a.md:2:1: error: alias '/2024/05/b/' is the address of "
                + "content/posts/2024-05-02-b.md",
            "content/posts/2024-05-02-b.md:2:1: warning: alias '/2024/05/b/' is this page's own address",
            "content/posts/2024-05-02-b.md:2:1: error: alias '/x/' is also an alias of content/posts/2024-05-01-a.md",
        ])
    }

    @Test func excerptSeparatorEndsTheExcerpt() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-05-01-a.md": "---\nexcerpt_separator: <!--more-->\n---\n# A\n\nFirst.\n\nSecond "
                + "<!--more-->\n\nThird.\n",
        ])
        defer { site.remove() }
        var theme = SiteFixture.theme
        theme["templates/list.mustache"] = "{{#page.posts}}[{{{excerpt}}}]{{/page.posts}}"
        try site.folder.write("templates/list.mustache", theme["templates/list.mustache"]!)
        let built = try await site.make()
        #expect(built.text("index.html") == "[<p>First.</p>\n<p>Second <!--more--></p>\n]")
    }

    @Test func hugoPostWithTOMLFrontMatterBuilds() async throws {
        let site = try SiteFixture(files: [
            "content/posts/the-life-of-a-data-byte.md": "+++\ntitle = \"The Life of a Data Byte\"\n"
                + "date = 2020-03-08T08:09:26\nauthor = \"Jessie\"\nurl = \"/post/the-life-of-a-data-byte/\"\n+++\n"
                + "A byte.\n",
        ])
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.text("post/the-life-of-a-data-byte/index.html")?.hasPrefix("The Life of a Data Byte|2020-03-08|")
                == true)
        #expect(built.text("feed.xml")?.contains("<author><name>Jessie</name></author>") == true)
    }

    @Test func aRelativeAliasIsBesideThePagesFolderAsInHugo() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-05-01-new.md": "---\naliases: [old-name]\n---\n# New\n",
            "content/posts/2024-05-02-file.md": "---\npermalink: /:year/:slug.html\naliases: [before.html]\n---\n# F\n",
            "content/posts/2024-05-03-j.md": "---\nredirect_from: jekyll/old\n---\n# J\n",
        ])
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.text("2024/05/old-name/index.html")?.contains("https://example.com/2024/05/new/") == true)
        #expect(built.text("2024/before.html")?.contains("https://example.com/2024/file.html") == true)
        #expect(built.text("jekyll/old/index.html") != nil)  // Jekyll's are from the root
    }

    @Test func keysTheSiteIgnoresAreNotWarnings() async throws {
        let site = try SiteFixture(config: "ignored_front_matter: [mood, cover]\n", files: [
            "content/posts/2024-05-01-a.md": "---\nmood: calm\ncover: a.png\ncolour: red\n---\n# A\n",
        ])
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.warnings.map(\.description)
                == ["content/posts/2024-05-01-a.md:4:1: warning: unknown key 'colour'"])
    }
}
