import Foundation
import Testing
@testable import Incremental
import SourceDiagnostics
import TestSupport
import Content
import Build
import SiteTestSupport

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
        // Without search, whose index holds every post's words (its own tests count what an edit changes there).
        let site = try SiteFixture(config: "search: false\n", files: [
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
        // Its own page and the feeds (Atom and JSON Feed), which show it whole; its title and first paragraph did
        // not change, so nothing that lists it is made again.
        #expect(edited.counts.templated == 3)
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
        try site.write("content/posts/i.png", TestPNG.make(width: 10, height: 10))
        var live = LiveSite(root: site.root)
        _ = try await build(&live)
        try site.folder.write("templates/post.mustache", "NEW {{page.title}}")
        #expect(try await build(&live).text("2024/01/a/index.html") == "NEW A")
        try site.write("content/posts/i.png", TestPNG.make(width: 20, height: 30))
        try site.folder.write("templates/post.mustache", "{{{page.content}}}")
        let html = try await build(&live).text("2024/01/a/index.html")
        #expect(html?.contains("width=\"20\" height=\"30\"") == true)
        #expect(try files(try await build(&live)) == (try await clean(site)))
    }

    @Test func theBuildAfterAFailedOneMatchesACleanBuild() async throws {
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

/// Sequences of edits of every kind, each saved and built as the preview builds it (told by the "watcher" which
/// files changed), and compared byte for byte with a clean build after every step.
@Suite struct LiveSiteEditSequenceTests {
    /// A post; every third one has an old address, which a redirect page answers.
    static func post(_ day: Int, title: String = "Post", tags: [String] = ["a"], extra: String = "",
                     draft: Bool = false) -> String {
        "---\ntags: [\(tags.joined(separator: ", "))]\(draft ? "\ndraft: true" : "")"
            + (day % 3 == 0 ? "\naliases: [/old-\(day)/]" : "") + "\n---\n# \(title) \(day)\n\n"
            + "First paragraph of \(day).\n\n## Part\n\nMore.\n\(extra)"
    }

    static func path(_ day: Int) -> String { String(format: "content/posts/2024-01-%02d-p%d.md", day, day) }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func everyStepMatchesACleanBuild(_ seed: UInt64) async throws {
        var files: [String: String] = ["content/pages/about.md": "# About\n\nA page.\n"]
        for day in 1...8 { files[Self.path(day)] = Self.post(day) }
        let site = try SiteFixture(config: "posts_per_page: 3\nbroken_links: warn\n", files: files)
        defer { site.remove() }
        try site.write("content/posts/pic.png", TestPNG.make(width: 8, height: 8))
        var live = LiveSite(root: site.root)
        let options = BuildOptions(now: SiteFixture.now)
        _ = try await live.build(options: options)
        var random = SplitMix(state: seed)
        var days = Set(1...8)
        var previous: [String: Data] = [:]
        for step in 0..<25 {
            let day = days.randomElement(using: &random)!
            let other = days.randomElement(using: &random)!
            var changed = [Self.path(day)]
            let edit = Int.random(in: 0..<12, using: &random)
            switch edit {
            case 0:
                let text = try String(contentsOf: site.root.appending(path: Self.path(day)), encoding: .utf8)
                try site.folder.write(Self.path(day), text + "\nBelow, \(step).\n")
            case 1: try site.folder.write(Self.path(day), Self.post(day).replacingOccurrences(
                of: "First paragraph", with: "An opening \(step)"))
            case 2: try site.folder.write(Self.path(day), Self.post(day, title: "Renamed \(step)"))
            case 3: try site.folder.write(Self.path(day), Self.post(day).replacingOccurrences(
                of: "## Part", with: "## Piece \(step)"))
            case 4: try site.folder.write(Self.path(day), Self.post(day, extra: "\nSee [\(other)]("
                + "\((Self.path(other) as NSString).lastPathComponent)#part) and ![p](pic.png#+right).\n"))
            case 5: try site.folder.write(Self.path(day), Self.post(day, tags: step % 2 == 0 ? ["b"] : ["a", "c"]))
            case 6: try site.folder.write(Self.path(day), Self.post(day, draft: step % 2 == 0))
            case 7:
                let new = (9...30).first { !days.contains($0) }!
                try site.folder.write(Self.path(new), Self.post(new))
                days.insert(new)
                changed = [Self.path(new)]
            case 8 where days.count > 3:
                try FileManager.default.removeItem(at: site.root.appending(path: Self.path(day)))
                days.remove(day)
            case 9:
                try site.folder.write("templates/post.mustache", "\(step) {{page.title}}\n{{{page.content}}}")
                changed = ["templates/post.mustache"]
            case 10:
                // A save that breaks the build, then one of another file with the first still broken, then the fix:
                // what the failed builds saw counts for the next.
                try site.folder.write(Self.path(day), "---\ntitle: never closed\n")
                await #expect(throws: Diagnostics.self) {
                    _ = try await live.build(options: options, changes: [site.root.path + "/" + Self.path(day)])
                }
                try site.folder.write(Self.path(other), Self.post(other, extra: "\nWhile \(day) is broken.\n"))
                if other != day {
                    await #expect(throws: Diagnostics.self) {
                        _ = try await live.build(options: options, changes: [site.root.path + "/" + Self.path(other)])
                    }
                }
                try site.folder.write(Self.path(day), Self.post(day, extra: "\nFixed at \(step).\n"))
            default:
                try site.folder.write("content/pages/about.md", "# About \(step)\n\nA page.\n")
                changed = ["content/pages/about.md"]
            }
            let built = try await live.build(options: options, changes: changed.map { site.root.path + "/" + $0 })
            let clean = try await makeSite(at: site.root, options: options)
            let incremental = Dictionary(uniqueKeysWithValues: try built.files.map { ($0.path, try $0.data()) })
            let expected = Dictionary(uniqueKeysWithValues: try clean.files.map { ($0.path, try $0.data()) })
            #expect(incremental == expected, "seed \(seed), step \(step), edit \(edit)")
            #expect(built.warnings.map(\.description).sorted() == clean.warnings.map(\.description).sorted(),
                    "seed \(seed), step \(step), edit \(edit)")
            if edit == 0 {
                // Below the first paragraph: that post's Markdown, its page, and the feeds it is in (the site's
                // and its tag's, Atom and JSON Feed each), and the search index's files that hold its new words.
                let search = incremental.keys.filter { $0.hasPrefix("search/") && incremental[$0] != previous[$0] }
                #expect(built.counts.rendered == 1 && built.counts.read == 1
                        && built.counts.templated - search.count <= 5, "\(built.counts)")
            }
            previous = incremental
            let differing = Set(incremental.keys).union(expected.keys).filter { incremental[$0] != expected[$0] }
            if !differing.isEmpty {
                Issue.record("differs: \(differing.sorted())")
                return
            }
        }
    }
}
