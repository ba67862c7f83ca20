import Foundation
import Testing
@testable import Import
import TestSupport

/// What `folio import` refuses, each with its place, before writing anything.
@Suite struct ImportRefusalTests {
    private func refusal(_ fixture: String, into destination: URL? = nil) async -> [String] {
        guard let source = try? ImportFixture.copy(fixture) else { return ["(no fixture)"] }
        defer { source.remove() }
        let target = destination ?? FileManager.default.temporaryDirectory.appending(path: "folio-\(UUID().uuidString)")
        defer { if destination == nil { try? FileManager.default.removeItem(at: target) } }
        do {
            _ = try await importSite(from: source.url, to: target,
                                     options: ImportOptions(sourceName: "source", destinationName: "new",
                                                            now: ImportFixture.now))
            return ["(imported)"]
        } catch {
            #expect(!FileManager.default.fileExists(atPath: target.appending(path: "folio.yml").path))
            return error.sorted.map(\.description)
        }
    }

    @Test func aFolderThatIsNoSite() async {
        #expect(await refusal("not-a-site") == [
            "source: error: neither a Jekyll site (_config.yml, _posts/) nor a Hugo site (hugo.toml, config.toml, "
                + "…): nothing to import",
        ])
    }

    @Test func aConfigFolioCannotRead() async {
        #expect(await refusal("hugo-json-config") == [
            "source/hugo.json: error: folio reads Hugo's TOML and YAML configs; write this one as hugo.toml",
        ])
        #expect(await refusal("jekyll-bad-config").first?.hasPrefix("source/_config.yml:3:1: error: YAML:") == true)
    }

    @Test func aDestinationThatIsNotEmpty() async throws {
        let destination = try TemporarySite()
        defer { destination.remove() }
        try destination.write("notes.txt", "mine\n")
        #expect(await refusal("jekyll-blog", into: destination.url) == [
            "new: error: the folder is not empty; folio import writes only into a new or empty folder",
        ])
        #expect(try String(contentsOf: destination.url.appending(path: "notes.txt"), encoding: .utf8) == "mine\n")
    }

    @Test func aDestinationInsideTheSource() async throws {
        let source = try ImportFixture.copy("jekyll-blog")
        defer { source.remove() }
        do {
            _ = try await importSite(from: source.url, to: source.url.appending(path: "new"),
                                     options: ImportOptions(sourceName: "source", destinationName: "new"))
            Issue.record("imported into its own source")
        } catch {
            #expect(error.sorted.map(\.description)
                    == ["new: error: the new site must go outside the site it is made from"])
        }
        #expect(!FileManager.default.fileExists(atPath: source.url.appending(path: "new").path))
    }

    @Test func aSourceThatIsNotThere() async {
        let missing = FileManager.default.temporaryDirectory.appending(path: "folio-missing-\(UUID().uuidString)")
        do {
            _ = try await importSite(from: missing, to: missing.appending(path: "x"),
                                     options: ImportOptions(sourceName: "old-blog", destinationName: "new"))
            Issue.record("imported from nothing")
        } catch {
            #expect(error.sorted.map(\.description) == ["old-blog: error: no such folder"])
        }
    }
}
