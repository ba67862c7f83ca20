import ConcurrencyHelpers

/// A site's search index, merged: every term's postings and encoded form, and the files of cards and heading ids,
/// from which `changedFiles` makes the files. A build makes one whole; the next one (the preview's, or `folio
/// build`'s from the cache) replaces the documents an edit changed (`replace`): the postings of the terms it
/// changed are changed, and only those terms are encoded again, and only the shards that hold them made again, so
/// that an edit costs what the post has, not what the site has. The files are the same as a whole merge's
/// (`SearchIndexTests` compares them over random edits).
public struct SearchIndex: Sendable {
    /// Whether the documents' words were stemmed as English.
    public let stemming: Bool
    /// The number of documents.
    public let count: Int
    /// By id; empty in an index made from its `terms` (a cache keeps no documents: the caller of `replace` gives
    /// the old one).
    public private(set) var documents: [SearchDocument]
    public private(set) var cards: [SearchCard]
    /// By key: every term of an index merged here, and of one a cache kept, those `replace` has read.
    private var entries: [String: SearchIndexLayout.Entry] = [:]
    /// The terms of an index a cache kept that no `replace` has read yet, by key: each one's place in `store`,
    /// and whether every posting is of one document (which the index file's rare words are).
    private var stored: [String: (place: Int, isOneDocument: Bool)] = [:]
    private var store: (any SearchTermStore)?
    /// The keys, in the order JavaScript sorts strings.
    private var keys: [String] = []
    /// Each term's part of a shard, by key (`SearchIndexLayout.encode`).
    private var encoded: [String: [UInt8]] = [:]
    /// The text of each group's file of cards, and of heading ids.
    private var cardFiles: [String] = [], headFiles: [String] = []
    /// What `changedFiles` gave last: the index file, and each shard's text with the sum of its terms' hashes
    /// and their number; and since then, the terms replaced and the files of cards and heading ids made again.
    private var madeIndex = ""
    private var madeShards: [(sum: UInt64, count: Int, text: String)] = []
    private var replaced: Set<String> = [], changedGroups: Set<String> = []
    /// Every term `replace` changed since the index was made (or read back from its `terms`): the others are as
    /// they were, which lets a cache write their bytes again as it read them.
    public private(set) var changedTerms: Set<String> = []
    /// Likewise the documents whose cards `replace` changed: the files of their groups changed with them.
    public private(set) var changedCards: Set<Int> = []

    /// The index of `documents` and their `cards`, by position (a document's id), merged on every core.
    public init(documents: [SearchDocument], cards: [SearchCard], stemming: Bool) async {
        precondition(documents.count == cards.count)
        (self.documents, self.cards, self.stemming, self.count) = (documents, cards, stemming, documents.count)
        let merged = await SearchIndexLayout.merge(documents)
        let count = documents.count
        let encoded = await inParallel(merged.count) { SearchIndexLayout.encode(merged[$0], documents: count) }
        keys = merged.map(\.key)
        entries = Dictionary(uniqueKeysWithValues: merged.map { ($0.key, $0) })
        self.encoded = Dictionary(uniqueKeysWithValues: zip(keys, encoded))
        (cardFiles, headFiles) = await Self.groupFiles(cards)
    }

    /// The index of `documents` and their `cards`, merged as `init(documents:cards:stemming:)` merges it, but each
    /// term handed to `keep` as soon as it is merged (with the others of its part of the keys, on the core that
    /// merged them) and its postings let go of: the merge holds a part's postings at a time, not the whole index's.
    /// The index keeps each term's part of a shard and whether it is of one document, as one a cache kept does, with
    /// no store to read the rest from: it makes its files and gives its keys, and `replace` refuses. What `folio
    /// build` needs, which keeps the terms in its cache in `keep`'s form. `keep`'s results are in key order.
    public static func merged<Kept: Sendable>(documents: [SearchDocument], cards: [SearchCard], stemming: Bool,
                                              keeping keep: @escaping @Sendable ([Term]) -> Kept) async
        -> (index: SearchIndex, kept: [Kept]) {
        precondition(documents.count == cards.count)
        let count = documents.count
        let parts = await SearchIndexLayout.merge(documents) { entries in
            let terms = entries.map { entry in
                Term(key: entry.key, words: entry.words, wordCounts: entry.wordCounts, postings: entry.postings,
                     encoded: SearchIndexLayout.encode(entry, documents: count))
            }
            let stored = terms.map { StoredTerm(key: $0.key, encoded: $0.encoded, isOneDocument: $0.isOneDocument) }
            return (stored, keep(terms))
        }
        let index = await SearchIndex(stemming: stemming, cards: cards, terms: parts.flatMap(\.0))
        return (index, parts.map(\.1))
    }

