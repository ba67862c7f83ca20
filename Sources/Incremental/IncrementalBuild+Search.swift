import SourceDiagnostics
import ConcurrencyHelpers
import Fingerprints
import Search
import Blog

extension IncrementalBuild {
    /// The search index's files (`search/`), from every searchable page's entry: the memory's where made under the
    /// same key (the page's version and the search settings), else made from the page, whole. The files are made
    /// whole each build from the entries, and kept by their bytes, so only the shards an edit changed are written.
    /// Last of the site's files, after the copies: their number changes with the index.
    public mutating func searchIndex(_ site: Site, dates: DisplayDates) async -> [Diagnostic] {
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
        let remade = await inParallel(stale.count) { index -> (entry: SearchEntry?, text: String)? in
            this.wholePage(stale[index]).map { page in
                let entry = searchEntry(of: page, settings: settings)
                return (entry, entry?.text ?? "")
            }
        }
        // The entries made now are used as they are; the others are read back from their text.
        var made: [String: SearchEntry] = [:]
        for (path, outcome) in zip(stale, remade) {
            guard let outcome, var known = memory.pages[path] else { continue }
            (known.search, known.searchKey) = (outcome.text, Self.summaryKey(known.version, settingsKey))
            memory.pages[path] = known
            memory.changed(.page, path)
            made[path] = outcome.entry
        }
        let searchable = order.filter { made[$0] != nil || memory.pages[$0]?.search.isEmpty == false }
        let entries = await inParallel(searchable.count) { [made, memory] index in
            made[searchable[index]] ?? memory.pages[searchable[index]].flatMap { SearchEntry(text: $0.search) }
        }
        let files = await searchFiles(entries.compactMap { $0 }, settings: settings)
        for file in files { fresh(file) }
        // A smaller index has fewer shards: the last build's others are no file of this site.
        let paths = Set(files.map(\.path))
        dropMade { $0.hasPrefix("search/") && $0.hasSuffix(".js") && !paths.contains($0) }
        return problems
    }

    /// Takes the files whose paths `isStale` names out of the site's list (the last build's, when patched), and
    /// out of the memory: a record of a file the output folder no longer holds would make the next build look at
    /// everything, even after an edit of one post.
    private mutating func dropMade(where isStale: (String) -> Bool) {
        guard made.contains(where: { isStale($0.path) }) else { return }
        for file in made where isStale(file.path) {
            memory.outputs[file.path] = nil
            memory.changed(.output, file.path)
        }
        made.removeAll { isStale($0.path) }
        current.madePositions = Dictionary(uniqueKeysWithValues: made.enumerated().map { ($1.path, $0) })
    }
}
