import Foundation
import SourceDiagnostics
import Blog

/// A site made by stages 1 to 8: what `folio build` writes and `folio serve` serves.
public struct BuiltSite: Sendable {
    /// Every file of the site, when the build keeps them in memory (`makeSite`, the preview); `folio build` writes
    /// what changed and keeps only hashes.
    public var files: [OutputFile] {
        made.compactMap { file in file.contents.map { OutputFile(path: file.path, contents: $0) } }
    }

    /// The files whose bytes may differ from the last build's, when the build patched the last build's list in
    /// place and knows (the preview, after a save of sources alone); nil when any file may have changed.
    public var changedFiles: [OutputFile]? {
        changed.map { paths in
            paths.sorted().compactMap { path in
                positions[path].flatMap { made[$0].contents.map { OutputFile(path: path, contents: $0) } }
            }
        }
    }

    /// The pages this build rendered, in the site's order (posts newest first, then pages): for `makeSite`, which
    /// remembers nothing, every published page; for a build that took pages from its memory, only the others.
    public var renderedPages: [Page] {
        (order?.posts ?? []).compactMap { rendered[$0.path] } + (order?.pages ?? []).compactMap { rendered[$0.path] }
    }

    private var rendered: [String: Page] = [:]
    private var order: Site?
    private var made: [MadeFile] = []
    private var positions: [String: Int] = [:]
    private var changed: Set<String>?
    /// Warnings; a site with errors is never made.
    public var warnings: [Diagnostic]
    /// The posts built, with drafts and future posts when they were asked for.
    public var postCount: Int
    /// The standalone pages built.
    public var pageCount: Int
    /// The tags the posts carry, each with its page.
    public var tagCount: Int
    /// Drafts left out.
    public var skippedDrafts: Int
    /// Posts dated after now, left out.
    public var skippedFuture: Int
    /// Where `folio build` writes it.
    public var output: URL
    /// How long each stage took, in order, for `folio build --timings`.
    public var timings: [StageTime] = []
    /// What the build did again, and what it took as it was.
    public var counts = BuildCounts()
    /// The earliest date of a post left out as future: the output is out of date from then on.
    public var nextPostDue: Date?
    /// Nothing the build reads changed since the last build, which it therefore skipped.
    public var isUnchanged = false

    public init(layer: IncrementalBuild, warnings: [Diagnostic], site: Site, excluded: [PageSource],
         timings: [StageTime]) {
        if layer.keepsWhole {
            (made, positions, changed) = (layer.made, layer.current.madePositions, layer.changedFiles)
        }
        (rendered, order) = (layer.whole, site)
        self.warnings = warnings
        (postCount, pageCount, tagCount) = (site.posts.count, site.pages.count, site.tags.count)
        skippedDrafts = excluded.filter(\.isDraft).count
        skippedFuture = excluded.count - skippedDrafts
        output = site.config.outputURL
        self.timings = timings
        counts = layer.counts
        nextPostDue = excluded.filter { $0.isFuture && !$0.isDraft }.compactMap(\.date).min()
    }

    /// A build that found nothing changed and made nothing.
    init(unchangedAt output: URL) {
        (warnings, postCount, pageCount, tagCount) = ([], 0, 0, 0)
        (skippedDrafts, skippedFuture, self.output, isUnchanged) = (0, 0, output, true)
    }
}
