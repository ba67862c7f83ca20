import Foundation
import Testing
@testable import FolioCore

/// The site as the preview keeps it in memory: an edit makes again what it changes, and the result is what a clean
/// build makes.
@Suite struct LiveSiteTests {
    /// Every file of a clean build, by path.
    func clean(_ site: SiteFixture) async throws -> [String: Data] {
        try files(await makeSite(at: site.root, options: BuildOptions(now: SiteFixture.now)))
    }

    func files(_ built: BuiltSite) throws -> [String: Data] {
        Dictionary(uniqueKeysWithValues: try built.files.map { ($0.path, try $0.data()) })
    }

    func build(_ live: inout LiveSite, changes: [String]? = nil) async throws -> BuiltSite {
        try await live.build(options: BuildOptions(now: SiteFixture.now), changes: changes)
    }

    @Test func anEditMakesAgainThatPostAndWhatShowsIt() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "# A\n\n[b](2024-01-02-b.md)\n",
            "content/posts/2024-01-02-b.md": "# B\n",
            "content/posts/2024-01-03-c.md": "# C\n\nFirst.\n",
        ])
        defer { site.remove() }
        var live = LiveSite(root: site.root)
        #expect(try await build(&live).counts.rendered == 3)
        let again = try await build(&live)
        #expect(again.counts.rendered == 0 && again.counts.reused == 3 && again.counts.templated == 0)

        // Saved as editors save: a temporary file renamed over the post, which also changes the folder's time.
        let post = site.root.appending(path: "content/posts/2024-01-03-c.md")
        let temporary = site.root.appending(path: "content/posts/.2024-01-03-c.md.tmp")
        try Data("# C\n\nFirst.\n\nEdited below the first paragraph.\n".utf8).write(to: temporary)
        #expect(rename(temporary.path, post.path) == 0)
        let edited = try await build(&live, changes: [post.path])
        #expect(edited.counts.rendered == 1 && edited.counts.read == 1)
        // Its own page and the feed, which shows it whole; its title and first paragraph did not change, so
        // nothing that lists it is made again.
        #expect(edited.counts.templated == 2)
        #expect(try files(edited) == (try await clean(site)))

        // The theme is not Markdown's business: a new stylesheet renders no page's Markdown again.
        try site.folder.write("templates/style.css", "body { color: navy; }\n")
        let restyled = try await build(&live)
        #expect(restyled.counts.rendered == 0 && restyled.counts.templated == 1)
        #expect(try files(restyled) == (try await clean(site)))

        // A changed address changes what links to it resolve to: the page linking to it is rendered again.
        try site.folder.write("content/posts/2024-01-02-b.md", "---\nslug: bee\n---\n# B\n")
        let moved = try await build(&live)
        #expect(moved.counts.rendered == 2)
        #expect(moved.text("2024/01/a/index.html")?.contains("/2024/01/bee/") == true)
        #expect(try files(moved) == (try await clean(site)))
    }

    @Test func themeAndImageChangesAreSeen() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n\n![i](i.png)\n"])
        defer { site.remove() }
        try site.write("content/posts/i.png", ImageSizeTests.png(width: 10, height: 10))
        var live = LiveSite(root: site.root)
        _ = try await build(&live)
        try site.folder.write("templates/post.mustache", "NEW {{page.title}}")
        #expect(try await build(&live).text("2024/01/a/index.html") == "NEW A")
        try site.write("content/posts/i.png", ImageSizeTests.png(width: 20, height: 30))
        try site.folder.write("templates/post.mustache", "{{{page.content}}}")
        let html = try await build(&live).text("2024/01/a/index.html")
        #expect(html?.contains("width=\"20\" height=\"30\"") == true)
        #expect(try files(try await build(&live)) == (try await clean(site)))
    }

    @Test func aFailedBuildLeavesTheMemoryOfTheLastGoodOne() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n\nText.\n",
                                           "content/posts/2024-01-02-b.md": "---\ntags: [x]\n---\n# B\n"])
        defer { site.remove() }
        var live = LiveSite(root: site.root)
        _ = try await build(&live)
        // A new tag and a broken link: the tag's pages are made, then the build fails.
        try site.folder.write("content/posts/2024-01-02-b.md", "---\ntags: [x, y]\n---\n# B\n\n[gone](gone.md)\n")
        await #expect(throws: Diagnostics.self) { _ = try await build(&live) }
        try site.folder.write("content/posts/2024-01-02-b.md", "---\ntags: [x]\n---\n# B\n")
        #expect(try files(try await build(&live)) == (try await clean(site)))
    }
}
