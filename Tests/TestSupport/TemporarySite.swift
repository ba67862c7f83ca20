import Foundation

/// A site folder in the temporary directory, removed by `remove()`.
public struct TemporarySite: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "folio-test-\(UUID().uuidString)",
                                                               directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    public func write(_ path: String, _ data: Data) throws {
        let file = url.appending(path: path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
