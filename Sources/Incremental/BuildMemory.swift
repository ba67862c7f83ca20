import Foundation
import SourceDiagnostics
import Fingerprints
import Mustache
import Highlighting
import Markdown
import Images
import Content
import Blog
import Search

/// What the incremental layer remembers of one build for the next: a record for each source, page, file and copied
/// file, by path, each with the key of what it was made from. `folio serve` keeps one in memory, with every page
/// whole and every file's bytes; `folio build` keeps one in `.folio-cache` (`BuildCache`), with hashes instead of
/// bytes and without the pages' rendered Markdown. A record whose key differs from what a build would make it from
/// is never used.
public struct BuildMemory: Sendable {
    var sources = Shards<SourceRecord>()
    var pages = Shards<PageRecord>()
    var outputs = Shards<OutputRecord>()
    var copies = Shards<CopyRecord>()
    /// What every page or file shares, as the last build found it.
    var keys = SiteKeys()
    /// The parts of the cache (see `BuildCache`) that changed since it was read: a save writes only those.
    var changedParts: Set<Int> = []
    /// The cache's parts as read, to write back as they were when unchanged (or to leave where they are in it).
    var readParts: [Int: Part] = [:]
    /// What the last build in this process made of the sources, reused while they stand: never in the cache.
    var last: LastBuild?
    /// The search index the last build in this process made (the preview's, which replaces the documents an edit
    /// changed): apart from `last`, which the stages copy, so that it is held once and changed in place.
    var search: IncrementalBuild.SearchState?
    /// Each post's related posts as the last build's site had them (made under `keys.site`): the part of stage 6
    /// that grows with the posts and their tags, taken as it is while the published sources and the settings stand
    /// (see `IncrementalBuild.keptRelated`).
    var related: [[Int]]?

    public init() {}

    /// The kinds of records, each kept in `Shard.count` parts of the cache by a hash of the path. A page's source
    /// and page records share a part.
    enum Kind: Int, CaseIterable { case page, output, copy }

    /// Which part of the cache a record is kept in: the same for a path from one build to the next.
    static func part(_ kind: Kind, _ path: String) -> Int {
        kind.rawValue * Shard.count + Shard.of(path)
    }

    /// The summaries the records hold of `pages`, in their order.
    func summaries(of pages: [PageSource]) -> [TemplateValue] {
        pages.map { self.pages[$0.path]?.summary ?? .null }
    }

    mutating func changed(_ kind: Kind, _ path: String) {
        changedParts.insert(Self.part(kind, path))
    }

    /// The memory a failed build leaves: every record is sound on its own (each carries the key it was made
    /// under), but what the build could not finish is forgotten, so that the next build takes no shortcut that
    /// assumes the records and the last good build agree.
    func afterFailure() -> BuildMemory {
        var memory = self
        (memory.keys.index, memory.keys.contexts) = (ContentHash(), ContentHash())
        (memory.last, memory.search) = (nil, nil)
        return memory
    }
}

/// A page's source as read: by the file's identity when it was read, the hash of its text, and its stamp.
struct SourceRecord: Sendable {
    var identity: FileIdentity
    /// When the file was read, in nanoseconds since 1970 (see `FileIdentity.isRacy`).
    var readAt: Int64
    /// The settings that placed it (`Placement.key`).
    var placement: ContentHash
    var text: ContentHash
    /// A hash of what the `PageSource` is made from but whether it is in the future: the file as scanned, its
    /// front matter's text, and the settings that placed it (see `IncrementalBuild.stamp`).
    var stamp: ContentHash
    var read: Checked<PageSource>
}

/// What a page's rendered Markdown gave the later stages, by its `version`: a hash of everything it was made from
/// (its text, its place, the settings, what its links resolved to).
struct PageRecord: Sendable {
    var version: ContentHash
    /// What its links and image resolved to, part of `version`.
    var resolution: ContentHash
    var summaryKey: ContentHash
    var summaryHash: ContentHash
    /// Rendering's warnings, reported again whenever the record is used, and the languages of its code blocks that
    /// folio cannot highlight (named in one warning a build).
    var diagnostics: [Diagnostic]
    var unknownLanguages: [UnknownLanguage] = []
    /// The files folio makes from the pictures the page shows.
    var derivedImages: [DerivedImage] = []
    var checkKey = ContentHash()
    /// What the page gives the search index (nil for a page out of search, or one whose entry the cache held
    /// could not be read back), made under `searchKey`: the page's version and the search settings.
    var searchKey = ContentHash()
    var search: SearchEntry? {
        get { searchText.value.entry }
        set { searchText = Deferred(PageSearch(entry: newValue)) }
    }
    /// The entry as the cache holds it (`SearchEntry.text`), decoded when a build asks: one that patches the last
    /// build asks for the edited pages' alone. An entry made by this build is kept as it is, and encoded only
    /// when the cache writes the record's part: the search stage never holds a second copy of every entry.
    var searchText = Deferred(PageSearch(entry: nil))
    /// The page itself, kept only in memory (by the preview).
    var page: Page?
    /// The summary, links, anchors and link check: most of a record's bytes, decoded when a build asks.
    private var shown: Deferred<Shown>

