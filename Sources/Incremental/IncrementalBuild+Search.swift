import SourceDiagnostics
import ConcurrencyHelpers
import Fingerprints
import Search
import Blog

extension IncrementalBuild {
    /// The search index's files (`search/`), from every searchable page's entry: the memory's where made under the
    /// same key (the page's version and the search settings), else made from the page, whole. The index the last
    /// build made is kept (`memory.search`: in the process by the preview, in the cache by `folio build`); while
    /// the same pages are searched under the same settings, only the pages this build rendered can have other
    /// entries, and their documents are replaced in it. Else every entry is merged again. The files are kept by
    /// their bytes, so only those an edit changed are written. Last of the site's files, after the copies: their
    /// number changes with the index.
    public mutating func searchIndex(_ site: Site, dates: DisplayDates) async -> [Diagnostic] {
        guard site.config.search else { return [] }
        let settings = SearchSettings(site: site, dates: dates)
        let settingsKey = settings.key
        let order = searchOrder(site)
        // Taken out of the memory, so that it is changed in place; a build that fails before it is put back
        // leaves none, and the next one merges every entry.
        var last = memory.search.take()
        if let known = last, known.settings != settingsKey || known.order != order { last = nil }
        // With the last index at hand, a page not rendered again has the entry it had.
        let candidates = last == nil ? order : order.filter { changedVersions.contains($0) }
        let stale = candidates.filter { path in
            memory.pages.read(path) { $0.searchKey != Self.summaryKey($0.version, settingsKey) } ?? false
        }
        let problems = await makeWhole(stale, site: site)
        let remade = await eachInParallel(stale.count) { this, index -> SearchEntry?? in
            this.wholePage(stale[index]).map { searchEntry(of: $0, settings: settings) }
        }
        // Many pages with new entries (every page, after a change of how Markdown is rendered) merge every entry
        // again: one document replaced costs about what five merged anew do, on one core.
        if last != nil, stale.count > Self.mostReplaced(of: order.count) { last = nil }
        // The entries made now are used as they are; the others are read back from the cache's text. The old ones
        // are read only for an index that is replaced in.
        var made: [String: SearchEntry] = [:], before: [String: SearchEntry?] = [:]
        for (path, outcome) in zip(stale, remade) {
            guard let outcome, var known = memory.pages[path] else { continue }
            if last != nil { before[path] = known.search }
            (known.search, known.searchKey) = (outcome, Self.summaryKey(known.version, settingsKey))
            memory.pages[path] = known
            memory.changed(.page, path)
            made[path] = outcome
        }
        // A page that came into search or left it changes every later document's id: the index is made again.
        if let known = last, stale.contains(where: { (known.ids[$0] == nil) != (made[$0] == nil) }) { last = nil }
        // An index read from the cache holds no documents: a page's old one is read from its old entry.
        var old: [String: SearchDocument] = [:]
        if let known = last, known.index.documents.isEmpty {
            for path in stale {
                guard let document = before[path]??.document else {
                    last = nil
                    break
                }
                old[path] = document
            }
        }
        // A term the cache kept that cannot be read leaves the index of no use: every entry is merged again.
        var replaced: SearchState?
        if var known = last.take(), stale.allSatisfy({ path in
            known.index.replace(known.ids[path]!, old: old[path], document: made[path]!.document,
                                card: made[path]!.card)
        }) {
            replaced = known
        }
        var state: SearchState
        let replacedIn = replaced != nil
        if let replaced {
            state = replaced
            count { $0.searchReplaced = stale.count }
        } else {
            let entries = await inParallel(order.count) { [made, memory] index in
                made[order[index]] ?? memory.pages[order[index]]?.search
            }
            // A page out of search, or whose entry cannot be read back, is left out (its entry is made again when it
            // changes).
            let kept = entries.indices.filter { entries[$0] != nil }
            let (documents, cards) = (kept.map { entries[$0]!.document }, kept.map { entries[$0]!.card })
            let ids = Dictionary(uniqueKeysWithValues: kept.enumerated().map { (order[$1], $0) })
            if keepsWhole {
                let index = await SearchIndex(documents: documents, cards: cards, stemming: settings.stemming)
                state = SearchState(settings: settingsKey, order: order, ids: ids, index: index)
            } else {
                // `folio build` keeps the terms as its cache does, each part of them as soon as it is merged: the
                // merge never holds every term's postings.
                let (index, parts) = await SearchIndex.merged(documents: documents, cards: cards,
                                                              stemming: settings.stemming) {
                    SearchState.EncodedTerms($0)
                }
                state = SearchState(settings: settingsKey, order: order, ids: ids, index: index)
                for part in parts { state.keep(part) }
            }
        }
        let files = state.index.changedFiles().map { (path: "search/" + $0.path, text: $0.text, changed: $0.changed) }
        // `folio build` keeps it in the cache, which holds no documents: they need not outlive the stage.
        if !keepsWhole {
            state.index.forgetDocuments()
            await state.keepTermsAsBytes()
        }
        memory.search = state
        // A file the index did not change stands as the last build made it, when the site's list is the last
        // build's (patched); else it is put in it.
        for file in files where file.changed || current.madePositions[file.path] == nil {
            fresh(OutputFile(path: file.path, text: file.text))
        }
        // A smaller index has fewer shards: the last build's others are no file of this site. (Only shards come
        // and go while the index is replaced in: its number of documents, and so of groups, stays.)
        let shards = files.count { $0.path.hasPrefix("search/terms-") }
        if !replacedIn || current.madePositions["search/terms-\(shards).js"] != nil {
            let paths = Set(files.map(\.path))
            dropMade { $0.hasPrefix("search/") && $0.hasSuffix(".js") && !paths.contains($0) }
        }
        return problems
    }

