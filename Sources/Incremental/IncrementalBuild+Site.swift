import Foundation
import SourceDiagnostics
import Fingerprints
import Content
import Blog

extension IncrementalBuild {
    /// The theme, parsed once a build: the last build's when only sources were edited (its files did not change).
    public mutating func theme(load: () -> Result<Theme, Diagnostics>) -> Result<Theme, Diagnostics> {
        current.theme = (edited != nil ? memory.last?.theme : nil) ?? load()
        return current.theme!
    }

    /// Stage 2 through the layer: the last build's files when only sources it read were edited (and the options,
    /// and which posts are in the future, are as they were), else `scan`'s, from what the layer saw of `content/`.
    public mutating func scanContent(options: BuildOptions,
                              scan: (ContentListing?) throws(Diagnostics) -> Checked<[SourceFile]>)
        throws(Diagnostics) -> Checked<[SourceFile]> {
        current.options = options.key
        if let last = memory.last, edited != nil, last.options == options.key,
           last.nextDue.map({ options.now < $0 }) ?? true {
            current.files = last.files
            current.positions = last.positions
            return last.files
        }
        forgetEdits()
        let files = try scan(inputs.content)
        current.files = files
        current.positions = Dictionary(uniqueKeysWithValues: files.value.enumerated().map { ($1.path, $0) })
        return files
    }

    /// Where each page goes: the last build's places while no source changed, else `place()`'s.
    public mutating func placePages(_ read: [Result<Checked<PageSource>, Diagnostics>], place: () -> PlacedPages)
        -> PlacedPages {
        current.placed = last?.placed ?? place()
        return current.placed
    }

    /// What every page's links resolve against: the last build's index while every page's place and the files
    /// pages may show are as they were, else `make()`'s.
    public mutating func index(published: [PageSource], excluded: [(PageSource, String)], make: () -> SiteIndex)
        -> (index: SiteIndex, key: ContentHash) {
        // Every page's place and the files pages may show are as they were (the preview's watcher, or the inputs'
        // shape, says so): the key is the last build's, and so is the index when this process made it.
        if let last {
            let index = last.index ?? make()
            (current.index, current.indexKey) = (index, last.indexKey)
            return (index, last.indexKey)
        }
        var key = inputs.assets ?? InputFingerprint.assets(at: root)
        for (source, reason) in published.map({ ($0, "") }) + excluded {
            for field in [source.path, source.url, source.outputFolder, source.file.bundle ?? "\u{0}", reason] {
                key.update(field: field)
            }
        }
        let index = memory.last.flatMap { memory.keys.index == key ? $0.index : nil } ?? make()
        (current.index, current.indexKey) = (index, key)
        return (index, key)
    }

    /// True when no build in this process left a site: stage 6 will make one, and may begin beside stage 5.
    public var needsSite: Bool {
        memory.last?.site == nil
    }

    /// Stage 6 through the layer: the last build's site, and the files its templates make, while every published
    /// source and the config are as they were; else `make()`'s.
    public mutating func assembleSite(_ published: [PageSource], config: SiteConfig, preview: Bool,
                               make: () async -> (site: Site, jobs: [TemplateJob], diagnostics: [Diagnostic])) async
        -> (site: Site, jobs: [TemplateJob], diagnostics: [Diagnostic]) {
        if let last, let site = last.site {
            (keys.site, keys.settings) = (memory.keys.site, memory.keys.settings)
            (current.site, current.jobs, current.siteProblems) = (site, last.jobs, last.siteProblems)
            current.sitePositions = last.sitePositions
            return (site, last.jobs, last.siteProblems)
        }
        let key: ContentHash
        (keys.settings, key) = siteKeysMade ?? siteKeys(published, config: config, preview: preview)
        keys.site = key
        var made: (site: Site, jobs: [TemplateJob], diagnostics: [Diagnostic])
        if let kept = memory.last, let site = kept.site, memory.keys.site == key {
            made = (site, kept.jobs, kept.siteProblems)
        } else {
            made = await make()
        }
        (current.site, current.jobs, current.siteProblems) = made
        let positions = SitePosition.all(in: made.site)
        current.sitePositions = positions
        // The last build's site as `folio build` read it from the cache: what the next stages patch, made again.
        if last != nil, memory.last?.site == nil {
            if memory.keys.site == key {
                memory.last = memory.last?.completed(site: made.site, jobs: made.jobs, problems: made.diagnostics,
                                                     positions: positions, memory: memory)
            } else {
                forgetEdits()
            }
        }
        return made
    }

    /// The keys of the site stage 6 makes of `published`: of its settings, and of those and every source's stamp.
    private func siteKeys(_ published: [PageSource], config: SiteConfig, preview: Bool)
        -> (settings: ContentHash, site: ContentHash) {
        var key = ContentHash(reflecting: config)
        key.update(number: preview ? 1 : 0)
        let settings = key
        for source in published { key.update(stamp(of: source)) }
        return (settings, key)
    }

    /// Each post's related posts as the last build made them, when it made its site of the same published sources
    /// under the same settings (the memory's `keys.site`): stage 6 then takes them as they are instead of ranking
    /// every post's candidates again, which at 10,000 posts is most of a build after an edit of one post's text.
    public mutating func keptRelated(_ published: [PageSource], config: SiteConfig, preview: Bool) -> [[Int]]? {
        let made = siteKeys(published, config: config, preview: preview)
        siteKeysMade = made
        guard let related = memory.related, made.site == memory.keys.site else { return nil }
        count { $0.relatedKept = true }
        return related
    }

    /// The files of `static/`: the last build's when only sources were edited, else `list()`'s.
    public mutating func staticFiles(list: () -> (files: [OutputFile], diagnostics: [Diagnostic])) -> LinkResults {
        if edited != nil, let last = memory.last {
            current.statics = last.statics
        } else {
            let (files, diagnostics) = list()
            current.statics = LinkResults(copies: files, diagnostics: diagnostics)
        }
        return current.statics
    }
}