    struct Shown: Sendable {
        /// What other files show of the page (`summary(of:settings:)`), made under `summaryKey`.
        var summary: TemplateValue
        /// What the link checker needs of the rendered Markdown.
        var links: [LinkReference]
        var anchors: [String]
        var check: LinkCheck?
    }

    init(version: ContentHash, resolution: ContentHash, summary: TemplateValue, summaryKey: ContentHash,
         summaryHash: ContentHash, links: [LinkReference], anchors: [String], diagnostics: [Diagnostic],
         unknownLanguages: [UnknownLanguage] = [], derivedImages: [DerivedImage] = [], check: LinkCheck? = nil,
         checkKey: ContentHash = ContentHash(), page: Page? = nil) {
        self.init(version: version, resolution: resolution, summaryKey: summaryKey, summaryHash: summaryHash,
                  checkKey: checkKey, diagnostics: diagnostics, unknownLanguages: unknownLanguages,
                  derivedImages: derivedImages,
                  shown: Deferred(Shown(summary: summary, links: links, anchors: anchors, check: check)))
        self.page = page
    }

    init(version: ContentHash, resolution: ContentHash, summaryKey: ContentHash, summaryHash: ContentHash,
         checkKey: ContentHash, diagnostics: [Diagnostic], unknownLanguages: [UnknownLanguage],
         derivedImages: [DerivedImage], shown: Deferred<Shown>) {
        (self.version, self.resolution, self.summaryKey, self.summaryHash) = (version, resolution, summaryKey,
                                                                              summaryHash)
        (self.diagnostics, self.unknownLanguages, self.derivedImages) = (diagnostics, unknownLanguages, derivedImages)
        (self.checkKey, self.shown) = (checkKey, shown)
    }

    var summary: TemplateValue {
        get { shown.value.summary }
        set { change { $0.summary = newValue } }
    }

    var links: [LinkReference] { shown.value.links }
    var anchors: [String] { shown.value.anchors }

    var check: LinkCheck? {
        get { shown.value.check }
        set { change { $0.check = newValue } }
    }

    var deferred: Deferred<Shown> { shown }

    private mutating func change(_ edit: (inout Shown) -> Void) {
        var value = shown.value
        edit(&value)
        shown = Deferred(value)
    }
}

/// A file the templates made: by the key of its context, the summaries it read, and its bytes' hash; the preview
/// keeps its bytes too.
struct OutputRecord: Sendable {
    var key: ContentHash
    var hash: ContentHash
    var bytes: Data?
    /// The paths of the pages whose summaries the file shows, decoded when a build asks.
    private(set) var deferredReads: Deferred<PathList>

    init(key: ContentHash, reads: [String], hash: ContentHash, bytes: Data? = nil) {
        (self.key, self.hash, self.bytes) = (key, hash, bytes)
        deferredReads = Deferred(PathList(paths: reads))
    }

    init(key: ContentHash, hash: ContentHash, reads: Deferred<PathList>) {
        (self.key, self.hash, deferredReads) = (key, hash, reads)
    }

    var reads: [String] {
        get { deferredReads.value.paths }
        set { deferredReads = Deferred(PathList(paths: newValue)) }
    }
}

/// Paths, as one value of a record.
struct PathList: Sendable {
    var paths: [String]
}

/// A file copied as it is: its hash by its identity; the preview keeps its bytes too.
struct CopyRecord: Sendable {
    var identity: FileIdentity
    var readAt: Int64
    var hash: ContentHash
    var bytes: Data?
}

/// The keys of what every page or file of the last build shared.
struct SiteKeys: Sendable, Equatable {
    /// What placed the pages and rendered their Markdown, what their summaries read of the site, what the pages'
    /// links resolve to (every page's address and the files they may show), the site (its settings, and every
    /// published source: which posts there are, in which order), the settings alone, and what every template's
    /// context is made of besides summaries (the theme, the settings, the `site` value).
    var placement = ContentHash(), rendering = ContentHash(), summaries = ContentHash()
    var index = ContentHash(), site = ContentHash(), settings = ContentHash(), contexts = ContentHash()
}