    /// The most pages whose documents are replaced in the last index; past it, every entry is merged again.
    static func mostReplaced(of pages: Int) -> Int {
        max(64, pages / 8)
    }

    /// The search index of the last build, with the order of the site's pages it was made for and the id of each
    /// page in it (see `searchIndex`).
    struct SearchState: Sendable {
        var settings: ContentHash
        var order: [String]
        var ids: [String: Int]
        var index: SearchIndex
        /// Each term's bytes as the cache held them: written again as they are while the index leaves the term as
        /// it was (`SearchIndex.changedTerms`), as most terms are after an edit.
        var termBytes: [String: CacheBytes] = [:]
        /// Likewise the bytes of the settings, order and ids, of each card, and of each file of cards and of
        /// heading ids (by group, the files of cards first), as the cache held them.
        var headBytes: CacheBytes?
        var cardBytes: [CacheBytes] = [], groupBytes: [CacheBytes] = []
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

/// `folio build` keeps the last search index in its cache (see `BuildCache`), without its documents: the cards,
/// the files of cards and heading ids, and each term with whether every posting is of one document, its words and
/// postings (document gaps and values) as one counted run, which is read only when an edit changes the term
/// (`SearchIndex.StoredTerm`), and its part of a shard.
extension IncrementalBuild.SearchState: CacheCodable {
    func write(to writer: inout CacheWriter) {
        var runs = CacheRunWriter()
        write(to: &runs)
        for run in runs.finished() { writer.append(run) }
    }

