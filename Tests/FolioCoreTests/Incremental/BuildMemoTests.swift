import Foundation
import Testing
@testable import FolioCore

/// The memo a preview keeps: an edit re-renders what it changes, and the result is what a clean build makes.
@Suite struct BuildMemoTests {
    func build(_ site: SiteFixture, memo: BuildMemo?) async throws -> [String: Data] {
        var options = BuildOptions(now: SiteFixture.now)
        options.memo = memo
        let built = try await makeSite(at: site.root, options: options)
        return Dictionary(uniqueKeysWithValues: try built.files.map { ($0.path, try $0.data()) })
    }

    @Test func anEditReRendersThatPostAndTheResultMatchesACleanBuild() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "# A\n\n[b](2024-01-02-b.md)\n",
            "content/posts/2024-01-02-b.md": "# B\n",
            "content/posts/2024-01-03-c.md": "# C\n",
        ])
        defer { site.remove() }
        let memo = BuildMemo()
        _ = try await build(site, memo: memo)
        #expect(memo.takeCounts() == (rendered: 3, reused: 0))
        _ = try await build(site, memo: memo)
        #expect(memo.takeCounts() == (rendered: 0, reused: 3))

        // Saved as editors save: a temporary file renamed over the post, which also changes the folder's time.
        let post = site.root.appending(path: "content/posts/2024-01-03-c.md")
        let temporary = site.root.appending(path: "content/posts/.2024-01-03-c.md.tmp")
        try Data("# C\n\nEdited.\n".utf8).write(to: temporary)
        #expect(rename(temporary.path, post.path) == 0)
        let edited = try await build(site, memo: memo)
        #expect(memo.takeCounts() == (rendered: 1, reused: 2))
        #expect(edited == (try await build(site, memo: nil)))

        // The theme is not Markdown's business: a new stylesheet renders no page's Markdown again.
        try site.folder.write("templates/style.css", "body { color: navy; }\n")
        let restyled = try await build(site, memo: memo)
        #expect(memo.takeCounts() == (rendered: 0, reused: 3))
        #expect(restyled == (try await build(site, memo: nil)))
        _ = memo.takeCounts()

        // A changed address changes what links resolve to: every page is rendered again.
        try site.folder.write("content/posts/2024-01-02-b.md", "---\nslug: bee\n---\n# B\n")
        let moved = try await build(site, memo: memo)
        #expect(memo.takeCounts() == (rendered: 3, reused: 0))
        #expect(moved["2024/01/a/index.html"].map { String(decoding: $0, as: UTF8.self) }?
                    .contains("/2024/01/bee/") == true)
        #expect(moved == (try await build(site, memo: nil)))
    }

    @Test func themeAndImageChangesAreSeen() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n\n![i](i.png)\n"])
        defer { site.remove() }
        try site.write("content/posts/i.png", ImageSizeTests.png(width: 10, height: 10))
        let memo = BuildMemo()
        _ = try await build(site, memo: memo)
        try site.folder.write("templates/post.mustache", "NEW {{page.title}}")
        #expect(try await build(site, memo: memo)["2024/01/a/index.html"] == Data("NEW A".utf8))
        try site.write("content/posts/i.png", ImageSizeTests.png(width: 20, height: 30))
        try site.folder.write("templates/post.mustache", "{{{page.content}}}")
        let html = try await build(site, memo: memo)["2024/01/a/index.html"].map { String(decoding: $0, as: UTF8.self) }
        #expect(html?.contains("width=\"20\" height=\"30\"") == true)
        #expect(try await build(site, memo: memo) == (try await build(site, memo: nil)))
    }
}
