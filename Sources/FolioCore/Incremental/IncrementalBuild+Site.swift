import Foundation

extension IncrementalBuild {
    /// What every page's links resolve against: the last build's index while every page's place and the files
    /// pages may show are as they were, else `make()`'s.
    mutating func index(published: [PageSource], excluded: [(PageSource, String)], make: () -> SiteIndex)
        -> (index: SiteIndex, key: ContentHash) {
        var key = inputs.assets ?? InputFingerprint.assets(at: root)
        for (source, reason) in published.map({ ($0, "") }) + excluded {
            for field in [source.path, source.url, source.outputFolder, source.file.bundle ?? "\u{0}", reason] {
                key.update(field: field)
            }
        }
        if let last = memory.last, memory.keys.index == key { return (last.index, key) }
        return (make(), key)
    }

    /// Stage 6 through the layer: the last build's site, and the files its templates make, while every published
    /// source and the config are as they were; else `make()`'s, and its files.
    mutating func assembleSite(_ published: [PageSource], config: SiteConfig, preview: Bool,
                               make: () -> (site: Site, diagnostics: [Diagnostic]))
        -> (site: Site, jobs: [TemplateJob], diagnostics: [Diagnostic]) {
        var key = ContentHash(reflecting: config)
        key.update(number: preview ? 1 : 0)
        for source in published { key.update(stamps[source.path] ?? ContentHash()) }
        keys.site = key
        if let last = memory.last, memory.keys.site == key { return (last.site, last.jobs, last.siteProblems) }
        let (site, problems) = make()
        return (site, templateJobs(site), problems)
    }
}