    /// Writes the index as `write(to:)` does, each term the edits since it was read left as it was taken as the
    /// bytes the cache held.
    func write(to runs: inout CacheRunWriter) {
        // What an edit leaves as it was (the order and ids always: another order makes a new state) is written as
        // the cache held it.
        if let headBytes { runs.append(headBytes) } else {
            settings.write(to: &runs.writer)
            runs.writer.write(UInt64(order.count))
            for path in order {
                runs.writer.write(path)
                runs.writer.write(ids[path] ?? -1)
            }
            runs.writer.write(index.stemming)
        }
        runs.writer.write(UInt64(index.cards.count))
        let kept = cardBytes.count == index.cards.count ? cardBytes : []
        for (id, card) in index.cards.enumerated() {
            if !kept.isEmpty, !index.changedCards.contains(id) {
                runs.append(kept[id])
                continue
            }
            for text in [card.title, card.url, card.date, card.excerpt] { runs.writer.write(text) }
            runs.writer.write(UInt64(card.anchors.count))
            for anchor in card.anchors { runs.writer.write(anchor) }
        }
        let groups = index.groupFiles
        let changedGroups = Set(index.changedCards.map { $0 / SearchIndexLayout.docsPerGroup })
        let changedHeads = Set(index.changedCards.map { $0 / SearchIndexLayout.docsPerHeadGroup })
        let keptGroups = groupBytes.count == groups.cards.count + groups.heads.count ? groupBytes : []
        let lists = [(groups.cards, changedGroups, 0), (groups.heads, changedHeads, groups.cards.count)]
        for (list, changed, first) in lists {
            runs.writer.write(UInt64(list.count))
            for (group, text) in list.enumerated() {
                if !keptGroups.isEmpty, !changed.contains(group) { runs.append(keptGroups[first + group]) } else {
                    runs.writer.write(text)
                }
            }
        }
        let keys = index.termKeys
        runs.writer.write(UInt64(keys.count))
        for key in keys {
            if !index.changedTerms.contains(key), let bytes = termBytes[key] {
                runs.append(bytes)
                continue
            }
            Self.write(index.term(key), to: &runs.writer)
            runs.endRunIfLong()
        }
    }

    /// One term as the cache keeps it: its key, whether every posting is of one document, its words and postings as
    /// one counted run, and its part of a shard.
    static func write(_ term: SearchIndex.Term, to writer: inout CacheWriter) {
        writer.write(term.key)
        writer.write(term.isOneDocument)
        var body = CacheWriter()
        body.write(UInt64(term.words.count))
        for (word, count) in zip(term.words, term.wordCounts) {
            body.write(word)
            body.write(UInt64(count))
        }
        for postings in term.postings {
            body.write(UInt64(postings.count / 2))
            var previous: Int32 = -1
            for pair in stride(from: 0, to: postings.count, by: 2) {
                body.write(UInt64(postings[pair] - previous))
                body.write(UInt64(postings[pair + 1]))
                previous = postings[pair]
            }
        }
        writer.write(counted: body.bytes)
        writer.write(counted: term.encoded)
    }

    /// Some terms in the form the cache keeps, one after another in one buffer: their keys, the buffer, and where
    /// each one ends in it.
    struct EncodedTerms: Sendable {
        var keys: [String] = [], bytes: [UInt8] = [], ends: [Int] = []

        init(_ terms: some Sequence<SearchIndex.Term>) {
            var writer = CacheWriter()
            for term in terms {
                IncrementalBuild.SearchState.write(term, to: &writer)
                keys.append(term.key)
                ends.append(writer.bytes.count)
            }
            bytes = writer.bytes
        }
    }

    /// Takes `encoded` as the cache's bytes of their terms (`termBytes`).
    mutating func keep(_ encoded: EncodedTerms) {
        let whole = CacheBytes(encoded.bytes)
        for (offset, end) in encoded.ends.enumerated() {
            termBytes[encoded.keys[offset]] = whole[(offset == 0 ? 0 : encoded.ends[offset - 1])..<end]
        }
    }

