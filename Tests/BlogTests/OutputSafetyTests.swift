import Foundation
import Testing
@testable import Blog
import SourceDiagnostics
import TestSupport
import Content
import Build
import SiteTestSupport

/// folio never deletes a file the user wrote, and a failed build leaves the previous output as it was.
@Suite struct OutputSafetyTests {
    func contents(_ folder: URL) throws -> [String: Data] {
        var all: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if let data = FileManager.default.contents(atPath: url.path) {
                all[String(url.path.dropFirst(folder.path.count))] = data
            }
        }
        return all
    }

    @Test func buildWritesTheSiteWithItsMarker() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { site.remove() }
        _ = try await buildSite(at: site.root, options: BuildOptions(now: SiteFixture.now))
        let output = site.root.appending(path: "public")
        #expect(FileManager.default.fileExists(atPath: output.appending(path: ".folio-output").path))
        #expect(FileManager.default.fileExists(atPath: output.appending(path: "2024/01/a/index.html").path))
    }

    /// `--output` may name a folder whose parents do not exist yet: they are made, as `mkdir -p` makes them.
    @Test func anOutputFolderInNewFoldersIsMade() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { site.remove() }
        let output = site.root.appending(path: "new/deeper/site")
        _ = try await buildSite(at: site.root, options: BuildOptions(output: output.path, now: SiteFixture.now))
        #expect(FileManager.default.fileExists(atPath: output.appending(path: "2024/01/a/index.html").path))
    }

    @Test func failedBuildLeavesThePreviousOutputExactlyAsItWas() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { site.remove() }
        _ = try await buildSite(at: site.root, options: BuildOptions(now: SiteFixture.now))
        let output = site.root.appending(path: "public")
        let before = try contents(output)
        try site.folder.write("content/posts/2024-01-02-b.md", "# B\n\n![x](x.png#+nope)\n")
        await #expect(throws: Diagnostics.self) {
            try await buildSite(at: site.root, options: BuildOptions(now: SiteFixture.now))
        }
        #expect(try contents(output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path)
            .filter { $0.contains("folio-new") }
        #expect(leftovers.isEmpty)
    }

    /// Files are written as they are made, beside the output: a build that fails after its pages were made (here
    /// at the link check) leaves neither the output nor the files it wrote.
    @Test func failedFirstBuildLeavesNothingBehind() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n\n[b](b.md)\n",
                                           "content/posts/2024-01-02-c.md": "# C\n"])
        defer { site.remove() }
        let before = try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted()
        await #expect(throws: Diagnostics.self) {
            try await buildSite(at: site.root, options: BuildOptions(now: SiteFixture.now))
        }
        let after = try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted()
        #expect(after.filter { $0 != ".folio-cache" } == before, "\(after)")
    }

    @Test func successfulBuildReplacesTheOutputWhole() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { site.remove() }
        _ = try await buildSite(at: site.root, options: BuildOptions(now: SiteFixture.now))
        try FileManager.default.moveItem(at: site.root.appending(path: "content/posts/2024-01-01-a.md"),
                                         to: site.root.appending(path: "content/posts/2024-01-01-renamed.md"))
        _ = try await buildSite(at: site.root, options: BuildOptions(now: SiteFixture.now))
        let output = site.root.appending(path: "public")
        #expect(FileManager.default.fileExists(atPath: output.appending(path: "2024/01/renamed/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: output.appending(path: "2024/01/a/index.html").path))
    }

    @Test(arguments: [".", "content", "content/out", "static", "templates/x", ".."])
    func refusesOutputThatHoldsOrIsInsideTheSite(_ output: String) async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { site.remove() }
        let before = try contents(site.root)
        let problems = await site.failure(BuildOptions(output: output, now: SiteFixture.now))
        #expect(problems.count == 1)
        #expect(problems.first?.contains("choose another with --output or 'output:'") == true, "\(problems)")
        #expect(try contents(site.root) == before)
    }

    @Test func refusesAFolderOfTheUsersFiles() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n"])
        defer { site.remove() }
        let mine = try TemporarySite()
        defer { mine.remove() }
        try mine.write("notes.txt", "my notes")
        let problems = await site.failure(BuildOptions(output: mine.url.path, now: SiteFixture.now))
        #expect(problems == ["\(mine.url.path): error: the output folder "
                             + "\(mine.url.standardizedFileURL.path) holds files "
                             + "folio did not write (no .folio-output); empty it, or choose another with --output"])
        #expect(FileManager.default.contents(atPath: mine.url.appending(path: "notes.txt").path)
                == Data("my notes".utf8))
    }

    @Test func staticLinkLeadingOutOfTheSiteIsRefused() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n", "static/ok.txt": "ok"])
        defer { site.remove() }
        let outside = try TemporarySite()
        defer { outside.remove() }
        try outside.write("secret.txt", "secret")
        try FileManager.default.createSymbolicLink(atPath: site.root.appending(path: "static/leak.txt").path,
                                                   withDestinationPath: outside.url.appending(path: "secret.txt").path)
        let problems = await site.failure()
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("static/leak.txt: error: leads out of the site") == true)
    }
}
