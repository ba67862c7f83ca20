import Foundation
import Testing
@testable import FolioCore

/// A build whose inputs did not change since the last one stops after looking at them.
@Suite struct UnchangedBuildTests {
    func build(_ site: SiteFixture, now: Date = SiteFixture.now) async throws -> BuildReport {
        try await buildSite(at: site.root, options: BuildOptions(now: now))
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
        let drafts = try await buildSite(at: site.root,
                                         options: BuildOptions(includeDrafts: true, now: SiteFixture.now))
        #expect(drafts.site.isUnchanged == false)
    }
}
