import Foundation
import Fingerprints

/// Bytes of the build cache, read in place: the file mapped into memory (which costs a tenth of reading 28 MB into
/// a fresh buffer), or bytes a build encoded. A part of the cache, a record's deferred value and the whole file are
/// windows into one buffer, which lives while any window does.
struct CacheBytes: Sendable {
    private let storage: Storage
    private let start: Int
    let count: Int

    /// Immutable once made: a mapping of the file, or an array.
    private final class Storage: @unchecked Sendable {
        let base: UnsafeRawPointer?
        private let mapped: Int?
        private let array: [UInt8]

        init(_ array: [UInt8]) {
            self.array = array
            mapped = nil
            base = nil
        }

        init?(mapping descriptor: Int32, count: Int) {
            // Populated at once: one call maps every page, instead of a fault for each.
            let pointer = mmap(nil, count, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0)
            guard count > 0, let pointer, pointer != MAP_FAILED else { return nil }
            (base, mapped, array) = (UnsafeRawPointer(pointer), count, [])
        }

        deinit {
            if let mapped, let base { munmap(UnsafeMutableRawPointer(mutating: base), mapped) }
        }

        func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
            if let base { return try body(UnsafeRawBufferPointer(start: base, count: mapped ?? 0)) }
            return try array.withUnsafeBytes(body)
        }
    }

    init(_ bytes: [UInt8]) {
        (storage, start, count) = (Storage(bytes), 0, bytes.count)
    }

    private init(_ storage: Storage, start: Int, count: Int) {
        (self.storage, self.start, self.count) = (storage, start, count)
    }

    /// The file at `path`, mapped, and what `stat` says of it in `info`; nil when it cannot be read. folio replaces
    /// its cache by renaming a new file over it, which leaves a mapped one whole, or appends to it under an exclusive
    /// lock, which leaves the bytes mapped as they were: the file is measured and mapped under a shared lock, so that
    /// an append is mapped whole or not at all. Only a file cut short in place while a build reads it could fault.
    init?(mapping path: String, info: inout stat) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        // A file system without locks (some network ones) is read as it is: a cache cut short is only discarded.
        _ = flock(descriptor, LOCK_SH)
        defer {
            // Let go of at once: the mapping holds the open file, and with it the lock, until it is unmapped.
            _ = flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        guard fstat(descriptor, &info) == 0 else { return nil }
        if info.st_size == 0 {
            self.init([])
        } else {
            guard let storage = Storage(mapping: descriptor, count: Int(info.st_size)) else { return nil }
            self.init(storage, start: 0, count: Int(info.st_size))
        }
    }

    /// Where the bytes start when they are a mapped file, whose pages stay where they are while any window into
    /// them lives; nil for bytes in an array, which are read through `withUnsafeBytes`.
    var mappedStart: UnsafeRawPointer? { storage.base.map { $0 + start } }

    /// The bytes from `range.lowerBound` up to `range.upperBound`, counted from this window's start.
    subscript(range: Range<Int>) -> CacheBytes {
        precondition(range.lowerBound >= 0 && range.upperBound <= count)
        return CacheBytes(storage, start: start + range.lowerBound, count: range.count)
    }

    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withBytes { whole in try body(UnsafeRawBufferPointer(rebasing: whole[start..<(start + count)])) }
    }

    /// This window and `next` as one, when `next` starts where this one ends in the same bytes.
    func joined(with next: CacheBytes) -> CacheBytes? {
        guard next.storage === storage, next.start == start + count else { return nil }
        return CacheBytes(storage, start: start, count: count + next.count)
    }

    func starts(with prefix: [UInt8]) -> Bool {
        count >= prefix.count && withUnsafeBytes { $0.prefix(prefix.count).elementsEqual(prefix) }
    }
}

extension ContentHash {
    init(_ bytes: CacheBytes) {
        self.init()
        bytes.withUnsafeBytes { update($0) }
    }

    /// The hash of `runs` one after another, as `init(_:)` hashes them in one window.
    init(runs: [CacheBytes]) {
        var pieces = Pieces()
        for run in runs { run.withUnsafeBytes { pieces.feed($0) } }
        self = pieces.finished
    }
}

extension CacheWriter {
    /// The bytes as they are.
    mutating func append(_ part: CacheBytes) {
        part.withUnsafeBytes { bytes.append(contentsOf: $0) }
    }

    /// A count, then the bytes as they are: what `CacheReader.counted()` reads.
    mutating func write(counted part: CacheBytes) {
        write(UInt64(part.count))
        append(part)
    }
}

/// Bytes written as runs: what is encoded goes into one buffer, and bytes a cache holds already are taken as the
/// windows they are, not copied (a window that follows the last one in the same bytes extends it), so that a save
/// that writes most of what it read moves those bytes once, from the mapped file to the new one.
struct CacheRunWriter {
    private(set) var runs: [CacheBytes] = []
    var writer = CacheWriter()

    /// `part` as it is, after what was written before it.
    mutating func append(_ part: CacheBytes) {
        guard part.count > 0 else { return }
        finishBuffer()
        if let last = runs.last, let joined = last.joined(with: part) { runs[runs.count - 1] = joined } else {
            runs.append(part)
        }
    }

    /// Ends the buffer's run past a megabyte, so that no buffer is grown (and copied) to the size of the whole.
    mutating func endRunIfLong() {
        if writer.bytes.count >= 1 << 20 { finishBuffer() }
    }

    /// Every run, the buffer last.
    mutating func finished() -> [CacheBytes] {
        finishBuffer()
        return runs
    }

    private mutating func finishBuffer() {
        guard !writer.bytes.isEmpty else { return }
        runs.append(CacheBytes(writer.bytes))
        writer.bytes = []
    }
}