    /// Puts every term in the form the cache keeps (`termBytes`), made on every core, and lets go of the index's
    /// terms: a third of the memory for the postings, and a save that copies them as they are.
    mutating func keepTermsAsBytes() async {
        let keys = index.termKeys.filter { termBytes[$0] == nil || index.changedTerms.contains($0) }
        let chunk = 256
        let chunks = await inParallel((keys.count + chunk - 1) / chunk) { [index] number in
            EncodedTerms(keys[(number * chunk)..<min(keys.count, (number + 1) * chunk)].lazy.map(index.term))
        }
        for encoded in chunks { keep(encoded) }
        index.forgetTerms()
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        let headStart = reader.offset
        settings = try ContentHash(from: &reader)
        let pages = try Self.count(&reader)
        (order, ids) = ([], [:])
        order.reserveCapacity(pages)
        for _ in 0..<pages {
            let path = try reader.string(), id = try reader.int()
            order.append(path)
            if id >= 0 { ids[path] = id }
        }
        let stemming = try reader.bool()
        headBytes = reader.bytes(from: headStart)
        var cards: [SearchCard] = []
        for _ in 0..<(try Self.count(&reader)) {
            let start = reader.offset
            let (title, url, date, excerpt) = (try reader.string(), try reader.string(), try reader.string(),
                                               try reader.string())
            var anchors: [String] = []
            for _ in 0..<(try Self.count(&reader)) { anchors.append(try reader.string()) }
            cards.append(SearchCard(kept: title, url: url, date: date, excerpt: excerpt, anchors: anchors))
            cardBytes.append(reader.bytes(from: start))
        }
        var groups: [[String]] = []
        for _ in 0..<2 {
            var list: [String] = []
            for _ in 0..<(try Self.count(&reader)) {
                let start = reader.offset
                list.append(try reader.string())
                groupBytes.append(reader.bytes(from: start))
            }
            groups.append(list)
        }
        // Each term's words and postings are kept as read, and read when an edit changes the term.
        var terms: [SearchIndex.StoredTerm] = [], store = StoredTerms()
        let termCount = try Self.count(&reader)
        terms.reserveCapacity(termCount)
        termBytes.reserveCapacity(termCount)
        store.bodies.reserveCapacity(termCount)
        for _ in 0..<termCount {
            let start = reader.offset
            let key = try reader.string(), isOneDocument = try reader.bool()
            store.bodies.append((key, try reader.counted()))
            terms.append(SearchIndex.StoredTerm(key: key, encoded: try reader.counted().withUnsafeBytes { Array($0) },
                                                isOneDocument: isOneDocument))
            termBytes[key] = reader.bytes(from: start)
        }
        guard ids.values.allSatisfy({ $0 < cards.count }),
              let index = SearchIndex(stemming: stemming, cards: cards, groupFiles: (groups[0], groups[1]),
                                      terms: terms, store: store) else { throw CacheReader.Damaged() }
        self.index = index
    }

    /// The words and postings of each term of the index the cache kept, as read, each read whole when an edit
    /// changes the term: an edit of one post reads a few hundred of them, not every posting of the site.
    private struct StoredTerms: SearchTermStore {
        var bodies: [(key: String, bytes: CacheBytes)] = []

        func term(at place: Int) -> SearchIndex.Term? {
            guard place < bodies.count else { return nil }
            var reader = CacheReader(bodies[place].bytes)
            var term = SearchIndex.Term(key: bodies[place].key, words: [], wordCounts: [], postings: [],
                                        encoded: [])
            do throws(CacheReader.Damaged) {
                for _ in 0..<(try IncrementalBuild.SearchState.count(&reader)) {
                    term.words.append(try reader.string())
                    term.wordCounts.append(Int32(truncatingIfNeeded: try reader.uint()))
                }
                for _ in 0..<4 {
                    let pairs = try IncrementalBuild.SearchState.count(&reader)
                    var postings: [Int32] = []
                    postings.reserveCapacity(pairs * 2)
                    var previous: Int64 = -1
                    for _ in 0..<pairs {
                        previous += Int64(truncatingIfNeeded: try reader.uint())
                        let value = try reader.uint()
                        guard previous >= 0, previous <= Int64(Int32.max), value <= UInt64(Int32.max) else {
                            return nil
                        }
                        postings.append(Int32(previous))
                        postings.append(Int32(value))
                    }
                    term.postings.append(postings)
                }
            } catch {
                return nil
            }
            return reader.isAtEnd ? term : nil
        }
    }

    /// A count of items, each of at least one byte.
    fileprivate static func count(_ reader: inout CacheReader) throws(CacheReader.Damaged) -> Int {
        let count = try reader.uint()
        guard count <= UInt64(reader.remaining) else { throw CacheReader.Damaged() }
        return Int(count)
    }
}
