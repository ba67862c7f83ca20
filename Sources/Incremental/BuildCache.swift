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
/// The memory's records are kept in parts (see `BuildMemory.part`), each with its hash in a table at the end of the
/// file (`CacheTable`), so that a load reads the parts on every core and a save appends only the parts a build
/// changed, with the snapshot, the search index and a new table. A file that would grow to more than twice what the
/// memory takes is written anew instead.
public struct BuildCache: Sendable {
    static let fileName = ".folio-cache"
    /// The first bytes of every cache, whatever its layout.
    static let header = Array("folio build cache\n".utf8)
    /// The layout's number, written after the header and raised whenever what the cache holds changes.
    static let layout: UInt64 = 17

    let url: URL
    /// False when a file that is not folio's is in the way.
    private(set) var isWritable = true
    /// The file `load` read and took the memory from, if it did.
    private(set) var read: ReadFile?

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
        var file = stat()
        guard !isFolder.boolValue, let bytes = CacheBytes(mapping: url.path, info: &file),
              bytes.starts(with: Self.header) else {
            isWritable = false
            return Loaded(warnings: [.warning("not a folio build cache, so folio neither uses nor replaces it; "
                                              + "remove it to let builds reuse their work", path: Self.fileName)])
        }
        var loaded = Loaded()
        do throws(CacheReader.Damaged) {
            var reader = CacheReader(bytes, from: Self.header.count)
            // A cache from another version of folio is not damaged, only of no use.
            guard try reader.uint() == Self.layout, try reader.string() == Folio.version else { return Loaded() }
            let table = try CacheTable(readingEndOf: bytes, start: reader.offset)
            async let search = Self.search(table.search, in: bytes)
            loaded.memory = try await BuildMemory(keys: table.keys, parts: table.parts, in: bytes)
            if table.snapshot.length > 0 {
                var snapshot = CacheReader(try table.snapshot.bytes(in: bytes))
                loaded.snapshot = try BuildSnapshot(from: &snapshot)
                guard snapshot.isAtEnd else { throw CacheReader.Damaged() }
                // Made from the sources alone: kept though the output folder was changed.
                loaded.memory.related = loaded.snapshot?.related
            }
            loaded.memory.search = try await search.get()
            read = ReadFile(device: UInt64(file.st_dev), inode: UInt64(file.st_ino), size: bytes.count,
                            start: reader.offset)
        } catch {
            return Loaded(warnings: [.warning("the build cache is damaged; it is discarded and everything is built "
                                              + "again", path: Self.fileName)])
        }
        // A build that found nothing changed has let go of this load: the output folder is not looked at twice.
        guard !Task.isCancelled else { return loaded }
        let memory = loaded.memory
        let hashes = await manifest().hashes
        async let missing = memory.missingOutputs(matching: hashes, in: output)
        if let snapshot = loaded.snapshot { loaded.restored = await restore(snapshot, memory) }
        let gone = await missing
        if !gone.isEmpty { (loaded.snapshot, loaded.restored) = (nil, nil) }
        loaded.memory.forgetOutputs(gone)
        return loaded
    }

    /// The search index the cache keeps at `place` (none when it is empty), on a core of its own.
    private static func search(_ place: CacheTable.Place, in file: CacheBytes) async
        -> Result<IncrementalBuild.SearchState?, CacheReader.Damaged> {
        guard place.length > 0 else { return .success(nil) }
        return await DetachedThread.run(named: "folio-search-cache") {
            Result { () throws(CacheReader.Damaged) -> IncrementalBuild.SearchState? in
                var reader = CacheReader(try place.bytes(in: file))
                let state = try IncrementalBuild.SearchState(from: &reader)
                guard reader.isAtEnd else { throw CacheReader.Damaged() }
                return state
            }
        }
    }

    /// The file `load` read: a save may append to it while it is still that file, as it was.
    struct ReadFile: Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int
        /// Where its first line, layout and version end.
        var start: Int
    }

    /// Saves the memory: appended to the file the build read, when that is still as it was read and would hold no
    /// more than twice what the memory takes; else written in one step (a temporary file renamed over the last
    /// one), its parts made a few at a time and written as they are made. Either way a build that reads the cache
    /// meanwhile sees the old memory or the new one whole. A warning if it cannot.
    func save(_ memory: BuildMemory, snapshot: () -> BuildSnapshot?) async -> [Diagnostic] {
        guard isWritable else { return [] }
        var prefix = CacheWriter()
        prefix.bytes = Self.header
        prefix.write(Self.layout)
        prefix.write(Folio.version)
        var tail: (snapshot: [UInt8], search: [CacheBytes])?
        if let read, read.start == prefix.bytes.count {
            async let encoding = memory.encodedParts()  // beside the snapshot's making
            let made = Self.tail(memory, snapshot)
            let parts = await encoding
            let live = prefix.bytes.count + made.snapshot.count + made.search.reduce(0) { $0 + $1.count }
                + parts.reduce(0) { $0 + $1.bytes.count }
            let appended = Self.runs(after: read.size, parts: parts, inPlace: true, keys: memory.keys,
                                     snapshot: made.snapshot, search: made.search)
            if appended.end <= 2 * live, Self.append(appended.runs, to: url.path, onto: read) { return [] }
            tail = made
        }
        let temporary = url.deletingLastPathComponent()
            .appending(path: "\(Self.fileName).\(ProcessInfo.processInfo.processIdentifier)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        var failure = descriptor < 0 ? errno : Self.writeAll([CacheBytes(prefix.bytes)], to: descriptor)
        if descriptor >= 0 {
            // The parts, written as they are made, beside the snapshot's making.
            async let written = Self.writeParts(of: memory, to: descriptor, from: prefix.bytes.count)
            let made = tail ?? Self.tail(memory, snapshot)
            let parts = await written
            failure = failure ?? parts.failure
            let rest = Self.runs(after: parts.end, parts: [], inPlace: false, keys: memory.keys,
                                 snapshot: made.snapshot, search: made.search, places: parts.places)
            failure = failure ?? Self.writeAll(rest.runs, to: descriptor)
            if close(descriptor) != 0, failure == nil { failure = errno }
        }
        if let failure = failure ?? (rename(temporary.path, url.path) == 0 ? nil : errno) {
            unlink(temporary.path)
            return [.warning("cannot save the build cache (\(String(cString: strerror(failure)))); the next build "
                             + "starts from scratch", path: Self.fileName)]
        }
        return []
    }

    /// The snapshot's bytes and the search index's (written as they are, not copied into one buffer with the rest).
    private static func tail(_ memory: BuildMemory, _ snapshot: () -> BuildSnapshot?)
        -> (snapshot: [UInt8], search: [CacheBytes]) {
        var kept = CacheWriter()
        snapshot()?.write(to: &kept)
        var runs = CacheRunWriter()
        memory.search?.write(to: &runs)
        let search = runs.finished()
        return (kept.bytes, search)
    }

    /// Writes every part of `memory` to `descriptor`, the first at `offset`, made one for each core at a time (each
    /// is megabytes at 10,000 posts: two for each core held 8 MB more at once, and took as long): where each went,
    /// where the file ends, and the error number if one could not be written.
    private static func writeParts(of memory: BuildMemory, to descriptor: Int32,
                                   from offset: Int) async -> (places: [CacheTable.Place], end: Int, failure: Int32?) {
        var places: [CacheTable.Place] = [], end = offset, failure: Int32?
        await memory.forEachEncodedPart(madeAtOnce: ProcessInfo.processInfo.activeProcessorCount) { part in
            guard failure == nil else { return }
            failure = writeAll([part.bytes], to: descriptor)
            places.append(CacheTable.Place(offset: end, length: part.bytes.count, hash: part.hash))
            end += part.bytes.count
        }
        return (places, end, failure)
    }

    /// What follows byte `end` of the file: the parts (but those it holds already, left where they are when
    /// `inPlace`), the snapshot, the search index, then the table that says where each is (the parts `written`
    /// already first); and the file's size after.
    private static func runs(after end: Int, parts: [BuildMemory.Part], inPlace: Bool, keys: SiteKeys,
                             snapshot: [UInt8], search: [CacheBytes], places written: [CacheTable.Place] = [])
        -> (runs: [CacheBytes], end: Int) {
        var runs: [CacheBytes] = [], end = end
        // `bytes`, one run after another, as one place.
        func place(_ bytes: [CacheBytes], _ hash: ContentHash) -> CacheTable.Place {
            let start = end
            runs += bytes
            end += bytes.reduce(0) { $0 + $1.count }
            return CacheTable.Place(offset: start, length: end - start, hash: hash)
        }
        let places = written + parts.map { part in
            if inPlace, let offset = part.offset {
                CacheTable.Place(offset: offset, length: part.bytes.count, hash: part.hash)
            } else {
                place([part.bytes], part.hash)
            }
        }
        let table = CacheTable(keys: keys, snapshot: place([CacheBytes(snapshot)], ContentHash(snapshot)),
                               search: place(search, ContentHash(runs: search)), parts: places).encoded(at: end)
        return (runs + [CacheBytes(table)], end + table.count)
    }

    /// Appends `runs` to the file at `path` under an exclusive lock, when it is still the file `read` describes;
    /// false, leaving it as it was, when it is not, another build holds a lock on it (this one does not wait), or
    /// the bytes cannot all be written.
    private static func append(_ runs: [CacheBytes], to path: String, onto read: ReadFile) -> Bool {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }  // which lets go of the lock
        var info = stat()
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, fstat(descriptor, &info) == 0,
              UInt64(info.st_dev) == read.device, UInt64(info.st_ino) == read.inode, Int(info.st_size) == read.size
        else { return false }
        guard writeAll(runs, to: descriptor) == nil else {
            _ = ftruncate(descriptor, off_t(read.size))
            return false
        }
        return true
    }

    /// Writes the runs, one after another, to `descriptor`; the error number when that fails.
    private static func writeAll(_ runs: [CacheBytes], to descriptor: Int32) -> Int32? {
        var failure: Int32?
        for bytes in runs where failure == nil {
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
        return failure
    }
}
