import Foundation
import Testing
@testable import Incremental
import Fingerprints
import Content
import Blog
import Build
import SiteTestSupport

/// A build whose inputs did not change since the last one stops after looking at them.
@Suite struct UnchangedBuildTests {
    /// A build that trusts a file's identity as soon as it is written (the tests write and build within
    /// milliseconds; `racyFilesAreReadAgainOnceOldEnough` covers the wait).
    func build(_ site: SiteFixture, now: Date = SiteFixture.now) async throws -> BuildReport {
        try await buildSite(at: site.root, options: BuildOptions(now: now), racyWindow: 0)
    }

    @Test func secondBuildSeesNothingChanged() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { site.remove() }
        #expect(try await build(site).site.isUnchanged == false)
        let second = try await build(site)
        #expect(second.site.isUnchanged)
        #expect(second.summary(relativeTo: site.root)
                    .hasPrefix("Nothing changed since the last build; public/ is up to date"))
    }

    /// `--no-cache` asks for everything to be built again: it trusts no record of the last build, not even the
    /// output folder's note of the inputs it was made from.
    @Test func withoutTheCacheEverythingIsBuiltAgain() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { site.remove() }
        _ = try await build(site)
        var options = BuildOptions(now: SiteFixture.now)
        options.usesCache = false
        let again = try await buildSite(at: site.root, options: options, racyWindow: 0)
        #expect(again.site.isUnchanged == false && again.site.postCount == 1)
        #expect(try await build(site).site.isUnchanged)
    }

    @Test func anyInputChangeBuildsAgain() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { site.remove() }
        _ = try await build(site)
        for path in ["content/posts/2024-01-01-a.md", "templates/list.mustache", "templates/style.css", "folio.yml"] {
            let file = site.root.appending(path: path)
            try (try Data(contentsOf: file) + Data("\n".utf8)).write(to: file)
            #expect(try await build(site).site.isUnchanged == false, "\(path)")
        }
        try site.folder.write("static/new.txt", "new")
        #expect(try await build(site).site.isUnchanged == false)
    }

    @Test func touchedButIdenticalFileBuildsAndWritesNothing() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { site.remove() }
        _ = try await build(site)
        try site.folder.write("content/posts/2024-01-01-a.md", "# A\n")
        let report = try await build(site)
        #expect(report.site.isUnchanged == false)
        #expect(report.filesWritten == 0)
    }

    @Test func futurePostComingDueBuildsAgain() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n",
                                           "content/posts/2025-06-01-b.md": "# B\n"])
        defer { site.remove() }
        #expect(try await build(site).site.skippedFuture == 1)
        #expect(try await build(site).site.isUnchanged)
        let later = Date(timeIntervalSince1970: 1_750_000_000)  // mid-June 2025
        let report = try await build(site, now: later)
        #expect(report.site.isUnchanged == false)
        #expect(report.site.postCount == 2)
    }

    @Test func deletedOutputFileIsWrittenAgain() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { site.remove() }
        _ = try await build(site)
        let page = site.root.appending(path: "public/2024/01/a/index.html")
        try FileManager.default.removeItem(at: page)
        let report = try await build(site)
        #expect(report.site.isUnchanged == false)
        #expect(FileManager.default.fileExists(atPath: page.path))
    }

    @Test func otherOptionsBuildAgain() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { site.remove() }
        _ = try await build(site)
        let options = BuildOptions(includeDrafts: true, now: SiteFixture.now)
        let drafts = try await buildSite(at: site.root, options: options, racyWindow: 0)
        #expect(drafts.site.isUnchanged == false)
    }

    /// A file read too soon after it changed is not trusted by its identity; once it is old enough, the next build
    /// reads it again, finds it unchanged and records it anew (as git refreshes "racily clean" entries), even when
    /// nothing else changed, so that the build after that reads nothing.
    @Test func racyFilesAreReadAgainOnceOldEnough() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n",
                                           "content/posts/2024-01-02-b.md": "# B\n"])
        defer { site.remove() }
        let window: Int64 = 500_000_000
        func build() async throws -> BuildReport {
            try await buildSite(at: site.root, options: BuildOptions(now: SiteFixture.now), racyWindow: window)
        }
        // Changed, as far as their times say, a little after now: read before that, they cannot be trusted. (On a
        // machine too busy to build before then, the files are made younger and the site built again.)
        var racyUntil: Int64?
        for offset in [1.0, 4.0, 16.0] where racyUntil == nil {
            let changed = Date().addingTimeInterval(offset)
            for name in ["2024-01-01-a.md", "2024-01-02-b.md"] {
                try FileManager.default.setAttributes([.modificationDate: changed], ofItemAtPath: site.root
                    .appending(path: "content/posts/\(name)").path)
            }
            #expect(try await build().site.counts.read == 2)
            racyUntil = OutputManifest(marker: FileManager.default.contents(
                atPath: site.root.appending(path: "public/\(OutputFolder.marker)").path)).racyUntil
        }
        let until = try #require(racyUntil)
        // Once they are a window older than that, a build reads them again: unchanged, and now trusted.
        try await Task.sleep(for: .nanoseconds(max(0, until - FileIdentity.now) + 100_000_000))
        let renewing = try await build()
        #expect(!renewing.site.isUnchanged)
        #expect(renewing.site.counts.read == 2 && renewing.site.counts.rendered == 0)
        #expect(renewing.filesWritten == 0)
        #expect(try await build().site.isUnchanged)
    }
}