    /// The files of cards and of heading ids of `cards`, by group, made on every core.
    private static func groupFiles(_ cards: [SearchCard]) async -> (cards: [String], heads: [String]) {
        let (groups, headGroups) = SearchIndexLayout.groups(cards.count)
        let files = await inParallel(groups + headGroups) {
            $0 < groups ? SearchIndexLayout.cardFile($0, cards) : SearchIndexLayout.headFile($0 - groups, cards)
        }
        return (Array(files[..<groups]), Array(files[groups...]))
    }

    /// One term as a cache keeps it: its key, the words it is spelt with and in how many documents each, its
    /// postings by field (pairs of document and value, by document) and its part of a shard.
    public struct Term: Sendable {
        public var key: String
        public var words: [String]
        public var wordCounts: [Int32]
        public var postings: [[Int32]]
        public var encoded: [UInt8]

        public init(key: String, words: [String], wordCounts: [Int32], postings: [[Int32]], encoded: [UInt8]) {
            (self.key, self.words, self.wordCounts, self.postings, self.encoded) =
                (key, words, wordCounts, postings, encoded)
        }

        /// Whether every posting is of one document (see `StoredTerm`).
        public var isOneDocument: Bool { SearchIndexLayout.Entry.isOneDocument(postings) }
    }

    /// The terms, in key order.
    public var terms: [Term] {
        keys.map(term)
    }

    /// The terms' keys, in key order.
    public var termKeys: [String] { keys }

    /// The term of `key`, one of `termKeys`.
    public func term(_ key: String) -> Term {
        let entry = entry(key)!
        return Term(key: key, words: entry.words, wordCounts: entry.wordCounts, postings: entry.postings,
                    encoded: encoded[key]!)
    }

    /// The files of cards and of heading ids, by group.
    public var groupFiles: (cards: [String], heads: [String]) { (cardFiles, headFiles) }

    /// A term as a cache keeps it until `replace` reads it: its key, its part of a shard, and whether every posting
    /// is of one document; the rest (its words and postings) is read from a `SearchTermStore` when needed.
    public struct StoredTerm: Sendable {
        public var key: String
        public var encoded: [UInt8]
        public var isOneDocument: Bool

        public init(key: String, encoded: [UInt8], isOneDocument: Bool) {
            (self.key, self.encoded, self.isOneDocument) = (key, encoded, isOneDocument)
        }
    }

    /// The index a cache kept: its `terms` in key order, `terms[n]` read whole from `store` at place `n` when an
    /// edit changes it, its `cards` and `groupFiles`, without its documents. An edit reads the few terms it
    /// changes, not the postings of every term. Nil when there are not as many files of cards and of heading ids as
    /// so many cards make.
    public init?(stemming: Bool, cards: [SearchCard], groupFiles: (cards: [String], heads: [String]),
                 terms: [StoredTerm], store: any SearchTermStore) {
        let groups = SearchIndexLayout.groups(cards.count)
        guard groupFiles.cards.count == groups.cards, groupFiles.heads.count == groups.heads else { return nil }
        self.init(stemming: stemming, cards: cards, groupFiles: groupFiles, terms: terms, readingFrom: store)
    }

    /// An index of `terms` without documents, whose words and postings `store` reads (none: `replace` refuses).
    private init(stemming: Bool, cards: [SearchCard], groupFiles: (cards: [String], heads: [String]),
                 terms: [StoredTerm], readingFrom store: (any SearchTermStore)?) {
        (self.stemming, self.count, self.documents, self.cards) = (stemming, cards.count, [], cards)
        (cardFiles, headFiles) = groupFiles
        keys = terms.map(\.key)
        stored.reserveCapacity(terms.count)
        encoded.reserveCapacity(terms.count)
        for (place, term) in terms.enumerated() {
            stored[term.key] = (place, term.isOneDocument)
            encoded[term.key] = term.encoded
        }
        self.store = store
    }

    /// The same, with the files of cards and heading ids made from `cards`.
    private init(stemming: Bool, cards: [SearchCard], terms: [StoredTerm]) async {
        self.init(stemming: stemming, cards: cards, groupFiles: await Self.groupFiles(cards), terms: terms,
                  readingFrom: nil)
    }

