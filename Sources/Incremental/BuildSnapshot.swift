import Foundation
import SourceDiagnostics
import Fingerprints
import Content
import Blog

/// What `folio build` keeps in `.folio-cache` of the last good build's findings (`LastBuild`) beyond the records,
/// so that the next build, when only the text of some posts and pages changed, patches the last build's results
/// as `folio serve` does instead of looking at every record. Everything else the patching needs is made again from
/// the records (see `restored(from:inputs:options:images:window:)` and `LastBuild.completed`), so there is one
/// source of truth: the snapshot holds only orders and findings no record keeps.
public struct BuildSnapshot: Sendable {
    /// The inputs' shape when the build read them (see `InputFingerprint.shape`).
    var shape = ContentHash()
    /// The sources in the order the content scan gave them, and its warnings.
    var files: [String] = []
    var scanWarnings: [Diagnostic] = []
    /// The Markdown files of `content/` that are no page's source, by their identity: a change to one makes the
    /// next build look at everything.
    var otherTexts: [String: FileIdentity] = [:]
    /// The site's files in order, each with the file it copies, if it is a copy; the templates' files come first.
    var made: [MadeEntry] = []
    var templatesEnd = 0
    var redirectOwners: [String] = []
    var redirectProblems: [Diagnostic] = []
    /// What the link checks, the pictures and `static/` gave stage 8.
    var links = LinkResults()
    var images = LinkResults()
    var statics = LinkResults()
    /// Each post's related posts, by position (`Site.related`), made under the memory's `keys.site`.
    var related: [[Int]] = []

    struct MadeEntry: Sendable, Equatable {
        var path: String
        var copies: String?
    }

    init() {}

    /// What to keep of a good build, `found`, that saw `inputs`.
    init(_ found: LastBuild, inputs: InputFingerprint) {
        shape = inputs.shape
        files = found.files.value.map(\.path)
        scanWarnings = found.files.warnings
        let sources = Set(files)
        for path in inputs.texts where !sources.contains(path) { otherTexts[path] = inputs.identities[path] }
        made = found.made.map { file in
            if case .copy(let source) = file.contents { MadeEntry(path: file.path, copies: source) }
            else { MadeEntry(path: file.path, copies: nil) }
        }
        templatesEnd = found.templatesEnd
        redirectOwners = found.redirectOwners.sorted()
        redirectProblems = found.redirectProblems
        (links, images, statics) = (found.links, found.images, found.statics)
        related = found.site?.related ?? []
    }

    /// The posts and pages whose text may have changed since the snapshot, by what `inputs` saw of them: those
    /// whose identity does not prove them unchanged (see `FileIdentity`). Nil when something else changed.
    func edits(_ inputs: InputFingerprint, memory: BuildMemory, window: Int64) -> Set<String>? {
        guard inputs.shape == shape else { return nil }
        var edited: Set<String> = []
        for path in inputs.texts {
            guard let identity = inputs.identities[path] else { return nil }
            if let record = memory.sources[path] {
                if !identity.proves(unchangedSince: record.identity, readAt: record.readAt, window: window) {
                    edited.insert(path)
                }
            } else if otherTexts[path] != identity {
                return nil
            }
        }
        return edited
    }

    /// The last build made again from `memory`, and the sources edited since, when only the text of sources it
    /// read changed (as `inputs` shows) and not too many of them for patching to pay (see `patchLimit`); nil when
    /// the build must look at everything. The last build is made while the inputs are still being looked at.
    func restored(from memory: BuildMemory, inputs: () async -> InputFingerprint, options: BuildOptions,
                  images store: URL, window: Int64) async -> RestoredBuild? {
        guard !Task.isCancelled else { return nil }
        async let files = madeFiles(from: memory, images: store)
        guard var last = lastBuild(from: memory, options: options), let made = await files,
              let edited = edits(await inputs(), memory: memory, window: window),
              edited.count <= Self.patchLimit(self.files.count) else { return nil }
        (last.made, last.madePositions) = (made.files, made.positions)
        return RestoredBuild(last: last, edited: edited)
    }

