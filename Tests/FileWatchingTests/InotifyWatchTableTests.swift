import Foundation
import Testing
@testable import FileWatching

/// The watcher's own folder walk.
@Suite struct InotifyWatchTableTests {
    /// Each name must be read from its directory record alone. Copying `d_name` whole reads 256 bytes, past the end
    /// of glibc's buffer when a short record is its last (the over-read that swift-corelibs-foundation fixed in its
    /// `Process`, PR #5472); AddressSanitizer (`make test-sanitize`) sees it in a folder of a few thousand files.
    @Test func aLargeFolderIsWalkedNameByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = (0..<3000).map { "p\($0).md" }
        for name in names { _ = FileManager.default.createFile(atPath: folder.path + "/" + name, contents: nil) }
        var table = try InotifyWatchTable()
        defer { table.close() }
        let found = table.watchTree(folder.path)
        #expect(Set(found) == Set(names.map { folder.path + "/" + $0 }))
    }
}
