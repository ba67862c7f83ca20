import Foundation
import Testing
import TestSupport
@testable import Incremental
import Fingerprints
import Blog
import Search
import SiteTestSupport

/// `.folio-cache` is only ever a shortcut: whatever is in it, the build makes what a clean build makes, and a file
/// that is not a sound cache is reported, never trusted.
@Suite struct BuildCacheTests {
    static let files = [
        "content/posts/2024-01-01-a.md": "# A\n\nText with a [link](2024-01-02-b.md#more).\n",
        "content/posts/2024-01-02-b.md": "# B\n\n## More\n\n![p](pic.png)\n",
    ]

    func fixture() throws -> SiteFixture {
        // The picture is copied as it is, a file of the site like any other (ResponsiveImageBuildTests makes some).
        let site = try SiteFixture(config: "images: false\n", files: Self.files)
        try site.write("content/posts/pic.png", TestPNG.make(width: 4, height: 4))
        return site
    }

    func build(_ site: SiteFixture, into output: String = "public", cache: Bool = true) async throws -> BuildReport {
        try await site.build(into: output, cache: cache)
    }

    /// Every file below `output`, but the marker.
    func files(_ site: SiteFixture, _ output: String) throws -> [String: Data] {
        let folder = site.root.appending(path: output)
        var all: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: folder.appending(path: path).path, isDirectory: &isFolder)
            if !isFolder.boolValue, path != OutputFolder.marker {
                all[path] = try Data(contentsOf: folder.appending(path: path))
            }
        }
        return all
    }

    var cachePath: String { BuildCache.fileName }

    /// Builds once, edits a post, lets `spoil` do its worst to the cache, builds again, and checks the result
    /// against a clean build. Returns the second build's warnings.
    func buildAfterSpoiling(_ spoil: (SiteFixture) throws -> Void) async throws -> (SiteFixture, [String]) {
        let site = try fixture()
        _ = try await build(site)
        try site.folder.write("content/posts/2024-01-01-a.md", "# A\n\nEdited, with a [link](2024-01-02-b.md#more).\n")
        try spoil(site)
        let report = try await build(site)
        _ = try await build(site, into: "clean", cache: false)
        #expect(try files(site, "public") == files(site, "clean"))
        return (site, report.site.warnings.map(\.description))
    }

    @Test func aSecondBuildReusesWhatDidNotChange() async throws {
        let site = try fixture()
        defer { site.remove() }
        let first = try await build(site)
        #expect(first.site.counts.reused == 0)
        #expect(FileManager.default.fileExists(atPath: site.root.appending(path: cachePath).path))
        try site.folder.write("content/posts/2024-01-01-a.md", "# A\n\nEdited, with a [link](2024-01-02-b.md#more).\n")
        let second = try await build(site)
        #expect(second.site.counts.reused == 1)
        #expect(second.summary(relativeTo: site.root).hasSuffix("(1 unchanged from the cache)"))
    }

    /// A save writes again only the parts of the cache that changed: what it keeps from the last cache and what
    /// it writes anew are both read back by the next build.
    @Test func editAfterEditEachReusesEverythingElse() async throws {
        let site = try SiteFixture(files: (1...12).reduce(into: [:]) { files, day in
            files[String(format: "content/posts/2024-01-%02d-p%d.md", day, day)] = "# Post \(day)\n\nText.\n"
        })
        defer { site.remove() }
        _ = try await build(site)
        for day in [3, 7, 3, 11] {
            try site.folder.write(String(format: "content/posts/2024-01-%02d-p%d.md", day, day),
                                  "# Post \(day)\n\nText, edited \(UUID()).\n")
            let report = try await build(site)
            #expect(report.site.counts.reused == 11, "after editing post \(day)")
            #expect(report.site.counts.patched, "after editing post \(day): the last build is patched")
        }
        _ = try await build(site, into: "clean", cache: false)
        #expect(try files(site, "public") == files(site, "clean"))
    }

    /// The cache keeps the search index: a build after an edit replaces the edited post's document in it, rather
    /// than merging every page's entry, and writes the index a clean build writes, as words come and go.
    @Test func aBuildAfterAnEditReplacesThePostInTheCachedSearchIndex() async throws {
        let site = try SiteFixture(files: (1...6).reduce(into: [:]) { files, day in
            files[String(format: "content/posts/2024-01-%02d-p%d.md", day, day)] = "# Post \(day)\n\nRivers.\n"
        })
        defer { site.remove() }
        let first = try await build(site)
        #expect(first.site.counts.searchReplaced == nil)
        let kept = try #require(await load(site).search)
        #expect(kept.index.count == 6 && kept.ids.count == 6)
        // Written, read and written again: the same bytes; cut short, refused.
        var writer = CacheWriter()
        kept.write(to: &writer)
        var reader = CacheReader(writer.bytes)
        var again = CacheWriter()
        try IncrementalBuild.SearchState(from: &reader).write(to: &again)
        #expect(again.bytes == writer.bytes && reader.isAtEnd)
        #expect(throws: CacheReader.Damaged.self) {
            var cut = CacheReader(Array(writer.bytes.dropLast(3)))
            _ = try IncrementalBuild.SearchState(from: &cut)
        }
        let texts = ["Connecting lanterns and rivers.\n\n## Harbours\n\nStones.\n", "Lanterns, only.\n",
                     "Nothing of the kind.\n"]
        for (step, text) in texts.enumerated() {
            try site.folder.write("content/posts/2024-01-03-p3.md", "# Post 3\n\n\(text)")
            let report = try await build(site)
            #expect(report.site.counts.searchReplaced == 1, "step \(step)")
            _ = try await build(site, into: "clean", cache: false)
            let (built, clean) = (try files(site, "public"), try files(site, "clean"))
            #expect(built.filter { $0.key.hasPrefix("search/") } == clean.filter { $0.key.hasPrefix("search/") },
                    "step \(step)")
        }
        // After the edits, what is written again as it was read (the terms, the cards and their files) is what
        // encoding it anew writes: as read, and after a document with another card and other words replaced.
        let memory = await load(site)
        var edited = try #require(memory.search)
        #expect(!edited.termBytes.isEmpty && edited.headBytes != nil && !edited.cardBytes.isEmpty
                && !edited.groupBytes.isEmpty)
        for step in 0..<2 {
            if step == 1 {
                let path = "content/posts/2024-01-03-p3.md"
                let old = try #require(memory.pages[path]?.search?.document)
                let id = try #require(edited.ids[path])
                var card = edited.index.cards[id]
                card.excerpt = "Glaciers, now."
                let replaced = edited.index.replace(id, old: old, document: SearchDocument(
                    title: "Post 3", headings: [], tags: [], sections: ["Glaciers, now."], stemming: true), card: card)
                #expect(replaced && edited.index.changedCards == [id] && !edited.index.changedTerms.isEmpty)
            }
            var copied = CacheWriter(), encoded = CacheWriter(), fresh = edited
            edited.write(to: &copied)
            (fresh.termBytes, fresh.headBytes, fresh.cardBytes, fresh.groupBytes) = ([:], nil, [], [])
            fresh.write(to: &encoded)
            #expect(copied.bytes == encoded.bytes, "step \(step)")
        }
        // A new post changes every later id: the index is merged again.
        try site.folder.write("content/posts/2024-01-09-p9.md", "# Post 9\n\nLate.\n")
        #expect(try await build(site).site.counts.searchReplaced == nil)
        _ = try await build(site, into: "clean", cache: false)
        #expect(try files(site, "public") == files(site, "clean"))
    }

    /// Past `mostReplaced` pages with new entries, the cached index is merged again rather than replaced in, one
    /// document at a time; either way a build writes what a clean build writes.
    @Test func manyEditedPagesMergeTheSearchIndexAgain() async throws {
        let pages = IncrementalBuild.mostReplaced(of: 0) + 6
        func date(_ number: Int) -> String {
            let day = Calendar(identifier: .gregorian).date(byAdding: .day, value: number,
                                                            to: Date(timeIntervalSince1970: 1_704_067_200))!
            return ISO8601DateFormatter().string(from: day).prefix(10) + "-p\(number).md"
        }
        func write(_ number: Int, _ text: String) throws {
            try site.folder.write("content/posts/\(date(number))", "# Post \(number)\n\n\(text)\n")
        }
        let site = try SiteFixture(files: [:])
        defer { site.remove() }
        for number in 1...pages { try write(number, "Rivers of post \(number).") }
        #expect(try await build(site).site.counts.searchReplaced == nil)
        // A few edits are replaced in the cached index.
        for number in 1...3 { try write(number, "Lanterns of post \(number).") }
        #expect(try await build(site).site.counts.searchReplaced == 3)
        _ = try await build(site, into: "clean", cache: false)
        #expect(try files(site, "public") == files(site, "clean"))
        // Every post edited: merged again.
        for number in 1...pages { try write(number, "Harbours of post \(number).") }
        let report = try await build(site)
        #expect(report.site.counts.searchReplaced == nil)
        #expect(report.site.counts.rendered == pages)
        _ = try await build(site, into: "clean", cache: false)
        #expect(try files(site, "public") == files(site, "clean"))
        let clean = try files(site, "clean").filter { $0.key.hasPrefix("search/terms-") }
        #expect(clean.values.contains { String(decoding: $0, as: UTF8.self).contains("harbour") })
    }

    /// The cache keeps each post's related posts: a build after an edit of a post's text takes them as they
    /// are, one after an edit of its tags ranks them again, and both write what a clean build writes.
    @Test func relatedPostsAreRankedAgainOnlyWhenTheSourcesTheyAreMadeOfChange() async throws {
        let theme = SiteFixture.theme.merging([
            "templates/post.mustache": "{{#page.related}}{{url}} {{/page.related}}",
        ]) { $1 }
        func post(_ day: Int, tags: String, text: String = "Text.") -> (String, String) {
            (String(format: "content/posts/2024-03-%02d-p%d.md", day, day),
             "---\ntags: [\(tags)]\n---\n# P\(day)\n\n\(text)\n")
        }
        let posts = (1...9).map { post($0, tags: $0 <= 3 ? "a" : $0 <= 6 ? "b" : "a, c") }
        let site = try SiteFixture(config: "related_posts: 2\n", files: Dictionary(uniqueKeysWithValues: posts),
                                   theme: theme)
        defer { site.remove() }
        #expect(try await build(site).site.counts.relatedKept == false)
        let steps: [((String, String), Bool)] = [
            (post(2, tags: "a", text: "Edited."), true), (post(2, tags: "b"), false),
            (post(5, tags: "b", text: "Again."), true),
        ]
        for (step, (edit, kept)) in steps.enumerated() {
            try site.folder.write(edit.0, edit.1)
            let report = try await build(site)
            #expect(report.site.counts.relatedKept == kept, "step \(step)")
            _ = try await build(site, into: "clean", cache: false)
            #expect(try files(site, "public") == files(site, "clean"), "step \(step)")
        }
        let page = try String(decoding: #require(files(site, "public")["2024/03/p2/index.html"]), as: UTF8.self)
        #expect(page.contains("/2024/03/p4/") || page.contains("/2024/03/p5/"), "post 2 is tagged b now: \(page)")
    }

    /// The cache holds the site as it is: a deleted post, and the files only it made, leave it.
    @Test func whatTheSiteNoLongerHasLeavesTheCache() async throws {
        let site = try fixture()
        defer { site.remove() }
        _ = try await build(site)
        try FileManager.default.removeItem(at: site.root.appending(path: "content/posts/2024-01-02-b.md"))
        try site.folder.write("content/posts/2024-01-01-a.md", "# A\n\nNo links now.\n")
        _ = try await build(site)
        let memory = await load(site)
        #expect(memory.sources.keys == ["content/posts/2024-01-01-a.md"])
        #expect(memory.pages.count == 1)
        #expect(memory.outputs["2024/01/b/index.html"] == nil)
        #expect(memory.copies.count == 0)
    }

    @Test func aDamagedCacheIsDiscardedWithAWarningAndReplaced() async throws {
        for damage in ["payload", "truncated", "empty payload"] {
            let (site, warnings) = try await buildAfterSpoiling { site in
                let url = site.root.appending(path: cachePath)
                var bytes = [UInt8](try Data(contentsOf: url))
                switch damage {
                case "payload": bytes[bytes.count / 2] ^= 0xFF
                case "truncated": bytes.removeLast(bytes.count / 3)
                default: bytes = BuildCache.header
                }
                try Data(bytes).write(to: url)
            }
            defer { site.remove() }
            #expect(warnings == [".folio-cache: warning: the build cache is damaged; it is discarded and everything "
                                 + "is built again"], "\(damage)")
            // The build wrote a sound cache in its place.
            var cache = BuildCache(root: site.root)
            #expect(await cache.load(output: site.root.appending(path: "public"), manifest: { manifest(site) }).warnings
                        .isEmpty)
        }
    }

    @Test func aFileThatIsNotACacheIsNeitherUsedNorReplaced() async throws {
        let (site, warnings) = try await buildAfterSpoiling { site in
            try site.folder.write(cachePath, "my notes, which happen to have this name\n")
        }
        defer { site.remove() }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix(".folio-cache: warning: not a folio build cache") == true)
        #expect(try String(contentsOf: site.root.appending(path: cachePath), encoding: .utf8)
                    == "my notes, which happen to have this name\n")

        let (other, folderWarnings) = try await buildAfterSpoiling { site in
            let folder = site.root.appending(path: cachePath)
            try FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        }
        defer { other.remove() }
        #expect(folderWarnings.first?.hasPrefix(".folio-cache: warning: not a folio build cache") == true)
    }

    @Test func aCacheFromAnotherVersionIsQuietlyUnused() async throws {
        let (site, warnings) = try await buildAfterSpoiling { site in
            var writer = CacheWriter()
            writer.bytes = BuildCache.header
            writer.write(BuildCache.layout)
            writer.write("0.0.1-other")
            writer.bytes += [1, 2, 3]
            try Data(writer.bytes).write(to: site.root.appending(path: cachePath))
        }
        defer { site.remove() }
        #expect(warnings.isEmpty)
        // Nor is one of another layout, made by an earlier folio.
        let (earlier, earlierWarnings) = try await buildAfterSpoiling { site in
            var writer = CacheWriter()
            writer.bytes = BuildCache.header
            writer.write(BuildCache.layout - 1)
            writer.bytes += [9, 9, 9]
            try Data(writer.bytes).write(to: site.root.appending(path: cachePath))
        }
        defer { earlier.remove() }
        #expect(earlierWarnings.isEmpty)
        #expect(await load(earlier).sources.count == 2)
    }

    @Test func filesTheCacheSaysAreWrittenAreCheckedAgainstTheOutputFolder() async throws {
        // Removed by hand from the output: written again.
        let (site, _) = try await buildAfterSpoiling { site in
            try FileManager.default.removeItem(at: site.root.appending(path: "public/2024/01/b/index.html"))
            try FileManager.default.removeItem(at: site.root.appending(path: "public/posts/pic.png"))
        }
        defer { site.remove() }

        // Another output folder: nothing the cache says of the first holds there.
        let other = try fixture()
        defer { other.remove() }
        _ = try await build(other)
        _ = try await build(other, into: "elsewhere")
        _ = try await build(other, into: "clean", cache: false)
        #expect(try files(other, "elsewhere") == files(other, "clean"))
        #expect(try files(other, "elsewhere").count > 5)
    }

    @Test func noCacheNeitherReadsNorWritesIt() async throws {
        let site = try fixture()
        defer { site.remove() }
        let report = try await build(site, cache: false)
        #expect(report.site.counts.reused == 0)
        #expect(!FileManager.default.fileExists(atPath: site.root.appending(path: cachePath).path))
    }

    @Test func aFileChangedJustAfterItWasReadIsReadAgain() {
        let second: Int64 = 1_000_000_000
        let identity = FileIdentity(size: 10, modified: 100 * second, changed: 100 * second, inode: 7)
        // Read half a second after its last change: within the file system's timestamp resolution, not proof.
        #expect(identity.isRacy(recordedAt: 100 * second + second / 2, window: 2 * second))
        #expect(!identity.isRacy(recordedAt: 103 * second, window: 2 * second))
        // A change of its inode's status (a copy made with `cp -p`, say) counts as a change too.
        let touched = FileIdentity(size: 10, modified: 100 * second, changed: 102 * second, inode: 7)
        #expect(touched.isRacy(recordedAt: 103 * second, window: 2 * second))
    }

    @Test func theCacheReadsBackWhatItWrote() async throws {
        let site = try fixture()
        defer { site.remove() }
        _ = try await build(site)
        let memory = await load(site)
        let first = await encoded(memory)
        #expect(memory.pages.count == 2)
        #expect(memory.pages.parts.joined().allSatisfy { $0.value.check != nil })
        #expect(memory.outputs.count > 5)
        #expect(memory.copies.count == 1)
        // Written, read and written again: the same bytes.
        let reread = try await decoded(first)
        #expect(await encoded(reread) == first)
        // Cut anywhere, or changed in a part, it is refused whole.
        var changed = first
        changed[first.count / 3] ^= 0xFF
        for damaged in [1, first.count / 3, first.count - 1].map({ Array(first.prefix($0)) }) + [changed] {
            await #expect(throws: CacheReader.Damaged.self) { _ = try await decoded(damaged) }
        }
    }

    /// A save appends what changed to the file the build read, and writes the file anew before it holds twice what
    /// the memory takes; either way the next build reads it whole and reuses every page but the edited one.
    @Test func aSaveAppendsWhatChangedAndWritesTheFileAnewBeforeItDoubles() async throws {
        let site = try SiteFixture(files: (1...12).reduce(into: [:]) { files, day in
            files[String(format: "content/posts/2024-01-%02d-p%d.md", day, day)] = "# Post \(day)\n\nText.\n"
        })
        defer { site.remove() }
        _ = try await build(site)
        func file() throws -> (inode: Int, size: Int) {
            let info = try FileManager.default.attributesOfItem(atPath: site.root.appending(path: cachePath).path)
            return ((info[.systemFileNumber] as? NSNumber)?.intValue ?? -1, (info[.size] as? NSNumber)?.intValue ?? -1)
        }
        var last = try file()
        let first = last.size
        var (appended, rewritten) = (0, 0)
        for step in 1...8 {
            try site.folder.write("content/posts/2024-01-05-p5.md", "# Post 5\n\nText, edit \(step).\n")
            let report = try await build(site)
            #expect(report.site.counts.reused == 11 && report.site.warnings.isEmpty, "edit \(step)")
            let now = try file()
            if now.inode == last.inode {
                #expect(now.size > last.size, "edit \(step): appended to")
                appended += 1
            } else {
                rewritten += 1
            }
            #expect(now.size <= 2 * first + 4096, "edit \(step): \(now.size) bytes, first \(first)")
            last = now
        }
        #expect(appended > 0 && rewritten > 0, "appended \(appended), rewritten \(rewritten)")
        _ = try await build(site, into: "clean", cache: false)
        #expect(try files(site, "public") == files(site, "clean"))
    }

    /// A build that read the cache saves over whatever another build saved meanwhile, never onto it: its table
    /// would name the other build's bytes.
    @Test func aCacheSavedByAnotherBuildMeanwhileIsWrittenAnew() async throws {
        let site = try fixture()
        defer { site.remove() }
        _ = try await build(site)
        var cache = BuildCache(root: site.root)
        let loaded = await cache.load(output: site.root.appending(path: "public"), manifest: { manifest(site) })
        #expect(cache.read != nil)
        // Another build saves an edit, appending to the same file.
        try site.folder.write("content/posts/2024-01-01-a.md", "# A\n\nEdited.\n")
        _ = try await build(site)
        var memory = loaded.memory
        memory.sources["content/posts/2024-01-03-c.md"] = memory.sources["content/posts/2024-01-02-b.md"]
        memory.changed(.page, "content/posts/2024-01-03-c.md")
        #expect(await cache.save(memory, snapshot: { nil }).isEmpty)
        var again = BuildCache(root: site.root)
        let reread = await again.load(output: site.root.appending(path: "public"), manifest: { manifest(site) })
        #expect(reread.warnings.isEmpty)
        #expect(reread.memory.sources.keys.sorted() == memory.sources.keys.sorted())
    }

    /// The memory the cache holds, as the next build would read it.
    func load(_ site: SiteFixture) async -> BuildMemory {
        var cache = BuildCache(root: site.root)
        return await cache.load(output: site.root.appending(path: "public"), manifest: { manifest(site) }).memory
    }

    func manifest(_ site: SiteFixture) -> OutputManifest {
        OutputManifest(marker: FileManager.default.contents(atPath: site.root.appending(path: "public")
            .appending(path: OutputFolder.marker).path))
    }

    /// The memory as a cache file holds it after its first line: its parts, then their table.
    func encoded(_ memory: BuildMemory) async -> [UInt8] {
        var bytes: [UInt8] = [], places: [CacheTable.Place] = []
        for part in await memory.encodedParts() {
            places.append(CacheTable.Place(offset: bytes.count, length: part.bytes.count, hash: part.hash))
            part.bytes.withUnsafeBytes { bytes += $0 }
        }
        let none = CacheTable.Place(offset: 0, length: 0, hash: ContentHash([UInt8]()))
        return bytes + CacheTable(keys: memory.keys, snapshot: none, search: none, parts: places)
            .encoded(at: bytes.count)
    }

    func decoded(_ bytes: [UInt8]) async throws -> BuildMemory {
        let file = CacheBytes(bytes)
        let table = try CacheTable(readingEndOf: file, start: 0)
        return try await BuildMemory(keys: table.keys, parts: table.parts, in: file)
    }
}
