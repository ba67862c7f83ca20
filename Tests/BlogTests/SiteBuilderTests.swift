import Foundation
import Testing
import TestSupport
@testable import Blog
import Content
import Incremental
import SiteTestSupport

@Suite struct SiteBuilderTests {
    @Test func plainGitHubPostNeedsNoFrontMatter() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-05-01-hello.md": "# Hello *world*\n\nFirst post.\n"])
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.text("2024/05/hello/index.html") == "Hello world|2024-05-01||||\n<p>First post.</p>\n")
        #expect(built.postCount == 1)
    }

    @Test func frontMatterOverridesTitleDateAndSlug() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-05-01-hello.md": "---\ntitle: Given\ndate: 2023-12-31T23:30:00Z\nslug: other\n---\n"
                + "# Kept\n",
        ])
        defer { site.remove() }
        let built = try await site.make()
        // 23:30 UTC on 31 December is already 1 January in the site's time zone, Europe/Berlin.
        #expect(built.text("2024/01/other/index.html") == "Given|2024-01-01||||\n<h1 id=\"kept\">Kept</h1>\n")
    }

    @Test func listsTagsNeighboursAndPagination() async throws {
        var files: [String: String] = [:]
        for day in 1...5 {
            files["content/posts/2024-03-0\(day)-p\(day).md"] = "---\ntags: [\(day % 2 == 0 ? "Even" : "odd"), all]\n"
                + "---\n# P\(day)\n"
        }
        let site = try SiteFixture(config: "posts_per_page: 2\n", files: files)
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.text("index.html") == "home  1/3 next=/page/2/\nP5 /2024/03/p5/\nP4 /2024/03/p4/\n")
        #expect(built.text("page/3/index.html") == "home  3/3\nP1 /2024/03/p1/\n")
        #expect(built.text("tags/even/index.html")
                == "tag Posts tagged “Even” 1/1\nP4 /2024/03/p4/\nP2 /2024/03/p2/\n")
        #expect(built.text("tags/all/page/2/index.html") != nil)
        #expect(built.text("tags/index.html") == "all 5 /tags/all/\nEven 2 /tags/even/\nodd 3 /tags/odd/\n")
        #expect(built.text("2024/03/p3/index.html")?.hasPrefix(
            "P3|2024-03-03|odd>/tags/odd/ all>/tags/all/ |previous=/2024/03/p2/|next=/2024/03/p4/|") == true)
        #expect(built.text("archive/index.html") == "2024: P5 P4 P3 P2 P1\n")
        #expect(built.tagCount == 3)
    }

    @Test func draftsAndFuturePostsAreLeftOutAndCounted() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-now.md": "# Now\n",
            "content/posts/2024-01-02-draft.md": "---\ndraft: true\n---\n# Draft\n",
            "content/posts/2099-01-01-later.md": "# Later\n",
        ])
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.paths.filter { $0.hasSuffix("index.html") && $0.hasPrefix("20") } == ["2024/01/now/index.html"])
        #expect((built.skippedDrafts, built.skippedFuture) == (1, 1))
        let report = BuildReport(site: built, seconds: 0.21).summary(relativeTo: site.root)
        #expect(report == "Built 1 post, 0 pages, 0 tags in 0.21 s → public/ (1 draft, 1 future post skipped)")

        let all = try await site.make(BuildOptions(includeDrafts: true, includeFuture: true, now: SiteFixture.now))
        #expect(all.text("2024/01/draft/index.html")?.contains("|DRAFT\n") == true)
        #expect(all.text("2099/01/later/index.html")?.contains("|FUTURE\n") == true)
    }

    @Test func linksWrittenForGitHubBecomeSiteLinks() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "# A\n\n## Setup steps\n",
            "content/posts/2024-02-01-b/index.md": "# B\n\n[a](../2024-01-01-a.md#setup-steps) "
                + "[about](../../pages/about.md) "
                + "[bundle](./) [ext](https://x.org/y.md)\n",
            "content/pages/about.md": "# About\n\n[b](../posts/2024-02-01-b/index.md)\n",
        ])
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.text("2024/02/b/index.html")?.contains(
            "<a href=\"/2024/01/a/#setup-steps\">a</a> <a href=\"/about/\">about</a> "
            + "<a href=\"/2024/02/b/\">bundle</a> "
            + "<a href=\"https://x.org/y.md\">ext</a>") == true)
        #expect(built.text("about/index.html") == "About\n<p><a href=\"/2024/02/b/\">b</a></p>\n")
    }

    /// With `images: false`, as before folio made any files from pictures: the originals, with their size.
    @Test func bundleImagesAreCopiedSizedAndLaidOut() async throws {
        let site = try SiteFixture(config: "images: false\n", files: [
            "content/posts/2024-02-01-b/index.md": "# B\n\n![A cat](pics/cat.png#+right+third \"Our cat\")\n\n"
                + "Text ![i](pics/cat.png).\n",
        ])
        defer { site.remove() }
        try site.write("content/posts/2024-02-01-b/pics/cat.png", TestPNG.make(width: 640, height: 480))
        let built = try await site.make()
        #expect(built.paths.contains("2024/02/b/pics/cat.png"))
        #expect(built.text("2024/02/b/index.html") == "B|2024-02-01||||\n<figure class=\"right third\">\n"
                + "<img src=\"/2024/02/b/pics/cat.png\" alt=\"A cat\" "
                + "width=\"640\" height=\"480\" loading=\"lazy\" />\n"
                + "<figcaption>Our cat</figcaption>\n</figure>\n<p>Text <img src=\"/2024/02/b/pics/cat.png\" alt=\"i\" "
                + "width=\"640\" height=\"480\" loading=\"lazy\" />.</p>\n")
    }

    @Test func stylesheetIsTheThemePlusTheLayoutRules() async throws {
        let site = try SiteFixture(config: "image_layouts:\n  rounded: \"border-radius: 1em;\"\n",
                                files: ["content/posts/2024-01-01-a.md": "# A\n\n![x](x.svg#+rounded)\n"])
        defer { site.remove() }
        try site.write("content/posts/x.svg",
                       Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 30 20\"/>".utf8))
        let built = try await site.make()
        let css = try #require(built.text("style.css"))
        #expect(css.hasPrefix("body { color: black; }\n"))
        #expect(css.contains("img.rounded, figure.rounded { border-radius: 1em; }"))
        #expect(css.contains("@media (max-width: 40em)"))
        #expect(built.text("2024/01/a/index.html")?.contains(
            "<img src=\"/posts/x.svg\" alt=\"x\" class=\"rounded\" "
            + "width=\"30\" height=\"20\" loading=\"lazy\" />") == true)
    }

    @Test func everyProblemOfARunIsReportedTogetherWithItsPlace() async throws {
        let site = try SiteFixture(files: [
            "content/posts/undated.md": "# No date\n",
            "content/posts/2024-01-01-a.md": "# A\n\n![x](gone.png) ![y](y.png#+rigth)\n\n"
                + "[b](2024-01-02-b.md#nope) [c](c.md)\n",
            "content/posts/2024-01-02-b.md": "# B\n\n## Setup\n",
            "content/posts/2024-01-03-dup.md": "---\nslug: a\ndate: 2024-01-01\n---\n# Dup\n",
        ])
        defer { site.remove() }
        try site.write("content/posts/y.png", TestPNG.make(width: 1, height: 1))
        #expect(await site.failure() == [
            "content/posts/2024-01-03-dup.md: error: /2024/01/a/ is also the address of content/posts/2024-01-01-a.md; "
                + "change one slug or date",
            "content/posts/undated.md: error: post has no date: name it YYYY-MM-DD-undated.md (or the folder "
                + "YYYY-MM-DD-undated/), or add 'date: YYYY-MM-DD' to its front matter",
        ])
        try FileManager.default.removeItem(at: site.root.appending(path: "content/posts/undated.md"))
        try FileManager.default.removeItem(at: site.root.appending(path: "content/posts/2024-01-03-dup.md"))
        #expect(await site.failure() == [
            "content/posts/2024-01-01-a.md:3:1: error: image 'gone.png' does not exist "
                + "(looked for content/posts/gone.png)",
            "content/posts/2024-01-01-a.md:3:16: error: unknown image layout 'rigth' (did you mean 'right'?)",
            "content/posts/2024-01-01-a.md:5:1: error: no heading or anchor with the id '#nope' in "
                + "content/posts/2024-01-02-b.md",
            "content/posts/2024-01-01-a.md:5:27: error: link to 'c.md', which does not exist "
                + "(looked for content/posts/c.md)",
        ])
    }

    @Test func missingFrontMatterImageIsReportedOnceWithItsPlace() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "---\nimage: pics/gone.png\n---\n# A\n"])
        defer { site.remove() }
        #expect(await site.failure() == ["content/posts/2024-01-01-a.md:2:1: error: image 'pics/gone.png' does not "
                                        + "exist (looked for content/posts/pics/gone.png)"])
    }

    @Test func brokenLinksCanBeWarningsForImportedSites() async throws {
        let site = try SiteFixture(config: "broken_links: warn\n",
                                   files: ["content/posts/2024-01-01-a.md": "# A\n\n[c](c.md)\n"])
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.warnings.map(\.description)
                == ["content/posts/2024-01-01-a.md:3:1: warning: link to 'c.md', which does not exist "
                    + "(looked for content/posts/c.md)"])
    }

    @Test func linkToADraftSaysHowToIncludeIt() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "# A\n\n[d](2024-01-02-d.md)\n",
            "content/posts/2024-01-02-d.md": "---\ndraft: true\n---\n# D\n",
        ])
        defer { site.remove() }
        #expect(await site.failure() == ["content/posts/2024-01-01-a.md:3:1: error: link to "
                                        + "content/posts/2024-01-02-d.md, "
                                        + "which this build leaves out (a draft; build with --drafts to include it)"])
    }

    @Test func themeErrorsAreReportedWithTheRest() async throws {
        var theme = SiteFixture.theme
        theme["templates/post.mustache"] = "{{#page}}\n{{title}}"
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n\n![y](y.png#+lfet)\n"], theme: theme)
        defer { site.remove() }
        let problems = await site.failure()
        #expect(problems.contains("templates/post.mustache:1:1: error: section 'page' opened here is never closed"))
        #expect(problems.contains {
            $0.hasPrefix("content/posts/2024-01-01-a.md:3:1: error: unknown image layout 'lfet'")
        })
    }

    @Test func outputIsTheSameBytesOnEveryBuild() async throws {
        var files: [String: String] = [:]
        for day in 1...9 {
            files["content/posts/2024-04-0\(day)-p\(day).md"] = "---\ntags: [t\(day % 3)]\n---\n# P\(day)\n"
        }
        let site = try SiteFixture(files: files)
        defer { site.remove() }
        let first = try await site.make(), second = try await site.make()
        #expect(first.paths == second.paths)
        #expect(first.files.map { try? $0.data() } == second.files.map { try? $0.data() })
    }
}
