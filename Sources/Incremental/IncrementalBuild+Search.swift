import SourceDiagnostics
import ConcurrencyHelpers
import Fingerprints
import Search
import Blog

extension IncrementalBuild {
    /// The search index's files (`search/`), from every searchable page's entry: the memory's where made under the
    /// same key (the page's version and the search settings), else made from the page, whole. `folio build` merges
    /// every entry each build. The preview keeps the index it made (`memory.search`) and, while the site's pages
    /// are the same under the same settings, looks only at the pages this build rendered, and replaces the
    /// documents of those whose entries changed. The files are kept by their bytes, so only those an edit changed
    /// are written. Last of the site's files, after the copies: their number changes with the index.
    public mutating func searchIndex(_ site: Site, dates: DisplayDates) async -> [Diagnostic] {
        guard site.config.search else { return [] }
        let settings = SearchSettings(site: site, dates: dates)
        let settingsKey = settings.key
        let order = searchOrder(site)
        // Taken out of the memory, so that it is changed in place (a failed build leaves none: the next one
        // merges every entry).
        var last = keepsWhole ? memory.search.take() : nil
        if let known = last, known.settings != settingsKey || known.order != order { last = nil }
        // With the last index at hand, a page not rendered again has the entry it had.
        let candidates = last == nil ? order : order.indices.filter { changedVersions.contains(order[$0]) }
            .map { order[$0] }
        let stale = candidates.filter { path in
            memory.pages.read(path) { $0.searchKey != Self.summaryKey($0.version, settingsKey) } ?? false
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
        // A page that came into search or left it changes every later document's id: the index is made again.
        if let known = last, stale.contains(where: { (known.ids[$0] == nil) != (made[$0] == nil) }) { last = nil }
        let state: SearchState
        if var known = last.take() {
            for path in stale {
                let entry = made[path]!
                known.index.replace(known.ids[path]!, document: entry.document, card: entry.card)
            }
            state = known
        } else {
            let searchable = order.filter { made[$0] != nil || memory.pages.read($0, { !$0.search.isEmpty }) == true }
            let entries = await inParallel(searchable.count) { [made, memory] index in
                made[searchable[index]] ?? memory.pages[searchable[index]].flatMap { SearchEntry(text: $0.search) }
            }
            // A page whose entry cannot be read back is left out (its entry is made again when it changes).
            let kept = entries.indices.filter { entries[$0] != nil }
            let index = await SearchIndex(documents: kept.map { entries[$0]!.document },
                                          cards: kept.map { entries[$0]!.card }, stemming: settings.stemming)
            state = SearchState(settings: settingsKey, order: order,
                                ids: Dictionary(uniqueKeysWithValues: kept.enumerated().map { (searchable[$1], $0) }),
                                index: index)
        }
        let files = searchFiles(state.index)
        if keepsWhole { memory.search = state }
        for file in files { fresh(file) }
        // A smaller index has fewer shards: the last build's others are no file of this site.
        let paths = Set(files.map(\.path))
        dropMade { $0.hasPrefix("search/") && $0.hasSuffix(".js") && !paths.contains($0) }
        return problems
    }

    /// The preview's search index, with the order of the site's pages it was made for and the id of each page
    /// in it (see `searchIndex`).
    struct SearchState: Sendable {
        var settings: ContentHash
        var order: [String]
        var ids: [String: Int]
        var index: SearchIndex
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