    /// The entry of `key`, read from the store if it is there; nil when the index has no such term, or the store
    /// cannot read it.
    private func entry(_ key: String) -> SearchIndexLayout.Entry? {
        if let entry = entries[key] { return entry }
        guard let place = stored[key]?.place, let term = store?.term(at: place), term.key == key,
              term.postings.count == 4, term.words.count == term.wordCounts.count,
              term.postings.allSatisfy({ $0.count % 2 == 0 && Self.inOrder($0, below: count) }) else { return nil }
        var entry = SearchIndexLayout.Entry(key: key)
        (entry.words, entry.wordCounts, entry.postings) = (term.words, term.wordCounts, term.postings)
        return entry
    }

    /// Whether `postings` are pairs of a document below `count` and a value of 0 or more, by document.
    private static func inOrder(_ postings: [Int32], below count: Int) -> Bool {
        var previous: Int32 = -1
        for pair in stride(from: 0, to: postings.count, by: 2) {
            guard postings[pair] > previous, postings[pair] < count, postings[pair + 1] >= 0 else { return false }
            previous = postings[pair]
        }
        return true
    }

    /// Lets go of the documents (a cache keeps none): `replace` then needs the old one.
    public mutating func forgetDocuments() {
        documents = []
    }

    /// Lets go of every term's words and postings, and of the files last made: what a caller that has kept the
    /// terms in another form (`folio build`, which writes them to its cache) no longer needs. The index then gives
    /// its keys, cards and files of cards, and no term, no files and no replacement.
    public mutating func forgetTerms() {
        (entries, stored, store, changedTerms) = ([:], [:], nil, [])
        (madeShards, madeIndex, replaced) = ([], "", [])
        encoded = [:]
    }

    /// Puts `document` and `card` in place of those of `id`, which the index has; `old` is the document `id` had,
    /// which an index a cache kept does not hold. A term the edit leaves as it was (the same words, the same value
    /// in each field: most of a post's terms, when a sentence changes) is not touched. False, changing nothing,
    /// when a term the cache kept cannot be read (the index is then of no use: merge the documents again).
    @discardableResult
    public mutating func replace(_ id: Int, old: SearchDocument? = nil, document: SearchDocument, card: SearchCard)
        -> Bool {
        precondition(old != nil || !documents.isEmpty, "the old document of an index made from its terms")
        // An index whose terms are kept elsewhere (`merged`, `forgetTerms`) cannot change them.
        guard store != nil || stored.isEmpty && entries.count == keys.count else { return false }
        let before = Self.contributions(of: old ?? documents[id]), after = Self.contributions(of: document)
        var touched: [String] = []
        for (key, now) in after {
            let was = before[key]
            if let was, was.values == now.values, was.words.elementsEqual(now.words) { continue }
            touched.append(key)
        }
        for key in before.keys where after[key] == nil { touched.append(key) }
        // The terms a cache kept are read only where the edit changes them: a sentence added changes the terms of
        // its words, not the few hundred others of the post.
        for key in touched where stored[key] != nil {
            guard let entry = entry(key) else { return false }
            entries[key] = entry
            stored[key] = nil
        }
        if !documents.isEmpty { documents[id] = document }
        for key in touched { change(key, Int32(id), from: before[key], to: after[key]) }
        for key in touched {
            replaced.insert(key)
            changedTerms.insert(key)
            guard let entry = entries[key], !entry.isEmpty else {
                entries[key] = nil
                if encoded.removeValue(forKey: key) != nil { keys.remove(at: place(of: key)) }
                continue
            }
            if encoded[key] == nil { keys.insert(key, at: place(of: key)) }
            encoded[key] = SearchIndexLayout.encode(entry, documents: count)
        }
        if cards[id] != card {
            cards[id] = card
            changedCards.insert(id)
            let (group, headGroup) = (id / SearchIndexLayout.docsPerGroup, id / SearchIndexLayout.docsPerHeadGroup)
            cardFiles[group] = SearchIndexLayout.cardFile(group, cards)
            headFiles[headGroup] = SearchIndexLayout.headFile(headGroup, cards)
            changedGroups.insert("docs-\(group).js")
            changedGroups.insert("heads-\(headGroup).js")
        }
        return true
    }

    /// What a document puts in one term: the words it spells it with (apart by `,`), and its posting's value in
    /// each field, or -1 where it has none.
    private struct Contribution {
        var words: ArraySlice<UInt8>
        var values: SIMD4<Int32>
    }

    /// What `document` puts in each of its terms, by key.
    private static func contributions(of document: SearchDocument) -> [String: Contribution] {
        let norms = SearchIndexLayout.norms(document.lengths)
        var contributions: [String: Contribution] = [:]
        document.encoded.withUnsafeBufferPointer { buffer in
            var reader = SearchDocument.TermReader(buffer)
            while let term = reader.next() {
                var values = SIMD4<Int32>(repeating: -1)
                for field in 0..<4 where term.counts[field] > 0 {
                    values[field] = SearchIndexLayout.postingValue(count: term.counts[field], norm: norms[field],
                                                                   field: field, section: term.section,
                                                                   titleSpellsOtherwise: term.titleSpellsOtherwise)
                }
                contributions[String(decoding: buffer[term.key], as: UTF8.self)] =
                    Contribution(words: document.encoded[term.words], values: values)
            }
        }
        return contributions
    }

