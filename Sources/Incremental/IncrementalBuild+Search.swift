import SourceDiagnostics
import ConcurrencyHelpers
import Fingerprints
import Search
import Blog

extension IncrementalBuild {
    /// The search index's files (`search/`), from every searchable page's entry: the memory's where made under the
    /// same key (the page's version and the search settings), else made from the page, whole. The files are made
    /// whole each build from the entries, and kept by their bytes, so only the shards an edit changed are written.
    mutating func searchIndex(_ site: Site, dates: DisplayDates) async -> [Diagnostic] {
        guard site.config.search else { return [] }
        let settings = SearchSettings(site: site, dates: dates)
        let settingsKey = settings.key
        let order = searchOrder(site)
        let stale = order.filter { path in
            guard let known = memory.pages[path] else { return false }
            return known.searchKey != Self.summaryKey(known.version, settingsKey)
        }
        let problems = await makeWhole(stale, site: site)
        let this = self
        let made = await inParallel(stale.count) { index in
            this.wholePage(stale[index]).map { searchEntry(of: $0, settings: settings)?.text ?? "" }
        }
        for (path, text) in zip(stale, made) {
            guard let text, var known = memory.pages[path] else { continue }
            (known.search, known.searchKey) = (text, Self.summaryKey(known.version, settingsKey))
            memory.pages[path] = known
            memory.changed(.page, path)
        }
        let texts = order.compactMap { memory.pages[$0]?.search }.filter { !$0.isEmpty }
        let entries = await inParallel(texts.count) { SearchEntry(text: texts[$0]) }
        for file in searchFiles(entries.compactMap { $0 }, settings: settings) { fresh(file) }
        return problems
    }
}
