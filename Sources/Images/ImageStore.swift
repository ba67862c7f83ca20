import Foundation
import Synchronization
import Fingerprints
import ConcurrencyHelpers

/// The files folio derives from originals, kept in one folder by a hash of the original's bytes and the settings
/// (`3f9a2c81d0e4b7a5-860.webp`), so that none is ever encoded twice; and what it learnt of each original (its
/// header and hash) by the file's identity, so that an unchanged original is not read again.
///
/// One store per folder per process (`opened(at:)`), shared by the builds of a `folio serve`; its index of
/// originals is kept in the folder (`originals.tsv`) for the next process.
public final class ImageStore: Sendable {
    /// Bumped whenever the files made from the same original and settings change (the encoder's options): it is
    /// part of every file's key.
    public static let encoderVersion = "2"

    /// Where the files and the index of originals are kept.
    public let folder: URL
    /// `folder`'s path with a slash: every derived file of every page asks for its path, and `URL` is slow at it.
    private let folderPath: String
    private let racyWindow: Int64
    private let originals: Mutex<[String: KnownOriginal]>
    private let changed = Mutex(false)

    /// What the store knows of one original, recorded when it was read.
    public struct KnownOriginal: Sendable {
        /// The original's identity when it was read.
        public var identity: FileIdentity
        /// When the identity was looked at, in nanoseconds since 1970 (see `FileIdentity.proves`).
        public var recordedAt: Int64
        /// What was learnt of it.
        public var original: ImageOriginal
    }

    private static let open = Mutex<[String: ImageStore]>([:])
    static let indexName = "originals.tsv"

    /// The store kept in `folder`, made if this process has none for it yet.
    public static func opened(at folder: URL, racyWindow: Int64 = FileIdentity.racyWindow) -> ImageStore {
        let key = folder.standardizedFileURL.path
        return open.withLockTracked { stores in
            if let store = stores[key] { return store }
            let store = ImageStore(folder: folder, racyWindow: racyWindow)
            stores[key] = store
            return store
        }
    }

    private init(folder: URL, racyWindow: Int64) {
        self.folder = folder
        folderPath = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        self.racyWindow = racyWindow
        let text = (try? String(contentsOf: folder.appending(path: Self.indexName), encoding: .utf8)) ?? ""
        originals = Mutex(Self.parseIndex(text))
    }

    /// The header and hash of the original at `path` (absolute): from the index when its identity proves it
    /// unchanged, else read from the file.
    public func original(at path: String) throws -> ImageOriginal {
        let identity = FileIdentity(path: path)
        if let identity, let known = originals.withLockTracked({ $0[path] }),
           identity.proves(unchangedSince: known.identity, readAt: known.recordedAt, window: racyWindow) {
            return known.original
        }
        let readAt = FileIdentity.now
        let bytes = try Data(contentsOf: URL(filePath: path))
        let original = ImageOriginal(bytes)
        if let identity {
            let known = KnownOriginal(identity: identity, recordedAt: readAt, original: original)
            originals.withLockTracked { $0[path] = known }
            changed.withLockTracked { $0 = true }
        }
        return original
    }

    /// Where the store keeps a derived file.
    public func path(of image: DerivedImage) -> String {
        folderPath + image.storeName
    }

    /// Whether the store has the file already.
    public func has(_ image: DerivedImage) -> Bool {
        access(path(of: image), F_OK) == 0
    }

    /// Keeps a file just encoded: written beside its place and renamed into it, so that a reader (another folio
    /// building at the same time) never sees half of it.
    public func keep(_ data: Data, for image: DerivedImage) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = path(of: image)
        let temporary = target + ".\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
        try data.write(to: URL(filePath: temporary))
        guard rename(temporary, target) == 0 else {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }

    /// Writes the index of originals when it changed since it was read.
    public func saveIndex() {
        guard changed.withLockTracked({ flag in defer { flag = false }; return flag }) else { return }
        let text = originals.withLockTracked { Self.formatIndex($0) }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: folder.appending(path: Self.indexName), options: .atomic)
    }
}
