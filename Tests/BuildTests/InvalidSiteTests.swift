import Foundation
import Testing
@testable import Build
import SourceDiagnostics
import TestSupport
import Content
import SiteTestSupport

/// Sites with one kind of mistake each, which must fail with exactly the problems in their
/// `expected-diagnostics.txt` (`Fixtures/InvalidSites/<case>/`), sorted, as `folio build` prints them.
@Suite struct InvalidSiteTests {
    static let cases = FixtureCase.all(.invalidSites)

    @Test func theInvalidSitesAreFound() {
        #expect(!Self.cases.isEmpty, "found \(Self.cases.map(\.name)) in \(FixtureCase.root.path)")
    }

    @Test(arguments: cases)
    func failsWithItsExpectedDiagnostics(_ fixture: FixtureCase) async throws {
        let site = try fixture.copyOfInput()
        defer { site.remove() }
        let before = try FolderSnapshot(of: site.url)
        let printed: String
        do {
            let report = try await buildSite(at: site.url, options: BuildOptions(now: SiteFixture.now))
            let warnings = Diagnostics(report.site.warnings)
            Issue.record("\(fixture.name) must fail, but it built, with these warnings:\n\(warnings)")
            return
        } catch {
            printed = Self.placeless(error.sorted.map { $0.description + "\n" }.joined(), site: site.url)
            #expect(error.hasErrors)
        }
        // A failed build leaves the site as it was: nothing written, nothing removed.
        if let difference = try FolderSnapshot(of: site.url).difference(from: before) {
            Issue.record("\(fixture.name): the failed build changed the site: \(difference)")
        }
        if FixtureCase.isUpdating {
            try Data(printed.utf8).write(to: fixture.expectedDiagnostics)
            return
        }
        let expected = try String(contentsOf: fixture.expectedDiagnostics, encoding: .utf8)
        #expect(printed == expected, "\(fixture.name)")
    }

    /// The command prints the same lines, then its one-line verdict, and exits 1.
    @Test(arguments: cases)
    func theCommandPrintsThem(_ fixture: FixtureCase) async throws {
        guard !FixtureCase.isUpdating else { return }
        let site = try fixture.copyOfInput()
        defer { site.remove() }
        let run = try await ExternalProgram.run(ExternalProgram.folio.path, ["build", site.url.path])
        #expect(run.status == 1)
        let expected = try String(contentsOf: fixture.expectedDiagnostics, encoding: .utf8)
        var lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        #expect(lines.last?.hasPrefix("Build failed with ") == true, "\(run.stderr)")
        #expect(Self.placeless(lines.dropLast().map { $0 + "\n" }.joined(), site: site.url) == expected,
                "\(fixture.name)")
    }

    /// The diagnostics with the temporary site's absolute path, which some messages name, written as `$SITE`.
    static func placeless(_ text: String, site: URL) -> String {
        [site.standardizedFileURL.resolvingSymlinksInPath().path, site.standardizedFileURL.path].reduce(text) {
            $0.replacingOccurrences(of: $1, with: "$SITE")
        }
    }
}
