import Foundation

extension IncrementalBuild {
    /// Stage 8 through the layer, on every core, in the site's order. A page's check is the memory's while the
    /// page's version, the severity and the anchors of every page it looked at are as they were; otherwise it runs
    /// again on the links the page's record keeps. Returns the files pages show, each once, in the order pages
    /// first ask for them, and the problems.
    mutating func checkLinks(_ site: Site, index: SiteIndex) async
        -> (copies: [OutputFile], diagnostics: [Diagnostic]) {
        let pages = (site.posts + site.pages).map(\.path)
        let severity: Diagnostic.Severity = site.config.brokenLinks == .warn ? .warning : .error
        let records = pages.map { memory.pages[$0] }
        let anchorKeys = Dictionary(uniqueKeysWithValues: zip(pages, records.map { record in
            var key = ContentHash()
            for anchor in record?.anchors ?? [] { key.update(field: anchor) }
            return key
        }))
        let anchors = Dictionary(uniqueKeysWithValues: zip(pages, records.map { $0?.anchors ?? [] }))
        let sources = site.posts + site.pages
        @Sendable func key(_ record: PageRecord, targets: [String]) -> ContentHash {
            var key = record.version
            key.update(number: severity == .error ? 1 : 0)
            for target in targets {
                key.update(field: target)
                key.update(anchorKeys[target] ?? ContentHash())
            }
            return key
        }
        let checked = await inParallel(pages.count) { position -> (LinkCheck, ContentHash, isNew: Bool)? in
            guard let record = records[position] else { return nil }
            if let known = record.check, record.checkKey == key(record, targets: known.targets) {
                return (known, record.checkKey, false)
            }
            let check = FolioCore.checkLinks(of: sources[position], links: record.links, index: index,
                                             linkSeverity: severity) { Set(anchors[$0] ?? []) }
            return (check, key(record, targets: check.targets), true)
        }
        var copies: [OutputFile] = []
        var seen: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for (path, result) in zip(pages, checked) {
            guard let (check, checkKey, isNew) = result else { continue }
            if isNew, var record = memory.pages[path] {
                if record.check?.copies != check.copies { copiesChanged = true }
                (record.check, record.checkKey) = (check, checkKey)
                memory.pages[path] = record
                memory.changed(.page, path)
                count { $0.checked += 1 }
            }
            for copy in check.copies where seen.insert(copy.path).inserted { copies.append(copy) }
            diagnostics += check.diagnostics
        }
        return (copies, diagnostics)
    }
}
