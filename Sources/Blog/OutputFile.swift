import Foundation

/// One file of the built site: where it goes below the output folder, and what it holds.
public struct OutputFile: Sendable, Hashable {
    /// A file's bytes, made in memory or copied from a file of the site.
    public enum Contents: Sendable, Hashable {
        case bytes(Data)
        /// A file copied as it is (static files, images beside posts), by its absolute path: read only when
        /// written or served.
        case copy(of: String)
    }

    /// Below the output folder, without a leading slash: `2024/05/hello/index.html`.
    public var path: String
    /// What goes into the file.
    public var contents: Contents

    public init(path: String, contents: Contents) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: .bytes(Data(text.utf8)))
    }

    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, contents: .bytes(Data(bytes)))
    }

    /// The bytes, read from disk for a copy.
    public func data() throws -> Data {
        switch contents {
        case .bytes(let data): data
        case .copy(let source): try Data(contentsOf: URL(fileURLWithPath: source))
        }
    }
}
