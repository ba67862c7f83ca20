import Foundation
import Testing
import FileWatching
import TestSupport

/// The README's example of this library, run as it is written there (a test compares the two).
@Suite struct ReadmeExampleTests {
    @Test func example() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let root = site.url
        try FileManager.default.createDirectory(at: root.appending(path: "content"), withIntermediateDirectories: true)
        var seen: Set<String> = []
        // README: begin
        let watcher = FileWatcher(paths: [root.appending(path: "content"), root.appending(path: "folio.yml")])
        let changes = try watcher.changes()
        try Data("# Hi\n".utf8).write(to: root.appending(path: "content/hello.md"))
        for await paths in changes {  // each burst of changes once, as absolute paths
            seen.formUnion(paths)
            watcher.stop()            // ends the stream
        }
        // README: end
        #expect(seen.contains(root.appending(path: "content/hello.md").standardizedFileURL.path))
    }
}