/// What a build found at every stage. The preview keeps the last good build's (`BuildMemory.last`), so that the
/// next build, when only the text of some sources changed, looks at those alone and patches the rest in place.
struct LastBuild: Sendable {
    var options: BuildOptions.Key?
    var theme: Result<Theme, Diagnostics>?
    var files = Checked<[SourceFile]>([])
    /// Each file's position in `files` and `read`.
    var positions: [String: Int] = [:]
    var read: [Result<Checked<PageSource>, Diagnostics>] = []
    /// The first date at which a post now in the future is not: from then on, sources are placed again.
    var nextDue: Date?
    var placed = PlacedPages()
    var index: SiteIndex?
    var indexKey = ContentHash()
    var renderProblems: [Diagnostic] = []
    /// The pages with code in languages folio cannot highlight, and those languages; the pages that show pictures
    /// folio makes files for, and those files; and what making them found.
    var unknownLanguages: [String: [UnknownLanguage]] = [:]
    var derivedImages: [String: [DerivedImage]] = [:]
    var images = LinkResults()
    var site: Site?
    var jobs: [TemplateJob] = []
    var siteProblems: [Diagnostic] = []
    /// By position in the site's posts and pages (nil when the build was read from the cache, whose records hold
    /// them), and each page's place there by path.
    var postSummaries: [TemplateValue]? = []
    var pageSummaries: [TemplateValue]? = []
    var sitePositions: [String: SitePosition] = [:]
    var siteValue = TemplateValue.null
    /// For each page, the jobs whose contexts read its summary, and the job that shows it whole; nil when the build
    /// was read from the cache, which looks them up in the records instead (see `LastBuild+Lookups`).
    var readers: [String: [Int]]? = [:]
    var ownJobs: [String: Int]? = [:]
    var made: [MadeFile] = []
    /// Where each file is in `made`; the files before `templatesEnd` are the templates' (and the feed's, ...).
    var madePositions: [String: Int] = [:]
    var templatesEnd = 0
    /// The pages that have aliases, and what making their redirect pages found.
    var redirectOwners: Set<String> = []
    var redirectProblems: [Diagnostic] = []
    var links = LinkResults()
    /// For each page, the pages whose link checks looked at its anchors; nil as `readers` may be.
    var linkers: [String: Set<String>]? = [:]
    var statics = LinkResults()
}

/// A page's place in a site: among its posts, or its standalone pages.
struct SitePosition: Sendable, Equatable {
    var isPost: Bool
    var position: Int

    /// Every page of `site` by path: its posts, then its standalone pages.
    static func all(in site: Site) -> [String: SitePosition] {
        var positions: [String: SitePosition] = [:]
        positions.reserveCapacity(site.posts.count + site.pages.count)
        for (position, post) in site.posts.enumerated() {
            positions[post.path] = SitePosition(isPost: true, position: position)
        }
        for (position, page) in site.pages.enumerated() {
            positions[page.path] = SitePosition(isPost: false, position: position)
        }
        return positions
    }
}

/// Files to copy and the problems found: what stage 8 returns, and what `staticFiles` does.
public struct LinkResults: Sendable {
    /// The files to copy into the site.
    public var copies: [OutputFile] = []
    /// What the stage found, at its places.
    public var diagnostics: [Diagnostic] = []

    public init(copies: [OutputFile] = [], diagnostics: [Diagnostic] = []) {
        self.copies = copies
        self.diagnostics = diagnostics
    }
}

/// Which of the 16 parts of its kind a record by `path` is kept in: a hash of the path, the same in every build.
enum Shard {
    static let count = 16

    static func of(_ path: String) -> Int {
        Int(ContentHash(path.utf8).value % UInt64(count))
    }
}

/// Records by path, in `Shard.count` dictionaries by `Shard.of(path)`: the parts of the build cache, each read and
/// written on its own (see `BuildCache`).
struct Shards<Value> {
    var parts = [[String: Value]](repeating: [:], count: Shard.count)

    subscript(path: String) -> Value? {
        get { parts[Shard.of(path)][path] }
        set { parts[Shard.of(path)][path] = newValue }
    }

    var count: Int { parts.reduce(0) { $0 + $1.count } }
    var keys: [String] { parts.flatMap(\.keys) }

    /// What `part` reads of the record at `path`, read in place: a record is many references, and a pass over
    /// every page that copies each one out of its dictionary spends its time retaining and releasing them.
    func read<T>(_ path: String, _ part: (borrowing Value) -> T) -> T? {
        let shard = parts[Shard.of(path)]
        guard let index = shard.index(forKey: path) else { return nil }
        return part(shard.values[index])
    }
}

extension Shards: Sendable where Value: Sendable {}
