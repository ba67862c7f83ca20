import Foundation
import SourceDiagnostics
import ConcurrencyHelpers
import Fingerprints
import Highlighting
import Markdown
import Content
import Blog

extension IncrementalBuild {
    /// Stage 5 for every published page, on every core: a page whose version (its stamp, the rendering settings and
    /// what its links resolve to) is the memory's is taken as it was; the rest are rendered by `render`, and handed
    /// to `early` as they are, when stage 7 begins here. Returns the rendering's problems, in the pages' order.
    public mutating func renderPages(_ sources: [PageSource], index: SiteIndex, indexKey: ContentHash,
                              renderingKey: ContentHash, early: EarlyTemplates? = nil,
                              render: @escaping @Sendable (PageSource, RawDocument) throws(Diagnostics) -> Page)
        async -> [Diagnostic] {
        renderStage = render
        defer {
            keys.index = indexKey
            keys.rendering = renderingKey
            documents.removeAll()  // every page read is rendered: a page needed again is read again
        }
        // Only sources were edited, and every page's place is as it was: the edited pages alone may differ.
        if let edited, let last, last.indexKey == indexKey, memory.keys.rendering == renderingKey {
            let pages = sources.filter { edited.contains($0.path) }
            let outcomes = await renderOutcomes(pages, index: index, resolves: false, renderingKey: renderingKey)
            count { $0.reused += sources.count - pages.count }
            current.renderProblems = last.renderProblems.filter { !edited.contains($0.path) }
            current.renderProblems += take(outcomes, for: pages)
            (current.unknownLanguages, current.derivedImages) = (last.unknownLanguages, last.derivedImages)
            for page in pages { takeFindings(of: page.path) }
            return current.renderProblems
        }
        let resolves = indexKey != memory.keys.index || renderingKey != memory.keys.rendering
        let outcomes = await renderOutcomes(sources, index: index, resolves: resolves, renderingKey: renderingKey,
                                            early: early)
        current.renderProblems = take(outcomes, for: sources)
        (current.unknownLanguages, current.derivedImages) = ([:], [:])
        for source in sources { takeFindings(of: source.path) }
        imagesChanged = true
        return current.renderProblems
    }

    /// What the page's record holds that the build gathers from every page: its unknown languages and the files
    /// made from its pictures.
    private mutating func takeFindings(of path: String) {
        let record = memory.pages[path]
        current.unknownLanguages[path] = record.flatMap { $0.unknownLanguages.isEmpty ? nil : $0.unknownLanguages }
        current.derivedImages[path] = record.flatMap { $0.derivedImages.isEmpty ? nil : $0.derivedImages }
    }

    /// One warning for the build naming every language folio showed plain, each once with its first place.
    public func unknownLanguageWarning() -> Diagnostic? {
        Highlighting.unknownLanguageWarning(current.unknownLanguages.sorted { $0.key < $1.key }
            .map { (path: $0.key, languages: $0.value) })
    }

    enum PageOutcome: Sendable {
        case kept(PageRecord)
        case made(PageRecord, Page)
        case failed(Diagnostics)
    }

    /// Each page taken from memory (its version the same: when `resolves`, its links resolved again first) or
    /// rendered, on every core; in `early`'s order, when there is one, and each page rendered handed to it.
    private func renderOutcomes(_ sources: [PageSource], index: SiteIndex, resolves: Bool,
                                renderingKey: ContentHash, early: EarlyTemplates? = nil) async -> [PageOutcome] {
        let order = early?.order(of: sources)
        let outcomes = await eachInParallel(sources.count) { this, place -> PageOutcome in
            let source = sources[order?[place] ?? place]
            guard let render = this.renderStage else { return .failed(Diagnostics([])) }
            var stamp = this.stamp(of: source)
            stamp.update(this.memory.sources[source.path]?.text ?? ContentHash())
            if let known = this.memory.pages[source.path] {
                let resolution = resolves ? this.resolution(of: known.links, for: source, in: index)
                                          : known.resolution
                if Self.version(stamp, renderingKey, resolution) == known.version { return .kept(known) }
            }
            do throws(Diagnostics) {
                let page = try this.rendered(source, render: render)
                let resolution = this.resolution(of: page.rendered.links, for: source, in: index)
                let record = PageRecord(version: Self.version(stamp, renderingKey, resolution),
                                        resolution: resolution, summary: .null, summaryKey: ContentHash(),
                                        summaryHash: ContentHash(), links: page.rendered.links,
                                        anchors: page.rendered.anchorIDs,
                                        diagnostics: page.rendered.diagnostics,
                                        unknownLanguages: page.rendered.unknownLanguages,
                                        derivedImages: page.derivedImages)
                return .made(record, early?.arrive(source.path, page, version: record.version) ?? page)
            } catch {
                return .failed(error)
            }
        }
        guard let order else { return outcomes }
        var inPlace = outcomes
        for (place, position) in order.enumerated() { inPlace[position] = outcomes[place] }
        return inPlace
    }

