import Foundation

/// `folio build`'s memo between runs: the file `.folio-cache` in the site's folder, which a second build reads so
/// that nothing unchanged is read, rendered or written again. It is only ever a shortcut: every entry is checked
/// against what it was made from (see `BuildMemo`), and the files it says are already written are checked against
/// the output folder's manifest. A damaged cache is discarded with a warning; a file of that name that folio did
/// not write is left alone, with a warning, and not used.
struct BuildCache {
    static let fileName = ".folio-cache"
    static let header = Array("folio build cache\n".utf8)

    let url: URL
    /// False when a file that is not folio's is in the way.
    private(set) var isWritable = true

    init(root: URL) {
        url = root.appending(path: Self.fileName)
    }

    /// The memo the last build left, keeping only the files the output folder still holds as it wrote them;
    /// an empty memo when there is none, or none to trust.
    mutating func load(output: URL, racyWindow: Int64) -> (memo: BuildMemo, warnings: [Diagnostic]) {
        let memo = BuildMemo(keepsBytes: false, racyWindow: racyWindow)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return (memo, []) }
        guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: url.path),
              data.starts(with: Self.header) else {
            isWritable = false
            return (memo, [.warning("not a folio build cache, so folio neither uses nor replaces it; remove it to "
                                    + "let builds reuse their work", path: Self.fileName)])
        }
        let bytes = [UInt8](data)
        do throws(CacheReader.Damaged) {
            var reader = CacheReader(bytes, from: Self.header.count)
            // A cache from another version of folio is not damaged, only of no use.
            guard try reader.string() == Folio.version else { return (memo, []) }
            let payloadStart = reader.offset
            guard bytes.count >= payloadStart + 8 else { throw CacheReader.Damaged() }
            var sum = CacheReader(bytes, from: bytes.count - 8)
            let expected = ContentHash(bytes[payloadStart..<(bytes.count - 8)])
            guard try sum.fixed() == expected.value else { throw CacheReader.Damaged() }
            try memo.read(from: &reader, end: bytes.count - 8)
        } catch {
            return (BuildMemo(keepsBytes: false, racyWindow: racyWindow),
                    [.warning("the build cache is damaged; it is discarded and everything is built again",
                              path: Self.fileName)])
        }
        let marker = FileManager.default.contents(atPath: output.appending(path: OutputFolder.marker).path)
        memo.keepFiles(matching: OutputManifest(marker: marker).hashes, in: output)
        return (memo, [])
    }

    /// Writes the memo in one step (a temporary file renamed over the last one); a warning if it cannot.
    func save(_ memo: BuildMemo) -> [Diagnostic] {
        guard isWritable else { return [] }
        var writer = CacheWriter()
        writer.bytes = Self.header
        writer.write(Folio.version)
        let payloadStart = writer.bytes.count
        memo.write(to: &writer)
        let sum = ContentHash(writer.bytes[payloadStart...])
        withUnsafeBytes(of: sum.value.littleEndian) { writer.bytes.append(contentsOf: $0) }
        let temporary = url.deletingLastPathComponent()
            .appending(path: "\(Self.fileName).\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try Data(writer.bytes).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
            return []
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            return [.warning("cannot save the build cache (\(error.localizedDescription)); the next build starts "
                             + "from scratch", path: Self.fileName)]
        }
    }
}

extension CacheReader {
    /// Eight bytes, little-endian.
    mutating func fixed() throws(Damaged) -> UInt64 {
        var value: UInt64 = 0
        for shift in 0..<8 {
            value |= UInt64(try byte()) << (8 * UInt64(shift))
        }
        return value
    }
}

