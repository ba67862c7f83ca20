import Foundation
import Testing
@testable import Build
import Content
import Incremental
import Blog
import SiteTestSupport

/// Sites an earlier folio built, which folio must still build byte for byte (`Fixtures/Frozen/<case>/`).
///
/// `earlier-init-site` is a site as `folio init` made it before the theme moved into folio (commit 9b59272): its
/// `templates/` and `static/favicon.svg` are that commit's theme, copied whole, with a few posts (tags, pages of
/// the home list, an alias, a table of contents, code, an alert, a picture). Its `expected/` is what the folio of
/// that commit built from it (`folio build SITE --no-cache`, without the `.folio-output` marker). Unlike the
/// `Sites/` cases, `make fixtures` never writes it: a change here is a change to what old sites publish.
///
/// A case's `added/` holds the files a later folio writes beside them, byte for byte, which the earlier one did not
/// make at all: the JSON Feed and the tags' feeds (issue 25). An addition never replaces a file of `expected/`, so
/// every byte an old site published stays as it was.
@Suite struct FrozenSiteTests {
    static let cases = FixtureCase.all(.frozen)

    @Test func theFrozenSitesAreFound() {
        #expect(Self.cases.map(\.name).contains("earlier-init-site"))
    }

    @Test(arguments: cases)
    func buildsAsTheEarlierFolioBuiltIt(_ fixture: FixtureCase) async throws {
        let site = try fixture.copyOfInput()
        defer { site.remove() }
        var options = BuildOptions(now: SiteFixture.now)
        options.usesCache = false
        let report = try await buildSite(at: site.url, options: options)
        #expect(report.site.warnings.isEmpty)
        let built = try FolderSnapshot(of: report.site.output, excluding: [OutputFolder.marker])
        var expected = try FolderSnapshot(of: fixture.expected)
        #expect(expected.files.count > 10)
        let added = try FolderSnapshot(of: fixture.folder.appending(path: "added", directoryHint: .isDirectory))
        #expect(Set(added.files.keys).isDisjoint(with: expected.files.keys), "an addition replaces an earlier file")
        expected.files.merge(added.files) { earlier, _ in earlier }
        if let difference = built.difference(from: expected) {
            Issue.record("\(fixture.name) no longer builds as the earlier folio built it: \(difference)")
        }
    }
}