    /// Takes the outcomes into the memory; returns the rendering's problems, in the pages' order.
    private mutating func take(_ outcomes: [PageOutcome], for sources: [PageSource]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (source, outcome) in zip(sources, outcomes) {
            switch outcome {
            case .kept(let record):
                problems += record.diagnostics
                count { $0.reused += 1 }
            case .made(var record, let page):
                problems += record.diagnostics
                // The summary stays until it is made again, so that a new one is told from the same one made again.
                if let before = memory.pages[source.path] {
                    (record.summary, record.summaryHash) = (before.summary, before.summaryHash)
                    (record.check, record.checkKey) = (before.check, before.checkKey)
                    // So does the search entry: the search index takes the old one's terms out when it replaces it.
                    (record.searchText, record.searchKey) = (before.searchText, before.searchKey)
                    if before.anchors != record.anchors { changedAnchors.insert(source.path) }
                    if before.derivedImages != record.derivedImages { imagesChanged = true }
                } else {
                    changedAnchors.insert(source.path)
                    imagesChanged = true
                }
                if keepsWhole { record.page = page }
                whole[source.path] = page
                memory.pages[source.path] = record
                memory.changed(.page, source.path)
                changedVersions.insert(source.path)
                count { $0.rendered += 1 }
            case .failed(let failure):
                problems += failure.all
            }
        }
        return problems
    }

    /// A page's version: a hash of its stamp and text (`stamp`), the rendering settings and what its links resolve to.
    static func version(_ stamp: ContentHash, _ rendering: ContentHash, _ resolution: ContentHash) -> ContentHash {
        var version = stamp
        version.update(rendering)
        version.update(resolution)
        return version
    }

    /// What a page's links and front-matter image resolve to, with the identity of each local file they show (an
    /// image's size comes from its file).
    func resolution(of links: [LinkReference], for source: PageSource, in index: SiteIndex) -> ContentHash {
        var hash = ContentHash()
        let urls = links.map(\.url) + [source.frontMatter.image].compactMap { $0 }
        for url in urls {
            let target = index.resolve(url, from: source.sourceFolder)
            target.feed(into: &hash)
            if case .asset(let file, _, _) = target {
                let identity = inputs.identities[file] ?? FileIdentity(path: index.rootPath + file)
                identity?.feed(into: &hash, mode: 0)
            }
        }
        return hash
    }

    /// The page, whole: rendered in this build, kept by the preview, or rendered again from its file.
    func wholePage(_ path: String) -> Page? {
        whole[path] ?? memory.pages[path]?.page
    }

    /// Renders the source: from the Markdown read in this build, or from its file, read again, which must still
    /// hold what this build read.
    private func rendered(_ source: PageSource,
                          render: @Sendable (PageSource, RawDocument) throws(Diagnostics) -> Page)
        throws(Diagnostics) -> Page {
        if let document = documents.take(source.path) { return try render(source, document) }
        guard let read = readStage else { throw Diagnostics([.error("cannot read again", path: source.path)]) }
        var file = source.file
        do throws(Diagnostic) { file.text = try TextFile.read(root.appending(path: source.path), path: source.path) }
        catch { throw Diagnostics([error]) }
        guard ContentHash(file.text.utf8) == memory.sources[source.path]?.text else {
            throw Diagnostics([.error("changed while folio was building; build again", path: source.path)])
        }
        return try render(source, try read(file).value.document)
    }

    /// Renders again, on every core, the pages at `paths` that this build needs whole and does not have whole.
    mutating func makeWhole(_ paths: [String], site: Site) async -> [Diagnostic] {
        let missing = paths.filter { wholePage($0) == nil }
        guard !missing.isEmpty, let render = renderStage else { return [] }
        let sources = missing.map { path in
            current.sitePositions[path].map { $0.isPost ? site.posts[$0.position] : site.pages[$0.position] }
        }
        let results = await eachInParallel(missing.count) { this, index -> Result<Page, Diagnostics> in
            Result { () throws(Diagnostics) -> Page in
                guard let source = sources[index] else {
                    throw Diagnostics([.error("not a page of this build", path: missing[index])])
                }
                return try this.rendered(source, render: render)
            }
        }
        var problems: [Diagnostic] = []
        for (path, result) in zip(missing, results) {
            switch result {
            case .success(let page):
                whole[path] = page
                count { $0.rendered += 1 }
            case .failure(let failure): problems += failure.all
            }
        }
        return problems
    }
}
