import Foundation
import Synchronization

/// What one build remembers for the next, so that an edit re-does only what it changes. `folio serve` keeps one in
/// memory; `folio build` keeps one on disk (`BuildCache`). Every entry is keyed by a hash of all it was made from,
/// or, for files read from disk, by the file's identity; a key that differs is a miss, never a wrong answer.
///
/// - a page's source (front matter read, address placed), by its file's identity and the settings that place it;
/// - a page's rendered Markdown, by its source, its place and the site's link targets (`renderPages`);
/// - a page's link check, by that and the anchors of the pages it links into (`checkLinks`);
/// - a file the templates made, by the keys of what its context is made from (`applyTemplates`);
/// - the hash of a file copied as it is, by its identity (`writeOutput`).
public final class BuildMemo: Sendable {
    /// The preview serves files from memory and keeps their bytes; `folio build` keeps only their hashes, since
    /// the output folder holds the bytes.
    let keepsBytes: Bool
    /// See `BuildOptions.racyWindow`.
    let racyWindow: Int64
    let sources = Mutex(Shards<KnownSource>())
    let pages = Mutex(Shards<(key: ContentHash, page: Page)>())
    let links = Mutex(Shards<LinkCheck>())
    let files = Mutex(Shards<(key: ContentHash, file: OutputFile)>())
    let copies = Mutex(Shards<KnownCopy>())
    /// The build cache's parts as read (see `BuildCache`), by `part(_:_:)`, and the parts changed since: a save
    /// writes again only those.
    let readParts = Mutex<[Int: (bytes: ArraySlice<UInt8>, hash: ContentHash)]>([:])
    let changedParts = Mutex<Set<Int>>([])

    /// The kinds of entries, each kept in `Shard.count` parts by a hash of the path.
    enum Kind: Int, CaseIterable { case page, file, copy }

    /// Which part of the cache an entry is kept in: the same for a path from one build to the next.
    static func part(_ kind: Kind, _ path: String) -> Int {
        kind.rawValue * Shard.count + Shard.of(path)
    }

    private func changed(_ kind: Kind, _ path: String) {
        _ = changedParts.withLock { $0.insert(Self.part(kind, path)) }
    }

    private let counts = Mutex((rendered: 0, reused: 0))

    public convenience init() {
        self.init(keepsBytes: true)
    }

    init(keepsBytes: Bool, racyWindow: Int64 = BuildOptions().racyWindow) {
        self.keepsBytes = keepsBytes
        self.racyWindow = racyWindow
    }

    struct KnownSource: Sendable {
        var identity: FileIdentity
        /// When the file was read, in nanoseconds since 1970 (see `FileIdentity.isRacy`).
        var recordedAt: Int64
        /// A hash of the settings that place a page (time zone, permalinks, base URL).
        var settings: ContentHash
        var source: Checked<PageSource>
    }

    struct KnownCopy: Sendable {
        var identity: FileIdentity
        var recordedAt: Int64
        var hash: ContentHash
    }

    // MARK: Sources

    /// The source read from `path` when the file had this identity, if that proves it unchanged.
    func source(at path: String, identity: FileIdentity?, settings: ContentHash) -> Checked<PageSource>? {
        guard let identity, let known = sources.withLock({ $0[path] }), known.settings == settings,
              identity.proves(unchangedSince: known.identity, readAt: known.recordedAt, window: racyWindow)
        else { return nil }
        return known.source
    }

    /// Keeps `source` without its Markdown, which `renderPages` reads again if it needs it.
    func remember(_ source: Checked<PageSource>, identity: FileIdentity?, recordedAt: Int64, settings: ContentHash) {
        guard let identity else { return }
        var kept = source
        kept.value.document.body = ""
        kept.value.document.frontMatter = nil
        kept.value.bodyIsDropped = true
        sources.withLock { $0[source.value.path] = KnownSource(identity: identity, recordedAt: recordedAt,
                                                               settings: settings, source: kept) }
        changed(.page, source.value.path)
    }

    // MARK: Pages

