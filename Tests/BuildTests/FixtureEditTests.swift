import Foundation
import Testing
@testable import Build
import Content
import Blog
import Incremental
import SiteTestSupport

/// Every fixture site, built, edited in one way, and built again from what the last build kept, must be byte for
/// byte what a clean build of the edited site is: through `.folio-cache` as `folio build` does, and in memory as
/// the preview does, told by the watcher which paths changed.
@Suite struct FixtureEditTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: FixtureCase
        var edit: FixtureEdit
        var testDescription: String { "\(fixture.name), \(edit.rawValue)" }
    }

    static let cases = FixtureCase.all(.sites).flatMap { fixture in
        FixtureEdit.allCases.filter { $0.applies(to: fixture) }.map { Case(fixture: fixture, edit: $0) }
    }

    /// `folio build` with its cache, trusting each file's identity at once (the test edits within milliseconds
    /// of a build), so that the cache takes every shortcut it can; or `--no-cache` into `output`.
    func build(_ root: URL, cache: Bool, into output: String = "public") async throws
        -> (files: FolderSnapshot, counts: BuildCounts) {
        var options = BuildOptions(output: output, now: SiteFixture.now)
        options.usesCache = cache
        let report = try await buildSite(at: root, options: options, racyWindow: 0)
        return (try FolderSnapshot(of: report.site.output, excluding: [OutputFolder.marker]), report.site.counts)
    }

    @Test(arguments: cases)
    func aCachedBuildAfterTheEditIsACleanBuild(_ test: Case) async throws {
        let site = try test.fixture.copyOfInput()
        defer { site.remove() }
        let before = try await build(site.url, cache: true).files
        _ = try test.edit.apply(to: site.url)
        let (incremental, counts) = try await build(site.url, cache: true)
        let clean = try await build(site.url, cache: false, into: "clean").files
        // An edit of a post's or a page's text alone is patched into the last build, as the preview does; an edit
        // of anything else is not. (A title may be the text's first heading, or front matter.)
        if test.edit != .title {
            #expect(counts.patched == [.postBody, .page].contains(test.edit),
                    "\(test.testDescription): patched \(counts.patched)")
        }
        if clean == before { Issue.record("\(test.testDescription): the edit changes nothing, so it tests nothing") }
        if let difference = incremental.difference(from: clean) {
            Issue.record("\(test.testDescription), cached build against a clean one: \(difference)")
        }
    }

    /// What `folio serve` builds: drafts and future posts shown, and marked.
    static let preview = BuildOptions(includeDrafts: true, includeFuture: true, baseURL: "http://127.0.0.1:8000",
                                      preview: true, now: SiteFixture.now)

    @Test(arguments: cases)
    func thePreviewAfterTheEditIsACleanBuild(_ test: Case) async throws {
        let site = try test.fixture.copyOfInput()
        defer { site.remove() }
        var live = LiveSite(root: site.url)
        let before = try FolderSnapshot(try await live.build(options: Self.preview))
        let changed = try test.edit.apply(to: site.url).map { site.url.path + "/" + $0 }
        let incremental = try FolderSnapshot(try await live.build(options: Self.preview, changes: changed))
        let clean = try FolderSnapshot(try await makeSite(at: site.url, options: Self.preview))
        if clean == before { Issue.record("\(test.testDescription): the edit changes nothing, so it tests nothing") }
        if let difference = incremental.difference(from: clean) {
            Issue.record("\(test.testDescription), preview against a clean build: \(difference)")
        }
    }
}