    /// Changes the entry of `key` from what document `id` put in it (`was`) to what it puts in it `now`: its
    /// words counted, each field's posting put in, changed in place or taken out.
    private mutating func change(_ key: String, _ id: Int32, from was: Contribution?, to now: Contribution?) {
        var entry = entries.removeValue(forKey: key) ?? SearchIndexLayout.Entry(key: key)
        if let was { entry.add(words: was.words, by: -1) }
        if let now { entry.add(words: now.words, by: 1) }
        for field in 0..<4 {
            let value = now?.values[field] ?? -1
            guard value != was?.values[field] ?? -1 else { continue }
            let at = entry.pair(at: id, in: field)
            let there = at < entry.postings[field].count && entry.postings[field][at] == id
            switch (there, value >= 0) {
            case (true, true): entry.postings[field][at + 1] = value
            case (true, false): entry.postings[field].removeSubrange(at..<(at + 2))
            case (false, true): entry.postings[field].insert(contentsOf: [id, value], at: at)
            case (false, false): break
            }
        }
        entries[key] = entry
    }

    /// The index's files, with their paths below its folder (`index.js`, the shards, then the files of cards and of
    /// heading ids), each told whether it may differ from what the last call gave: a shard is made again only when
    /// it holds another set of terms or a term replaced since, so that after an edit only the files it changed are
    /// made and passed on (the first call gives every file as changed). `index.js` tells the script to stem a
    /// query's words as English when the documents were.
    public mutating func changedFiles() -> [(path: String, text: String, changed: Bool)] {
        let terms = SearchIndexLayout.Partition(keys: keys, encoded: encoded, documents: count,
                                                groups: cardFiles.count + headFiles.count) { [entries, stored] key in
            entries[key]?.isOneDocument ?? stored[key]?.isOneDocument ?? false
        }
        // A shard whose terms are the same set (by their hashes' sum and number) as the last call's shard of its
        // number, and none of them replaced, has the same text.
        let sums = terms.shards.map { range in
            range.reduce(UInt64(0)) { $0 &+ SearchIndexLayout.stableHash(terms.commonKeys[$1]) }
        }
        var same = terms.shards.indices.map { number in
            number < madeShards.count && madeShards[number].sum == sums[number]
                && madeShards[number].count == terms.shards[number].count
        }
        for key in replaced {
            let at = Self.place(of: key, in: terms.commonKeys)
            guard at < terms.commonKeys.count, terms.commonKeys[at] == key,
                  let number = terms.shards.firstIndex(where: { $0.contains(at) }) else { continue }
            same[number] = false
        }
        let index = SearchIndexLayout.indexFile(terms, documents: count, stemming: stemming)
        var files: [(path: String, text: String, changed: Bool)] = [("index.js", index, index != madeIndex)]
        var shards: [(sum: UInt64, count: Int, text: String)] = []
        for (number, range) in terms.shards.enumerated() {
            let text = same[number] ? madeShards[number].text : terms.shardFile(number)
            shards.append((sums[number], range.count, text))
            files.append(("terms-\(number).js", text, !same[number]))
        }
        let made = !madeShards.isEmpty
        files += cardFiles.enumerated().map { ("docs-\($0.offset).js", $0.element, !made) }
        files += headFiles.enumerated().map { ("heads-\($0.offset).js", $0.element, !made) }
        for position in files.indices where changedGroups.contains(files[position].path) {
            files[position].changed = true
        }
        (madeShards, madeIndex, replaced, changedGroups) = (shards, index, [], [])
        return files
    }

    /// Where `key` is in `keys`, or would be.
    private func place(of key: String) -> Int {
        Self.place(of: key, in: keys)
    }

    /// Where `key` is in `keys` (in the order JavaScript sorts strings), or would be.
    private static func place(of key: String, in keys: [String]) -> Int {
        var (low, high) = (0, keys.count)
        while low < high {
            let middle = (low + high) / 2
            if SearchIndexLayout.utf16Precedes(keys[middle], key) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Where an index a cache kept reads its terms whole (see `SearchIndex.StoredTerm`).
public protocol SearchTermStore: Sendable {
    /// The term at `place` (the order the index was given them in), or nil when it cannot be read.
    func term(at place: Int) -> SearchIndex.Term?
}
