import Foundation
import Testing
@testable import Blog
import Content
import SiteTestSupport

/// Related posts: shared tags weighted by how rare each is, then nearness in time; `related:` pins them first.
@Suite struct RelatedPostsTests {
    static let theme = SiteFixture.theme.merging([
        "templates/post.mustache": "{{#page.related}}{{url}} {{/page.related}}"
            + "{{^page.has_related}}none{{/page.has_related}}",
    ]) { $1 }

    func post(_ day: Int, _ tags: [String], extra: String = "") -> (String, String) {
        (String(format: "content/posts/2024-03-%02d-p%d.md", day, day),
         "---\ntags: [\(tags.joined(separator: ", "))]\n\(extra)---\n# P\(day)\n")
    }

    func related(_ files: [(String, String)], config: String = "", of day: Int) async throws -> String {
        let site = try SiteFixture(config: config, files: Dictionary(uniqueKeysWithValues: files), theme: Self.theme)
        defer { site.remove() }
        return try #require(try await site.make().text("2024/03/p\(day)/index.html"))
    }

    @Test func aRareSharedTagCountsMoreThanACommonOne() async throws {
        // `common` is on every post; `rare` on two. Post 1 shares `rare` with post 9, far away in time, and
        // only `common` with its neighbours.
        var files = (2...8).map { post($0, ["common"]) }
        files += [post(1, ["common", "rare"]), post(9, ["common", "rare"])]
        #expect(try await related(files, of: 1) == "/2024/03/p9/ /2024/03/p2/ /2024/03/p3/ ")
    }

    @Test func equalScoresGoToTheNearestInTimeThenTheNewer() async throws {
        let files = [post(1, ["a"]), post(3, ["a"]), post(5, ["a"]), post(6, ["a"]), post(10, ["a"])]
        // From day 5: day 6 (one day), then days 3 (two days), then 1 and 10 tie at four and five days: 1.
        #expect(try await related(files, of: 5) == "/2024/03/p6/ /2024/03/p3/ /2024/03/p1/ ")
        // From day 8 (not a post of the tag): ties at two days go to the newer.
        let tie = [post(6, ["a"]), post(8, ["a"]), post(10, ["a"])]
        #expect(try await related(tie, config: "related_posts: 1\n", of: 8) == "/2024/03/p10/ ")
    }

    @Test func postsWithoutASharedTagAreNeverRelated() async throws {
        let files = [post(1, ["a"]), post(2, ["b"]), post(3, [])]
        #expect(try await related(files, of: 1) == "none")
        #expect(try await related(files, of: 3) == "none")
    }

    @Test func namedPostsComeFirstInTheirOrderThenTheBestByTags() async throws {
        let files = [post(1, ["a"], extra: "related: [2024-03-04-p4.md, ./2024-03-03-p3.md]\n"), post(2, ["a"]),
                     post(3, ["b"]), post(4, ["c"]), post(5, ["a"])]
        #expect(try await related(files, of: 1) == "/2024/03/p4/ /2024/03/p3/ /2024/03/p2/ ")
        // However many are named, all are shown; none by tags with related_posts: 0.
        #expect(try await related(files, config: "related_posts: 1\n", of: 1) == "/2024/03/p4/ /2024/03/p3/ ")
        #expect(try await related(files, config: "related_posts: 0\n", of: 5) == "none")
    }

    @Test func aNamedFileThatIsNoPublishedPostIsAnErrorAtItsPlace() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-03-01-a.md": "---\nrelated:\n  - 2024-03-02-bb.md\n  - ../pages/about.md\n"
                + "  - 2024-03-01-a.md\n  - ../../../x.md\n---\n# A\n",
            "content/posts/2024-03-02-b.md": "# B\n",
            "content/pages/about.md": "# About\n",
        ], theme: Self.theme)
        defer { site.remove() }
        #expect(await site.failure() == [
            "content/posts/2024-03-01-a.md:3:5: error: related: '2024-03-02-bb.md' is not a published post (looked "
                + "for content/posts/2024-03-02-bb.md) (did you mean '2024-03-02-b.md'?)",
            "content/posts/2024-03-01-a.md:4:5: error: related: '../pages/about.md' is a page, not a post",
            "content/posts/2024-03-01-a.md:5:5: warning: related: '2024-03-01-a.md' is this post itself",
            "content/posts/2024-03-01-a.md:6:5: error: related: '../../../x.md' is outside the site",
        ])
        try site.folder.write("folio.yml", "title: T\nbase_url: https://example.com\nbroken_links: warn\n")
        let built = try await site.make()
        #expect(built.warnings.count == 4)
        #expect(built.text("2024/03/a/index.html") == "none")
    }

    @Test func aBundleIsNamedByItsFolderOrItsIndex() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-03-01-a/index.md":
                "---\nrelated: [../2024-03-02-b, ../2024-03-03-c/index.md]\n---\n# A\n",
            "content/posts/2024-03-02-b/index.md": "# B\n",
            "content/posts/2024-03-03-c/index.md": "# C\n",
        ], theme: Self.theme)
        defer { site.remove() }
        #expect(try await site.make().text("2024/03/a/index.html") == "/2024/03/b/ /2024/03/c/ ")
    }

    @Test func aCommonTagOffersItsPostsNearestInTime() async throws {
        // 300 posts of one tag: each post's candidates are the window nearest it, and the lists are still the
        // nearest three.
        let site = dailyPostsSite(300) { _ in
            var front = FrontMatter()
            front.tags = ["common"]
            return front
        }
        // Posts are newest first: position 0 is day 299, position 150 is day 149.
        #expect(site.related[150] == [149, 151, 148])
        #expect(site.related[0] == [1, 2, 3])
        #expect(site.related[299] == [298, 297, 296])
    }
}
