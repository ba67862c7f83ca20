import Foundation
import Testing
@testable import Build
import SourceDiagnostics
import Content
import Blog
import Incremental
import SiteTestSupport

/// Whole sites, each built as `folio build` builds it and compared byte for byte with its `expected/` folder
/// (`Fixtures/Sites/<case>/`). `make fixtures` writes the expected folders again from what folio makes now.
@Suite struct FixtureSiteTests {
    static let cases = FixtureCase.all(.sites)

    @Test func theFixtureSitesAreFound() {
        #expect(!Self.cases.isEmpty, "found \(Self.cases.map(\.name)) in \(FixtureCase.root.path)")
    }

    @Test(arguments: cases)
    func buildsToItsExpectedOutput(_ fixture: FixtureCase) async throws {
        let site = try fixture.copyOfInput()
        defer { site.remove() }
        var options = BuildOptions(now: SiteFixture.now)
        options.usesCache = false
        let report: BuildReport
        do {
            report = try await buildSite(at: site.url, options: options)
        } catch {
            Issue.record("\(fixture.name) must build; it failed with:\n\(error.description)")
            return
        }
        // A fixture site is built without a warning: warnings belong to the invalid sites.
        #expect(report.site.warnings.isEmpty, "\(Diagnostics(report.site.warnings))")
        let built = try FolderSnapshot(of: report.site.output, excluding: [OutputFolder.marker])
        if FixtureCase.isUpdating {
            try built.write(to: fixture.expected)
            return
        }
        let expected = try FolderSnapshot(of: fixture.expected)
        #expect(!expected.files.isEmpty, "\(fixture.name) has no expected/ folder: run make fixtures")
        if let difference = built.difference(from: expected) {
            Issue.record("folio build of \(fixture.name): \(difference)")
        }
        // What the preview and `makeSite` keep in memory is the same site.
        let inMemory = try FolderSnapshot(try await makeSite(at: site.url, options: BuildOptions(now: SiteFixture.now)))
        if let difference = inMemory.difference(from: expected) {
            Issue.record("makeSite of \(fixture.name): \(difference)")
        }
    }
}
