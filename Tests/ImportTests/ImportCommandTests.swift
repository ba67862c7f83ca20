import Foundation
import Testing
import TestSupport

/// `folio import` as a user runs it: items on standard error at their places, the summary on standard output.
@Suite struct ImportCommandTests {
    func folio(_ arguments: [String], in folder: URL? = nil) async throws -> ExternalProgram.Output {
        try await ExternalProgram.run(ExternalProgram.folio.path, arguments, currentDirectory: folder)
    }

    @Test func importsIntoANewFolderNamedAfterTheSource() async throws {
        let source = try ImportFixture.copy("hugo-blog")
        defer { source.remove() }
        let folder = source.url.deletingLastPathComponent()
        let name = source.url.lastPathComponent
        defer { try? FileManager.default.removeItem(at: folder.appending(path: name + "-folio")) }
        let imported = try await folio(["import", name], in: folder)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Imported a Hugo site into \(name)-folio/: 2 posts, 2 pages, 3 files, 4 links "
                + "converted, 0 old addresses kept by redirects; 6 items left for you (listed above).\n")
        #expect(imported.stderr.hasPrefix("\(name)-folio/content/posts/First Walk.md:17:1: warning: Hugo shortcode "
                                          + #"{{< youtube id="dQw4w9WgXcQ" autoplay="true" >}} is now a linked "#))
        let built = try await folio(["build", name + "-folio"], in: folder)
        #expect(built.status == 0 && built.stderr.isEmpty, "\(built.stderr)")
    }

    @Test func helpAndMistakes() async throws {
        let help = try await folio(["help", "import"])
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: folio import SRC [DEST]\n"))
        #expect(try await folio(["import"]).status == 64)
        #expect(try await folio(["import", "a", "b", "c"]).status == 64)
        let missing = try await folio(["import", "/nonexistent-\(UUID().uuidString)", "/tmp/x-\(UUID().uuidString)"])
        #expect(missing.status == 1 && missing.stderr.contains("error: no such folder"))
    }
}
