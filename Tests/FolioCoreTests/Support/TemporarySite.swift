import Foundation

/// A site folder in the temporary directory, removed by `remove()`.
struct TemporarySite {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "folio-test-\(UUID().uuidString)",
                                                               directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let file = url.appending(path: path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
