import Foundation

/// `folio build`'s memo between runs: the file `.folio-cache` in the site's folder, which a second build reads so
/// that nothing unchanged is read, rendered or written again. It is only ever a shortcut: every entry is checked
/// against what it was made from (see `BuildMemo`), and the files it says are already written are checked against
/// the output folder's manifest. A damaged cache is discarded with a warning; a file of that name that folio did
/// not write is left alone, with a warning, and not used.
struct BuildCache {
    static let fileName = ".folio-cache"
    /// The first bytes of every cache, whatever its layout.
    static let header = Array("folio build cache\n".utf8)
    /// The layout's number, written after the header and raised whenever what the cache holds changes.
    static let layout: UInt64 = 7

    let url: URL
    /// False when a file that is not folio's is in the way.
    private(set) var isWritable = true

    init(root: URL) {
        url = root.appending(path: Self.fileName)
    }

    /// The memo the last build left, keeping only the files the output folder still holds as it wrote them;
    /// an empty memo when there is none, or none to trust.
    mutating func load(output: URL, manifest: OutputManifest? = nil, racyWindow: Int64) async
        -> (memo: BuildMemo, warnings: [Diagnostic]) {
        let memo = BuildMemo(keepsBytes: false, racyWindow: racyWindow)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return (memo, []) }
        guard !isFolder.boolValue, let bytes = Self.read(url.path), bytes.starts(with: Self.header) else {
            isWritable = false
            return (memo, [.warning("not a folio build cache, so folio neither uses nor replaces it; remove it to "
                                    + "let builds reuse their work", path: Self.fileName)])
        }
        do throws(CacheReader.Damaged) {
            var reader = CacheReader(bytes, from: Self.header.count)
            // A cache from another version of folio is not damaged, only of no use.
            guard try reader.uint() == Self.layout, try reader.string() == Folio.version else { return (memo, []) }
            try await memo.decode(bytes, from: reader.offset)
        } catch {
            return (BuildMemo(keepsBytes: false, racyWindow: racyWindow),
                    [.warning("the build cache is damaged; it is discarded and everything is built again",
                              path: Self.fileName)])
        }
        let written = manifest ?? OutputManifest(marker: FileManager.default.contents(
            atPath: output.appending(path: OutputFolder.marker).path))
        await memo.keepFiles(matching: written.hashes, in: output)
        return (memo, [])
    }

    /// The file's bytes, read straight into an array; nil when it cannot be read.
    private static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, count in
            while count < buffer.count {
                let got = Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if got <= 0 {
                    failed = got < 0
                    break
                }
                count += got
            }
        }
        return failed ? nil : bytes
    }

    /// Writes the memo in one step (a temporary file renamed over the last one); a warning if it cannot.
    func save(_ memo: BuildMemo) async -> [Diagnostic] {
        guard isWritable else { return [] }
        var writer = CacheWriter()
        writer.bytes = Self.header
        writer.write(Self.layout)
        writer.write(Folio.version)
        let parts = await memo.encodedParts()
        BuildMemo.writeTable(of: parts, to: &writer)
        let temporary = url.deletingLastPathComponent()
            .appending(path: "\(Self.fileName).\(ProcessInfo.processInfo.processIdentifier)")
        do {
            // The parts as they are, one after another, without first making one copy of them all.
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission)
            }
            let file = try FileHandle(forWritingTo: temporary)
            defer { try? file.close() }
            try file.write(contentsOf: writer.bytes)
            for part in parts { try file.write(contentsOf: part.bytes) }
            try file.close()
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
            return []
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            return [.warning("cannot save the build cache (\(error.localizedDescription)); the next build starts "
                             + "from scratch", path: Self.fileName)]
        }
    }
}

