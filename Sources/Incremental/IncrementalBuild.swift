import Foundation
import SourceDiagnostics
import Fingerprints
import Content
import Blog

/// The incremental layer for one build: it wraps the stages, calls each for what the last build (`memory`) does not
/// already hold under the same key, and leaves in `memory` what the next build needs. The stages never know: each is
/// handed complete values, and a page the memory keeps without its rendered Markdown is rendered again before any
/// stage sees it. With an empty memory it is a plain build.
///
/// When the preview reports which files changed and they are all sources it read before (`edited`), and the last
/// build in this process is at hand (`memory.last`), each wrapper looks only at what follows from those files and
/// patches the rest of the last build's results in place: a save costs what it changes, not a pass over the site.
///
/// The wrappers are in `IncrementalBuild+Site` (what depends on every source), `+Sources` (stages 3 and 4),
/// `+Pages` (5), `+Templates` (7), `+Links` (8) and `+Output` (what stage 9 writes, and what the memory keeps).
public struct IncrementalBuild: Sendable {
    var memory: BuildMemory
    /// The site's folder.
    let root: URL
    /// What this build saw of the inputs: every file's identity, and what `content/` holds.
    let inputs: InputFingerprint
    /// The preview keeps every page whole and every file's bytes in memory; `folio build` keeps hashes.
    public let keepsWhole: Bool
    /// How long after a file's last change its identity is not trusted to prove it unchanged (see `FileIdentity`).
    public let racyWindow: Int64
    /// The paths (from the root) a watcher saw change since the last build, when there is one: those are read
    /// again whatever their identity says, and every other file is trusted by its identity, however recent.
    let reported: Set<String>?
    /// The reported paths, when they are all sources the last build read and the last build is at hand; nil after
    /// anything else changed, which every wrapper then looks at whole.
    private(set) var edited: Set<String>?
    /// What the build did again, and what it took as it was.
    public private(set) var counts = BuildCounts()

    /// What this build found at every stage, which becomes `memory.last` when it succeeds.
    var current = LastBuild()
    /// The Markdown of the sources read this build, for stage 5, taken out as each page is rendered.
    let documents = DocumentStore()
    /// Pages whole in this build: rendered now, or kept by the preview.
    var whole: [String: Page] = [:]
    /// Pages whose version, summary or anchors differ from the last build's (new pages included).
    var changedVersions: Set<String> = []
    var changedSummaries: Set<String> = []
    /// The site's keys (`siteKeys`), once `keptRelated` has made them: stage 6 takes the same published sources and
    /// settings, and does not make them again.
    var siteKeysMade: (settings: ContentHash, site: ContentHash)?
    var changedAnchors: Set<String> = []
    /// True when a source was read, added or removed and is not what it was, or the settings changed: what depends
    /// on every source (the index, the site, the list of files the templates make) is made again.
    var sourcesChanged = false
    /// Stages 3 and 4, and 5, as this build runs them: to render again a page the memory keeps without its
    /// Markdown.
    var readStage: (@Sendable (SourceFile) throws(Diagnostics) -> Checked<ReadPage>)?
    var renderStage: (@Sendable (PageSource, RawDocument) throws(Diagnostics) -> Page)?
    /// The files made or kept, in the order the site lists them, and the files copied into it, by path.
    public var made: [MadeFile] = []
    var copied: [String] = []
    /// The files this build made through the templates (and the feed, sitemap, stylesheet), by path.
    var templated: [String] = []
    /// True when a page's link check found other files to copy than the last build's, and when `made` holds the
    /// last build's copied files (the templates' files were patched in place).
    var copiesChanged = false
    var keptCopies = false
    /// True when a page rendered again names other files made from pictures than before.
    var imagesChanged = false
    /// What stage 5 made of stage 7 (`EarlyTemplates`), until stage 7 takes it.
    var early: EarlyTemplates.Taken?
    /// This build's settings keys, which become the memory's when the build succeeds.
    var keys = SiteKeys()
    /// Where `folio build` writes each file as soon as it is made (stage 9 begun early), so that the build does not
    /// hold the site's bytes; nil for a build that keeps every file (the preview).
    public var staged: StagedOutput?

    public init(memory: BuildMemory, root: URL, inputs: InputFingerprint, keepsWhole: Bool,
         racyWindow: Int64 = FileIdentity.racyWindow, reported: Set<String>? = nil, edited: Set<String>? = nil) {
        self.memory = memory
        self.root = root
        self.inputs = inputs
        self.keepsWhole = keepsWhole
        self.racyWindow = racyWindow
        self.reported = reported
        self.edited = memory.last == nil ? nil : edited
    }

    /// The last build's findings, when this build may patch them: only sources were edited, and none of them is
    /// placed otherwise than it was.
    var last: LastBuild? {
        edited != nil && !sourcesChanged ? memory.last : nil
    }

    /// Looks at every input whole from now on.
    mutating func forgetEdits() {
        edited = nil
    }

    /// True when `identity`, looked at now, proves that the file at `path` still holds what `known` was read from.
    func proves(_ identity: FileIdentity, _ path: String, unchangedSince known: FileIdentity, readAt: Int64) -> Bool {
        guard let reported else {
            return identity.proves(unchangedSince: known, readAt: readAt, window: racyWindow)
        }
        return !reported.contains(path) && identity == known
    }

    /// Adds to the counts (from the wrappers' parallel loops).
    mutating func count(_ change: (inout BuildCounts) -> Void) {
        change(&counts)
    }
}

/// What a build did again, for the summary line, the preview's log and the tests.
public struct BuildCounts: Sendable, Equatable {
    /// Files whose text was read.
    public var read = 0
    /// Pages whose Markdown was rendered, and pages taken as they were.
    public var rendered = 0
    /// Pages whose rendered Markdown was taken from the memory.
    public var reused = 0
    /// Files made through the templates (and the feed, sitemap and stylesheet), and link checks run.
    public var templated = 0
    /// Of those, the posts' files made while pages were still being rendered (see `EarlyTemplates`).
    public var templatedEarly = 0
    /// Pages whose links were checked again.
    public var checked = 0
    /// Files made from pictures (resized, converted) because the image store lacked them.
    public var imagesEncoded = 0
    /// True when only the text of sources the last build read changed, and the build patched the last build's
    /// findings instead of looking at every record.
    public var patched = false
    /// Documents replaced in the last build's search index; nil when every page's entry was merged again.
    public var searchReplaced: Int?
    /// True when stage 6 took the last build's lists of related posts (see `keptRelated`).
    public var relatedKept = false

    public init() {}
}

/// A file of the site as the layer has it: its hash, and its contents when this build made it or the memory keeps
/// them.
public struct MadeFile: Sendable {
    /// Its path in the site.
    public var path: String
    var hash: ContentHash
    /// Its bytes, when this build made them or the memory keeps them.
    public var contents: OutputFile.Contents?
    /// Kept from a memory that was checked against the output folder when it was read (see
    /// `BuildCache.load`): the folder holds the file as it should be.
    var isInFolder: Bool
}
