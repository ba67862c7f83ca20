import Foundation
import SourceDiagnostics
import ConcurrencyHelpers
import Fingerprints
import Blog

/// `folio build`'s memory between runs: the file `.folio-cache` in the site's folder. It is only ever a shortcut:
/// every record is checked against what it was made from (see `BuildMemory`), and the files it says are already
/// written are checked against the output folder's manifest. A damaged cache is discarded with a warning; a file of
/// that name that folio did not write is left alone, with a warning, and not used.
///
/// The memory's records are kept in parts (see `BuildMemory.part`), each with its hash in a table at the start, so
/// that a save writes again only the parts a build changed and a load reads the parts on every core.
public struct BuildCache: Sendable {
    static let fileName = ".folio-cache"
    /// The first bytes of every cache, whatever its layout.
    static let header = Array("folio build cache\n".utf8)
    /// The layout's number, written after the header and raised whenever what the cache holds changes.
    static let layout: UInt64 = 14

    let url: URL
    /// False when a file that is not folio's is in the way.
    private(set) var isWritable = true

    public init(root: URL) {
        url = root.appending(path: Self.fileName)
    }

    /// What the last build left.
    public struct Loaded: Sendable {
        var memory = BuildMemory()
        /// Its findings beyond the records; nil when the output folder no longer holds every file as the memory
        /// says, or there is no memory.
        var snapshot: BuildSnapshot?
        /// What `restore` made of the snapshot and the memory, while the output folder was looked at.
        var restored: RestoredBuild?
        var warnings: [Diagnostic] = []
    }

    /// The memory the last build left, keeping only the files the output folder still holds as it wrote them;
    /// an empty memory when there is none, or none to trust. `restore` makes the last build's findings from the
    /// snapshot meanwhile, kept only when the folder holds every file.
    mutating func load(output: URL, manifest: () async -> OutputManifest,
                       restore: (BuildSnapshot, BuildMemory) async -> RestoredBuild? = { _, _ in nil }) async
        -> Loaded {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return Loaded() }
        guard !isFolder.boolValue, let bytes = CacheBytes(mapping: url.path), bytes.starts(with: Self.header) else {
            isWritable = false
            return Loaded(warnings: [.warning("not a folio build cache, so folio neither uses nor replaces it; "
                                              + "remove it to let builds reuse their work", path: Self.fileName)])
        }
        var loaded = Loaded()
        do throws(CacheReader.Damaged) {
            var reader = CacheReader(bytes, from: Self.header.count)
            // A cache from another version of folio is not damaged, only of no use.
            guard try reader.uint() == Self.layout, try reader.string() == Folio.version else { return Loaded() }
            let length = try reader.uint(), hash = try ContentHash(from: &reader)
            guard length <= UInt64(reader.remaining) else { throw CacheReader.Damaged() }
            let start = reader.offset, end = start + Int(length)
            // Then the search index, checked and read as the snapshot is, then the parts.
            var after = CacheReader(bytes, from: end)
            let searchLength = try after.uint(), searchHash = try ContentHash(from: &after)
            guard searchLength <= UInt64(after.remaining) else { throw CacheReader.Damaged() }
            let searchStart = after.offset, searchEnd = searchStart + Int(searchLength)
            async let search = Self.search(bytes[searchStart..<searchEnd], hash: searchHash)
            loaded.memory = try await BuildMemory(decoding: bytes, from: searchEnd)
            let part = bytes[start..<end]
            if length > 0 {
                guard ContentHash(part) == hash else { throw CacheReader.Damaged() }
                var snapshot = CacheReader(part)
                loaded.snapshot = try BuildSnapshot(from: &snapshot)
                guard snapshot.isAtEnd else { throw CacheReader.Damaged() }
                // Made from the sources alone: kept though the output folder was changed.
                loaded.memory.related = loaded.snapshot?.related
            }
            loaded.memory.search = try await search.get()
        } catch {
            return Loaded(warnings: [.warning("the build cache is damaged; it is discarded and everything is built "
                                              + "again", path: Self.fileName)])
        }
        let memory = loaded.memory
        let hashes = await manifest().hashes
        async let missing = memory.missingOutputs(matching: hashes, in: output)
        if let snapshot = loaded.snapshot { loaded.restored = await restore(snapshot, memory) }
        let gone = await missing
        if !gone.isEmpty { (loaded.snapshot, loaded.restored) = (nil, nil) }
        loaded.memory.forgetOutputs(gone)
        return loaded
    }

    /// The search index the cache keeps (none when `part` is empty), on a core of its own.
    private static func search(_ part: CacheBytes, hash: ContentHash) async
        -> Result<IncrementalBuild.SearchState?, CacheReader.Damaged> {
        guard part.count > 0 else { return .success(nil) }
        return await DetachedThread.run(named: "folio-search-cache") {
            Result { () throws(CacheReader.Damaged) -> IncrementalBuild.SearchState? in
                guard ContentHash(part) == hash else { throw CacheReader.Damaged() }
                var reader = CacheReader(part)
                let state = try IncrementalBuild.SearchState(from: &reader)
                guard reader.isAtEnd else { throw CacheReader.Damaged() }
                return state
            }
        }
    }

    /// Writes the memory in one step (a temporary file renamed over the last one); a warning if it cannot.
    func save(_ memory: BuildMemory, snapshot: () -> BuildSnapshot?) async -> [Diagnostic] {
        guard isWritable else { return [] }
        async let encoding = memory.encodedParts()  // beside the snapshot's making
        var writer = CacheWriter()
        writer.bytes = Self.header
        writer.write(Self.layout)
        writer.write(Folio.version)
        var kept = CacheWriter()
        snapshot()?.write(to: &kept)
        writer.write(UInt64(kept.bytes.count))
        ContentHash(kept.bytes).write(to: &writer)
        writer.bytes += kept.bytes
        // The search index after the snapshot: its bytes are written as they are, not copied into the head.
        var search = CacheWriter()
        memory.search?.write(to: &search)
        writer.write(UInt64(search.bytes.count))
        ContentHash(search.bytes).write(to: &writer)
        let parts = await encoding
        var table = CacheWriter()
        BuildMemory.writeTable(of: parts, keys: memory.keys, to: &table)
        let temporary = url.deletingLastPathComponent()
            .appending(path: "\(Self.fileName).\(ProcessInfo.processInfo.processIdentifier)")
        // The parts as they are, one after another, without first making one copy of them all.
        let rest = [CacheBytes(search.bytes), CacheBytes(table.bytes)] + parts.map(\.bytes)
        if let failure = Self.write(CacheBytes(writer.bytes), then: rest, to: temporary.path)
            ?? (rename(temporary.path, url.path) == 0 ? nil : errno) {
            unlink(temporary.path)
            return [.warning("cannot save the build cache (\(String(cString: strerror(failure)))); the next build "
                             + "starts from scratch", path: Self.fileName)]
        }
        return []
    }

    /// Writes the bytes to a new file at `path` with plain system calls; the error number when that fails.
    private static func write(_ head: CacheBytes, then parts: [CacheBytes], to path: String) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno }
        var failure: Int32?
        for bytes in [head] + parts where failure == nil {
            bytes.withUnsafeBytes { buffer in
                var done = 0
                while done < buffer.count {
                    let wrote = Glibc.write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                    if wrote < 0, errno == EINTR { continue }
                    guard wrote > 0 else {
                        failure = wrote < 0 ? errno : EIO
                        return
                    }
                    done += wrote
                }
            }
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        return failure
    }
}
