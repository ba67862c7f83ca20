import Foundation
import Testing
import TestSupport
@testable import Incremental
import Fingerprints
import Blog
import SiteTestSupport

/// A build writes only what changed, and what it leaves is always what a clean build would make.
@Suite struct IncrementalOutputTests {
    struct FileState: Equatable {
        var data: Data
        var inode: Int
        var modified: Date
    }

    func state(of folder: URL) throws -> [String: FileState] {
        var all: [String: FileState] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            all[String(url.path.dropFirst(folder.path.count))] = FileState(
                data: try Data(contentsOf: url), inode: (attributes[.systemFileNumber] as? Int) ?? 0,
                modified: (attributes[.modificationDate] as? Date) ?? .distantPast)
        }
        return all
    }

    func build(_ site: SiteFixture, into output: String = "public", cache: Bool = true) async throws -> BuildReport {
        try await site.build(into: output, cache: cache)
    }

    static let files = [
        "content/posts/2024-01-01-a.md": "---\ntags: [old]\n---\n# A\n\nText.\n\n## Part\n\n![p](pic.png#+right)\n",
        "content/posts/2024-01-02-b.md": "# B\n\n[a](2024-01-01-a.md) and [its part](2024-01-01-a.md#part)\n",
        "content/posts/2024-01-03-c.md": "---\ntags: [old, other]\n---\n# C\n",
        "templates/post.mustache": "{{> head}}{{page.title}}\\n{{{page.content}}}"
            + "{{#page.previous}}older: {{title}}{{/page.previous}}{{#page.next}}newer: {{title}}{{/page.next}}",
        "templates/head.mustache": "<!-- head -->",
        "static/robots-extra.txt": "hello",
    ]

    @Test func nothingChangedWritesNothing() async throws {
        let site = try fixture()
        defer { site.remove() }
        let first = try await build(site)
        #expect(first.filesWritten > 10)
        let before = try state(of: site.root.appending(path: "public"))
        try await Task.sleep(for: .milliseconds(20))
        let second = try await build(site)
        #expect(second.filesWritten == 0)
        #expect(try state(of: site.root.appending(path: "public")) == before)
    }

    @Test func oneEditWritesOnlyTheFilesWhoseBytesChange() async throws {
        let site = try fixture()
        defer { site.remove() }
        _ = try await build(site)
        let before = try state(of: site.root.appending(path: "public"))
        try site.folder.write("content/posts/2024-01-03-c.md", "---\ntags: [old, other]\n---\n# C\n\nNew words.\n")
        let report = try await build(site)
        let after = try state(of: site.root.appending(path: "public"))
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        // The post's page and the feeds that show it whole: the site's and those of its two tags, each in Atom
        // and JSON Feed; and the search index's files that hold the new words, and no other of them.
        let search = changed.filter { $0.hasPrefix("/search/") }
        #expect(changed.subtracting(search) == ["/2024/01/c/index.html", "/feed.xml", "/feed.json",
                                                "/tags/old/feed.xml", "/tags/old/feed.json", "/tags/other/feed.xml",
                                                "/tags/other/feed.json", "/.folio-output"])
        #expect(!search.isEmpty && search.count < after.keys.filter { $0.hasPrefix("/search/") }.count)
        #expect(report.filesWritten == 7 + search.count)
        // The other two posts' Markdown came from the cache.
        #expect(report.site.counts.reused == 2)
    }

    typealias Change = @Sendable (SiteFixture) throws -> Void

    static let changes: [(String, Change)] = [
        ("a post", { try $0.folder.write("content/posts/2024-01-02-b.md", "# B, again\n") }),
        ("a post's title, which its neighbours show", {
            try $0.folder.write("content/posts/2024-01-02-b.md", "# Bee\n\n[a](2024-01-01-a.md)\n")
        }),
        ("a post's date, which moves it", {
            try FileManager.default.moveItem(at: $0.root.appending(path: "content/posts/2024-01-03-c.md"),
                                             to: $0.root.appending(path: "content/posts/2023-12-31-c.md"))
        }),
        ("a new post", { try $0.folder.write("content/posts/2024-02-01-d.md", "---\ntags: [old]\n---\n# D\n") }),
        ("a post made a draft", {
            try $0.folder.write("content/posts/2024-01-03-c.md", "---\ntags: [old, other]\ndraft: true\n---\n# C\n")
        }),
        ("a heading a link points to", {
            try $0.folder.write("content/posts/2024-01-01-a.md",
                                "---\ntags: [old]\n---\n# A\n\nText.\n\n## Parts\n\n![p](pic.png#+right)\n")
        }),
        ("an image a post shows", { try $0.write("content/posts/pic.png", TestPNG.make(width: 30, height: 20)) }),
        ("the stylesheet", { try $0.folder.write("templates/style.css", "body { color: navy; }\n") }),
        ("a template", { try $0.folder.write("templates/post.mustache", "{{> head}}<h1>{{page.title}}</h1>") }),
        ("a partial", { try $0.folder.write("templates/head.mustache", "<!-- new head -->") }),
        ("the config", { try $0.folder.write("folio.yml", "title: Renamed\nbase_url: https://example.org\n") }),
        ("a static file", { try $0.folder.write("static/robots-extra.txt", "changed") }),
        ("a deleted post", {
            try FileManager.default.removeItem(at: $0.root.appending(path: "content/posts/2024-01-03-c.md"))
        }),
        ("a post's author, which lists show", {
            try $0.folder.write("content/posts/2024-01-03-c.md", "---\ntags: [old, other]\nauthor: Ada\n---\n# C\n")
        }),
        ("an old address of a post", {
            try $0.folder.write("content/posts/2024-01-03-c.md",
                                "---\ntags: [old, other]\naliases: [/old/c/]\n---\n# C\n")
        }),
        ("a post's own permalink, as a file", {
            try $0.folder.write("content/posts/2024-01-03-c.md",
                                "---\ntags: [old, other]\npermalink: /:year/:month/:day/:slug.html\n---\n# C\n")
        }),
        ("front matter keys the site ignores", {
            try $0.folder.write("content/posts/2024-01-03-c.md", "---\ntags: [old, other]\nmood: calm\n---\n# C\n")
            try $0.folder.write("folio.yml", "title: Test\nbase_url: https://example.com\ntimezone: Europe/Berlin\n"
                                + "broken_links: warn\nignored_front_matter: [mood]\n")
        }),
        ("a renamed tag", {
            try $0.folder.write("content/posts/2024-01-01-a.md", "---\ntags: [new]\n---\n# A\n\nText.\n")
        }),
    ]

    /// The site of `files`, with the image its first post shows, and broken links reported as warnings (one
    /// change breaks an anchor).
    func fixture() throws -> SiteFixture {
        let site = try SiteFixture(config: "broken_links: warn\n", files: Self.files)
        try site.write("content/posts/pic.png", TestPNG.make(width: 10, height: 10))
        return site
    }

    @Test(arguments: 0..<changes.count)
    func incrementalOutputIsByteIdenticalToACleanBuild(_ index: Int) async throws {
        let (name, change) = Self.changes[index]
        let site = try fixture()
        defer { site.remove() }
        _ = try await build(site)
        try change(site)
        let incrementalReport = try await build(site)
        let cleanReport = try await build(site, into: "clean", cache: false)
        // What the cache kept is reported again, as a clean build reports it.
        #expect(incrementalReport.site.warnings.map(\.description).sorted()
                    == cleanReport.site.warnings.map(\.description).sorted(), "after changing \(name)")
        // The marker records how each folder was built (its fingerprint names the folder); the site is the rest.
        let incremental = try state(of: site.root.appending(path: "public")).mapValues(\.data)
            .filter { $0.key != "/.folio-output" }
        let clean = try state(of: site.root.appending(path: "clean")).mapValues(\.data)
            .filter { $0.key != "/.folio-output" }
        #expect(incremental.count > 10)
        #expect(incremental == clean, "after changing \(name)")
    }

    @Test func manifestSurvivesARoundTripAndToleratesDamage() {
        let manifest = OutputManifest(hashes: ["a/index.html": ContentHash(Array("a".utf8)), "b c.txt": ContentHash()])
        #expect(OutputManifest(marker: manifest.data) == manifest)
        #expect(OutputManifest(marker: Data("something else".utf8)).hashes.isEmpty)
        #expect(OutputManifest(marker: Data((OutputManifest.header + "zz garbage\n").utf8)).hashes.isEmpty)
    }

    @Test func contentHashIsStableAcrossRuns() {
        // A fixed value, worked out by hand from the algorithm: the manifest must mean the same to the next process.
        #expect(ContentHash(Array("a".utf8)).description == "0c73504041fa84d4")
        #expect(ContentHash().description == "cbf29ce484222325")
    }

    @Test func contentHashSeesEveryByteAndTheLength() {
        let bytes = (0..<100).map { UInt8($0) }
        var seen: Set<ContentHash> = [ContentHash(bytes)]
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0x01
            seen.insert(ContentHash(changed))
        }
        for count in 0..<17 { seen.insert(ContentHash([UInt8](repeating: 0, count: count))) }
        #expect(seen.count == 1 + 100 + 17)
    }
}