    /// How many of `files` sources may have changed for the last build to be patched: beyond that (after a fresh
    /// clone, say, when every file is too recent to trust), looking at every record on every core is as quick.
    static func patchLimit(_ files: Int) -> Int {
        max(64, files / 16)
    }

    /// The last build's findings up to its site but its files (see `madeFiles`), made again from `memory`'s
    /// records; nil when the records do not hold all of it, so that the build looks at everything.
    func lastBuild(from memory: BuildMemory, options: BuildOptions) -> LastBuild? {
        var last = LastBuild()
        last.options = options.key
        var files: [SourceFile] = []
        files.reserveCapacity(self.files.count)
        last.read.reserveCapacity(self.files.count)
        for path in self.files {
            guard let record = memory.sources[path] else { return nil }
            files.append(record.read.value.file)
            last.read.append(.success(record.read))
            let source = record.read.value
            if source.isFuture, let date = source.date, last.nextDue.map({ date < $0 }) ?? true { last.nextDue = date }
        }
        last.files = Checked(files, warnings: scanWarnings)
        last.positions = Dictionary(self.files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        last.placed = placePages(last.read, options: options)
        last.indexKey = memory.keys.index
        for source in last.placed.published {
            guard let record = memory.pages[source.path] else { return nil }
            last.renderProblems += record.diagnostics
            if !record.unknownLanguages.isEmpty { last.unknownLanguages[source.path] = record.unknownLanguages }
            if !record.derivedImages.isEmpty { last.derivedImages[source.path] = record.derivedImages }
        }
        (last.links, last.images, last.statics) = (links, images, statics)
        last.templatesEnd = templatesEnd
        (last.redirectOwners, last.redirectProblems) = (Set(redirectOwners), redirectProblems)
        return last
    }

    /// The last build's files in order, and where each is, from `memory`'s records: made beside `lastBuild`. Nil
    /// when the records do not hold them all (the output folder was changed, say), or a file made from a picture
    /// is no longer in the image store (`images`).
    func madeFiles(from memory: BuildMemory, images store: URL) -> (files: [MadeFile], positions: [String: Int])? {
        var files: [MadeFile] = [], positions: [String: Int] = [:]
        files.reserveCapacity(made.count)
        positions.reserveCapacity(made.count)
        let storePath = store.path.hasSuffix("/") ? store.path : store.path + "/"  // as `ImageStore` spells it
        for (position, entry) in made.enumerated() {
            if let source = entry.copies {
                // The inputs' shape covers every other file copied; nothing else looks at the image store.
                guard let copy = memory.copies[source],
                      !source.hasPrefix(storePath) || access(source, F_OK) == 0 else { return nil }
                files.append(MadeFile(path: entry.path, hash: copy.hash, contents: .copy(of: source),
                                      isInFolder: false))
            } else {
                // The templates' files, then the copies, then the search index's (`searchIndex`).
                guard let output = memory.outputs[entry.path] else { return nil }
                files.append(MadeFile(path: entry.path, hash: output.hash, contents: nil, isInFolder: true))
            }
            positions[entry.path] = position
        }
        return (files, positions)
    }
}

/// What a build that patches the last one starts from: its findings, and the sources edited since.
struct RestoredBuild: Sendable {
    var last: LastBuild
    var edited: Set<String>
}

extension LastBuild {
    /// The findings from the site on, which `lastBuild(from:options:)` leaves out: made from the site as
    /// stage 6 made it again, and from `memory`'s records, as a build that looked at every record would find them.
    func completed(site: Site, jobs: [TemplateJob], problems: [Diagnostic], positions: [String: SitePosition],
                   memory: BuildMemory) -> LastBuild {
        var last = self
        (last.site, last.jobs, last.siteProblems, last.sitePositions) = (site, jobs, problems, positions)
        // The summaries, and which files read which of them, are looked up in the records, for the few pages a
        // build changes.
        (last.postSummaries, last.pageSummaries) = (nil, nil)
        last.siteValue = Blog.siteValue(site, pageSummaries: memory.summaries(of: site.pages))
        (last.readers, last.ownJobs, last.linkers) = (nil, nil, nil)
        return last
    }
}
