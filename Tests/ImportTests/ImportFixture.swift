import Foundation
import Testing
@testable import Import
import SourceDiagnostics
import TestSupport
import Blog
import Incremental
import SiteTestSupport

/// An import of a fixture site into a temporary folder, and its comparison with the fixture's `expected/`.
struct ImportFixture {
    /// A fixed "now" (2025-01-01), after every date in the fixtures.
    static let now = Date(timeIntervalSince1970: 1_735_689_600)

    let name: String
    let source: TemporarySite
    let destination: URL
    let report: ImportReport

    static func run(_ name: String) async throws -> ImportFixture {
        let source = try copy(name)
        let destination = FileManager.default.temporaryDirectory.appending(path: "folio-import-\(UUID().uuidString)")
        let report = try await importSite(from: source.url, to: destination,
                                          options: ImportOptions(sourceName: "source", destinationName: "new",
                                                                 now: now))
        return ImportFixture(name: name, source: source, destination: destination, report: report)
    }

    /// The fixture's source in a temporary folder, with its draft's file time set (git keeps no file times).
    static func copy(_ name: String) throws -> TemporarySite {
        let site = try TemporarySite()
        try FileManager.default.removeItem(at: site.url)
        let fixture = Bundle.module.resourceURL!.appending(path: "Fixtures/Import/\(name)/source")
        try FileManager.default.copyItem(at: fixture, to: site.url)
        let draft = site.url.appending(path: "_drafts/a-draft.md")
        if FileManager.default.fileExists(atPath: draft.path) {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_588_748_889)],
                                                  ofItemAtPath: draft.path)
        }
        return site
    }

    func expectMatchesExpected(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let expected = Bundle.module.resourceURL!.appending(path: "Fixtures/Import/\(name)/expected")
        var wanted = try FolderSnapshot(of: expected).files
        let items = String(decoding: wanted.removeValue(forKey: "items.txt") ?? Data(), as: UTF8.self)
        let summary = String(decoding: wanted.removeValue(forKey: "summary.txt") ?? Data(), as: UTF8.self)
        // The files the check's build made from pictures, named by hashes, are the new site's image store.
        let made = try FolderSnapshot(of: destination).files.filter { !$0.key.hasPrefix(".folio-images/") }
        #expect(made.keys.sorted() == wanted.keys.sorted(), sourceLocation: sourceLocation)
        for (path, data) in wanted.sorted(by: { $0.key < $1.key }) {
            #expect(String(decoding: made[path] ?? Data(), as: UTF8.self) == String(decoding: data, as: UTF8.self),
                    "\(path)", sourceLocation: sourceLocation)
        }
        let printed = Diagnostics(report.items).sorted.map(\.description).joined(separator: "\n") + "\n"
        #expect(printed == items, sourceLocation: sourceLocation)
        #expect(report.summary(destination: "new/") + "\n" == summary, sourceLocation: sourceLocation)
        // No theme files: the new site is on folio's built-in theme.
        #expect(!FileManager.default.fileExists(atPath: destination.appending(path: "templates").path),
                sourceLocation: sourceLocation)
    }

    func remove() {
        source.remove()
        try? FileManager.default.removeItem(at: destination)
    }
}