extension BuildMemo {
    /// Every entry, each kind as a count and its entries.
    func write(to writer: inout CacheWriter) {
        let sources = self.sources.withLock { $0 }
        writer.write(UInt64(sources.count))
        for (path, known) in sources.sorted(by: { $0.key < $1.key }) {
            writer.write(path)
            known.identity.write(to: &writer)
            writer.write(known.recordedAt)
            known.settings.write(to: &writer)
            known.source.value.write(to: &writer)
            writer.write(known.source.warnings)
        }
        let pages = self.pages.withLock { $0 }
        writer.write(UInt64(pages.keys.filter { sources[$0] != nil }.count))
        for (path, entry) in pages.sorted(by: { $0.key < $1.key }) where sources[path] != nil {
            writer.write(path)
            entry.key.write(to: &writer)
            entry.page.write(to: &writer)
        }
        let links = self.links.withLock { $0 }
        writer.write(UInt64(links.count))
        for (path, check) in links.sorted(by: { $0.key < $1.key }) {
            writer.write(path)
            check.write(to: &writer)
        }
        let files = self.files.withLock { $0 }
        writer.write(UInt64(files.count))
        for (_, entry) in files.sorted(by: { $0.key < $1.key }) {
            entry.key.write(to: &writer)
            entry.file.write(to: &writer)
        }
        let copies = self.copies.withLock { $0 }
        writer.write(UInt64(copies.count))
        for (path, known) in copies.sorted(by: { $0.key < $1.key }) {
            writer.write(path)
            known.identity.write(to: &writer)
            writer.write(known.recordedAt)
            known.hash.write(to: &writer)
        }
    }

    /// Reads what `write(to:)` wrote, which must end exactly at `end`.
    func read(from reader: inout CacheReader, end: Int) throws(CacheReader.Damaged) {
        var sources: [String: KnownSource] = [:]
        for _ in 0..<(try reader.uint()) {
            let path = try reader.string()
            let identity = try FileIdentity(from: &reader)
            let recordedAt = try reader.int64()
            let settings = try ContentHash(from: &reader)
            let source = try PageSource(from: &reader)
            sources[path] = KnownSource(identity: identity, recordedAt: recordedAt, settings: settings,
                                        source: Checked(source, warnings: try reader.list()))
        }
        var pages: [String: (key: ContentHash, page: Page)] = [:]
        for _ in 0..<(try reader.uint()) {
            let path = try reader.string()
            let key = try ContentHash(from: &reader)
            guard let source = sources[path]?.source.value else { throw CacheReader.Damaged() }
            pages[path] = (key, try Page(source: source, from: &reader))
        }
        var links: [String: LinkCheck] = [:]
        for _ in 0..<(try reader.uint()) {
            let path = try reader.string()
            links[path] = try LinkCheck(from: &reader)
        }
        var files: [String: (key: ContentHash, file: OutputFile)] = [:]
        for _ in 0..<(try reader.uint()) {
            let key = try ContentHash(from: &reader)
            let file = try OutputFile(from: &reader)
            guard case .unchanged = file.contents else { throw CacheReader.Damaged() }
            files[file.path] = (key, file)
        }
        var copies: [String: KnownCopy] = [:]
        for _ in 0..<(try reader.uint()) {
            let path = try reader.string()
            copies[path] = KnownCopy(identity: try FileIdentity(from: &reader), recordedAt: try reader.int64(),
                                     hash: try ContentHash(from: &reader))
        }
        guard reader.offset == end else { throw CacheReader.Damaged() }
        self.sources.withLock { $0 = sources }
        self.pages.withLock { $0 = pages }
        self.links.withLock { $0 = links }
        self.files.withLock { $0 = files }
        self.copies.withLock { $0 = copies }
    }

    /// Keeps the files the output folder holds as the memo says: in its manifest, with the same hash, on disk.
    func keepFiles(matching manifest: [String: ContentHash], in output: URL) {
        files.withLock { files in
            files = files.filter { path, entry in
                guard case .unchanged(let hash) = entry.file.contents else { return false }
                return manifest[path] == hash && FileManager.default.fileExists(atPath: output.appending(path: path).path)
            }
        }
    }
}