    /// The page rendered from `source` when it had this key, with `source` as it is now (its key covers what
    /// rendering reads, not every field of the source), else made.
    func page(for source: PageSource, key: ContentHash, make: () throws(Diagnostics) -> Page) throws(Diagnostics)
        -> Page {
        let path = source.path
        if var hit = pages.withLock({ $0[path] })?.page, hit.key == key {
            counts.withLock { $0.reused += 1 }
            hit.source = source
            hit.source.document.body = ""
            hit.source.document.frontMatter = nil
            hit.source.bodyIsDropped = true
            return hit
        }
        let page = try make()
        pages.withLock { $0[path] = (key, page) }
        changed(.page, path)
        counts.withLock { $0.rendered += 1 }
        return page
    }

    // MARK: Link checks

    func linkCheck(at path: String) -> LinkCheck? {
        return links.withLock { $0[path] }
    }

    func remember(_ check: LinkCheck, at path: String) {
        links.withLock { $0[path] = check }
        changed(.page, path)
    }

    // MARK: Files the templates make

    /// The file made last time at `path`, if it was made from what `key` hashes.
    func file(at path: String, key: ContentHash) -> OutputFile? {
        return files.withLock { $0[path] }.flatMap { $0.key == key ? $0.file : nil }
    }

    /// Keeps the file, or only its hash when the output folder is where its bytes are kept.
    func remember(_ file: OutputFile, key: ContentHash) {
        var kept = file
        if !keepsBytes, case .bytes(let data) = file.contents { kept.contents = .unchanged(ContentHash(data)) }
        files.withLock { $0[file.path] = (key, kept) }
        changed(.file, file.path)
    }

    // MARK: Copied files

    /// The hash of the file at `path`, from the memo when its identity (`known`, else looked at) proves it
    /// unchanged, else read.
    func hashOfCopy(_ path: String, identity known: FileIdentity? = nil) throws -> ContentHash {
        let identity = known ?? FileIdentity(path: path)
        if let identity, let known = copies.withLock({ $0[path] }),
           identity.proves(unchangedSince: known.identity, readAt: known.recordedAt, window: racyWindow) {
            return known.hash
        }
        let now = FileIdentity.now
        let hash = ContentHash(try Data(contentsOf: URL(fileURLWithPath: path)))
        if let identity {
            copies.withLock { $0[path] = KnownCopy(identity: identity, recordedAt: now, hash: hash) }
            changed(.copy, path)
        }
        return hash
    }

    // MARK: Bookkeeping

    /// Forgets every entry the build just made does not have (a deleted post, an old address, a file no longer
    /// made): what it keeps is the site's own, so that the memo does not grow with every edit.
    func prune(keeping site: BuiltSite) {
        var sources: Set<String> = [], files: Set<String> = [], copies: Set<String> = []
        sources.formUnion(site.sourcePaths)
        for file in site.files {
            if case .copy(let path) = file.contents { copies.insert(path) } else { files.insert(file.path) }
        }
        /// Keeps the entries wanted; a part that loses one has changed.
        func keep<Value>(_ entries: inout Shards<Value>, _ wanted: Set<String>, _ kind: Kind) {
            for shard in entries.parts.indices {
                let unwanted = entries.parts[shard].keys.filter { !wanted.contains($0) }
                for path in unwanted {
                    entries.parts[shard][path] = nil
                    changed(kind, path)
                }
            }
        }
        self.sources.withLock { keep(&$0, sources, .page) }
        pages.withLock { keep(&$0, sources, .page) }
        links.withLock { keep(&$0, sources, .page) }
        self.files.withLock { keep(&$0, files, .file) }
        self.copies.withLock { keep(&$0, copies, .copy) }
    }

    /// Markdown documents rendered and reused since the last call, for the preview's log and its tests.
    public func takeCounts() -> (rendered: Int, reused: Int) {
        counts.withLock { counts in
            defer { counts = (0, 0) }
            return counts
        }
    }
}

/// Which of the 16 parts of its kind an entry by `path` is kept in: a hash of the path, the same in every build.
enum Shard {
    static let count = 16

    static func of(_ path: String) -> Int {
        Int(ContentHash(path.utf8).value % UInt64(count))
    }
}

/// Entries by path, in `Shard.count` dictionaries by `Shard.of(path)`: the parts of the build cache, each read and
/// written on its own (see `BuildCache`).
struct Shards<Value> {
    var parts = [[String: Value]](repeating: [:], count: Shard.count)

    subscript(path: String) -> Value? {
        get { parts[Shard.of(path)][path] }
        set { parts[Shard.of(path)][path] = newValue }
    }

    var count: Int { parts.reduce(0) { $0 + $1.count } }
}

extension Shards: Sendable where Value: Sendable {}