extension BuildMemo {
    /// Every entry, in parts (see `BuildMemo.part`) that are written, and later read, on every core: each part is
    /// its number, a count and its entries, with a page's source, rendered Markdown and link check together. A part
    /// read from the last cache and not changed since is written back as it was read.
    func encodedParts() async -> [(bytes: ArraySlice<UInt8>, hash: ContentHash)] {
        let (sources, pages) = (self.sources.withLock { $0 }, self.pages.withLock { $0 })
        let links = self.links.withLock { $0 }
        let (files, copies) = (self.files.withLock { $0 }, self.copies.withLock { $0 })
        let (changed, read) = (changedParts.withLock { $0 }, readParts.withLock { $0 })
        let shards = Shard.count
        let stale = (0..<(Kind.allCases.count * shards)).filter { part in
            let shard = part % shards
            let isEmpty = switch Kind(rawValue: part / shards)! {
            case .page: sources.parts[shard].isEmpty
            case .file: files.parts[shard].isEmpty
            case .copy: copies.parts[shard].isEmpty
            }
            return !isEmpty && (changed.contains(part) || read[part] == nil)
        }
        let made = await inParallel(stale.count) { index -> [UInt8] in
            let part = stale[index], shard = part % shards
            var writer = CacheWriter()
            writer.write(UInt64(part))
            switch Kind(rawValue: part / shards)! {
            case .page:
                writer.write(UInt64(sources.parts[shard].count))
                for (path, known) in sources.parts[shard].sorted(by: { $0.key < $1.key }) {
                    writer.write(path)
                    known.identity.write(to: &writer)
                    writer.write(known.recordedAt)
                    known.settings.write(to: &writer)
                    known.source.value.write(to: &writer)
                    writer.write(known.source.warnings)
                    let page = pages.parts[shard][path]
                    writer.write(page != nil)
                    if let page {
                        page.key.write(to: &writer)
                        page.page.write(to: &writer)
                    }
                    writer.write(links.parts[shard][path])
                }
            case .file:
                writer.write(UInt64(files.parts[shard].count))
                for (_, entry) in files.parts[shard].sorted(by: { $0.key < $1.key }) {
                    entry.key.write(to: &writer)
                    entry.file.write(to: &writer)
                }
            case .copy:
                writer.write(UInt64(copies.parts[shard].count))
                for (path, known) in copies.parts[shard].sorted(by: { $0.key < $1.key }) {
                    writer.write(path)
                    known.identity.write(to: &writer)
                    writer.write(known.recordedAt)
                    known.hash.write(to: &writer)
                }
            }
            return writer.bytes
        }
        var parts: [Int: (bytes: ArraySlice<UInt8>, hash: ContentHash)] = [:]
        let hashes = await inParallel(made.count) { ContentHash(made[$0]) }
        for (index, part) in stale.enumerated() { parts[part] = (made[index][...], hashes[index]) }
        for (part, kept) in read where !changed.contains(part) && parts[part] == nil { parts[part] = kept }
        return parts.keys.sorted().map { parts[$0]! }
    }

    /// `encodedParts()` as one run of bytes: their count, each one's length and hash, then the parts.
    func encoded() async -> [UInt8] {
        let parts = await encodedParts()
        var writer = CacheWriter()
        Self.writeTable(of: parts, to: &writer)
        for part in parts { writer.bytes += part.bytes }
        return writer.bytes
    }

    static func writeTable(of parts: [(bytes: ArraySlice<UInt8>, hash: ContentHash)], to writer: inout CacheWriter) {
        writer.write(UInt64(parts.count))
        for part in parts {
            writer.write(UInt64(part.bytes.count))
            part.hash.write(to: &writer)
        }
    }

    /// Takes in the entries `encoded()` wrote, from `start` to the end of `payload`; throws, taking in nothing, if
    /// they are not exactly that, each part with its hash.
    func decode(_ payload: [UInt8], from start: Int = 0) async throws(CacheReader.Damaged) {
        var reader = CacheReader(payload, from: start)
        let count = try reader.uint()
        guard count <= UInt64(payload.count) else { throw CacheReader.Damaged() }
        var table: [(length: Int, hash: ContentHash)] = []
        for _ in 0..<count { table.append((Int(clamping: try reader.uint()), try ContentHash(from: &reader))) }
        var parts: [ArraySlice<UInt8>] = []
        var offset = reader.offset
        for (length, _) in table {
            guard length <= payload.count - offset else { throw CacheReader.Damaged() }
            parts.append(payload[offset..<(offset + length)])
            offset += length
        }
        guard offset == payload.count else { throw CacheReader.Damaged() }
        let (work, hashes) = (parts, table.map(\.hash))
        let decoded = await inParallel(work.count) { index in
            Result { () throws(CacheReader.Damaged) in
                guard ContentHash(work[index]) == hashes[index] else { throw CacheReader.Damaged() }
                return try Self.decode(part: work[index])
            }
        }
        var all = (sources: Shards<KnownSource>(), pages: Shards<(key: ContentHash, page: Page)>(),
                   links: Shards<LinkCheck>(), files: Shards<(key: ContentHash, file: OutputFile)>(),
                   copies: Shards<KnownCopy>())
        var read: [Int: (bytes: ArraySlice<UInt8>, hash: ContentHash)] = [:]
        for ((bytes, hash), result) in zip(zip(parts, hashes), decoded) {
            let part: Entries
            switch result {
            case .success(let entries): part = entries
            case .failure(let damage): throw damage
            }
            guard read.updateValue((bytes, hash), forKey: part.number) == nil else {
                throw CacheReader.Damaged()
            }
            // Each part is one shard of its kind, taken over whole.
            let shard = part.number % Shard.count
            switch Kind(rawValue: part.number / Shard.count)! {
            case .page:
                all.sources.parts[shard] = part.sources
                all.pages.parts[shard] = part.pages
                all.links.parts[shard] = part.links
            case .file: all.files.parts[shard] = part.files
            case .copy: all.copies.parts[shard] = part.copies
            }
        }
        sources.withLock { $0 = all.sources }
        pages.withLock { $0 = all.pages }
        links.withLock { $0 = all.links }
        files.withLock { $0 = all.files }
        copies.withLock { $0 = all.copies }
        readParts.withLock { $0 = read }
    }

    private struct Entries {
        var number = 0
        var sources: [String: KnownSource] = [:]
        var pages: [String: (key: ContentHash, page: Page)] = [:]
        var links: [String: LinkCheck] = [:]
        var files: [String: (key: ContentHash, file: OutputFile)] = [:]
        var copies: [String: KnownCopy] = [:]
    }

    private static func decode(part: ArraySlice<UInt8>) throws(CacheReader.Damaged) -> Entries {
        var reader = CacheReader(part)
        var entries = Entries()
        let number = try reader.uint()
        guard number < UInt64(Kind.allCases.count * Shard.count) else { throw CacheReader.Damaged() }
        entries.number = Int(number)
        let kind = Kind(rawValue: entries.number / Shard.count)!
        let count = try reader.uint()
        guard count <= UInt64(part.count) else { throw CacheReader.Damaged() }
        switch kind {
        case .page:
            entries.sources.reserveCapacity(Int(count))
            entries.pages.reserveCapacity(Int(count))
            entries.links.reserveCapacity(Int(count))
        case .file: entries.files.reserveCapacity(Int(count))
        case .copy: entries.copies.reserveCapacity(Int(count))
        }
        for _ in 0..<count {
            let path: String
            switch kind {
            case .page:
                path = try reader.string()
                let identity = try FileIdentity(from: &reader)
                let recordedAt = try reader.int64()
                let settings = try ContentHash(from: &reader)
                let source = try PageSource(from: &reader)
                entries.sources[path] = KnownSource(identity: identity, recordedAt: recordedAt, settings: settings,
                                                    source: Checked(source, warnings: try reader.list()))
                if try reader.bool() {
                    let key = try ContentHash(from: &reader)
                    entries.pages[path] = (key, try Page(source: source, from: &reader))
                }
                if let check = try reader.optional(LinkCheck.self) { entries.links[path] = check }
            case .file:
                let key = try ContentHash(from: &reader)
                let file = try OutputFile(from: &reader)
                guard case .unchanged = file.contents else { throw CacheReader.Damaged() }
                path = file.path
                entries.files[path] = (key, file)
            case .copy:
                path = try reader.string()
                entries.copies[path] = KnownCopy(identity: try FileIdentity(from: &reader),
                                                 recordedAt: try reader.int64(), hash: try ContentHash(from: &reader))
            }
            // An entry in the wrong part would be written twice, or lost.
            guard Self.part(kind, path) == entries.number else { throw CacheReader.Damaged() }
        }
        guard reader.isAtEnd else { throw CacheReader.Damaged() }
        return entries
    }

    /// Keeps the files the output folder holds as the memo says: in its manifest, with the same hash, on disk.
    /// Each shard is looked at on its own core.
    func keepFiles(matching manifest: [String: ContentHash], in output: URL) async {
        let base = output.path + "/"
        let shards = files.withLock { $0 }
        let gone = await inParallel(shards.parts.count) { shard in
            shards.parts[shard].compactMap { path, entry -> String? in
                guard case .unchanged(let hash) = entry.file.contents, manifest[path] == hash,
                      access(base + path, F_OK) == 0 else { return path }
                return nil
            }
        }.flatMap { $0 }
        files.withLock { files in
            for path in gone { files[path] = nil }
        }
        changedParts.withLock { $0.formUnion(gone.map { Self.part(.file, $0) }) }
    }
}
