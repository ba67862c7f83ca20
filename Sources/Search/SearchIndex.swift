import ConcurrencyHelpers

/// A site's search index, merged: every term's postings and encoded form, and the files of cards and heading ids,
/// from which `files` are made. A build makes one whole; the next one (the preview's, or `folio build`'s from the
/// cache) replaces the documents an edit changed (`replace`): their old terms' postings are taken out and the new
/// ones put in, and only those terms are encoded again, so that an edit costs what the post has, not what the site
/// has. The files are the same as a whole merge's (`SearchIndexTests` compares them over random edits).
public struct SearchIndex: Sendable {
    /// Whether the documents' words were stemmed as English.
    public let stemming: Bool
    /// The number of documents.
    public let count: Int
    /// By id; empty in an index made from its `terms` (a cache keeps no documents: the caller of `replace` gives
    /// the old one).
    public private(set) var documents: [SearchDocument]
    public private(set) var cards: [SearchCard]
    /// By key.
    private var entries: [String: SearchIndexLayout.Entry] = [:]
    /// The keys, in the order JavaScript sorts strings.
    private var keys: [String] = []
    /// Each term's part of a shard, by key (`SearchIndexLayout.encode`).
    private var encoded: [String: [UInt8]] = [:]
    /// The text of each group's file of cards, and of heading ids.
    private var cardFiles: [String] = [], headFiles: [String] = []

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
        let (groups, headGroups) = SearchIndexLayout.groups(count)
        let files = await inParallel(groups + headGroups) {
            $0 < groups ? SearchIndexLayout.cardFile($0, cards) : SearchIndexLayout.headFile($0 - groups, cards)
        }
        (cardFiles, headFiles) = (Array(files[..<groups]), Array(files[groups...]))
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
    }

    /// The terms, in key order.
    public var terms: [Term] {
        keys.map { key in
            let entry = entries[key]!
            return Term(key: key, words: entry.words, wordCounts: entry.wordCounts, postings: entry.postings,
                        encoded: encoded[key]!)
        }
    }

    /// The files of cards and of heading ids, by group.
    public var groupFiles: (cards: [String], heads: [String]) { (cardFiles, headFiles) }

    /// The index a cache kept: its `terms` in key order (their postings' documents below `cards.count`), its
    /// `cards` and `groupFiles`, without its documents; nil when there are not as many files of cards and of
    /// heading ids as so many cards make, or a term has not a list of postings per field and a count per word.
    public init?(stemming: Bool, cards: [SearchCard], groupFiles: (cards: [String], heads: [String]), terms: [Term]) {
        let groups = SearchIndexLayout.groups(cards.count)
        guard groupFiles.cards.count == groups.cards, groupFiles.heads.count == groups.heads,
              terms.allSatisfy({ $0.postings.count == 4 && $0.words.count == $0.wordCounts.count }) else { return nil }
        (self.stemming, self.count, self.documents, self.cards) = (stemming, cards.count, [], cards)
        (cardFiles, headFiles) = groupFiles
        keys = terms.map(\.key)
        entries.reserveCapacity(terms.count)
        encoded.reserveCapacity(terms.count)
        for term in terms {
            var entry = SearchIndexLayout.Entry(key: term.key)
            (entry.words, entry.wordCounts, entry.postings) = (term.words, term.wordCounts, term.postings)
            entries[term.key] = entry
            encoded[term.key] = term.encoded
        }
    }

    /// Lets go of the documents (a cache keeps none): `replace` then needs the old one.
    public mutating func forgetDocuments() {
        documents = []
    }

    /// The index's files, with their paths below its folder; `stemming` tells the script to stem a query's words
    /// as English, as the documents were.
    public var files: [(path: String, text: String)] {
        SearchIndexLayout.files(keys: keys, entries: entries, encoded: encoded, documents: count,
                                cardFiles: cardFiles, headFiles: headFiles, stemming: stemming)
    }

    /// Puts `document` and `card` in place of those of `id`, which the index has; `old` is the document `id` had,
    /// which an index made from its `terms` does not hold.
    public mutating func replace(_ id: Int, old: SearchDocument? = nil, document: SearchDocument, card: SearchCard) {
        precondition(old != nil || !documents.isEmpty, "the old document of an index made from its terms")
        var touched: Set<String> = []
        change(id, old ?? documents[id], adding: false, touched: &touched)
        if !documents.isEmpty { documents[id] = document }
        change(id, document, adding: true, touched: &touched)
        for key in touched {
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
            cardFiles[id / SearchIndexLayout.docsPerGroup] =
                SearchIndexLayout.cardFile(id / SearchIndexLayout.docsPerGroup, cards)
            headFiles[id / SearchIndexLayout.docsPerHeadGroup] =
                SearchIndexLayout.headFile(id / SearchIndexLayout.docsPerHeadGroup, cards)
        }
    }

    /// Takes the postings and words of `document`, as `id`, out of its terms' entries or puts them in, noting
    /// each term in `touched`.
    private mutating func change(_ id: Int, _ document: SearchDocument, adding: Bool, touched: inout Set<String>) {
        let norms = SearchIndexLayout.norms(document.lengths)
        let id = Int32(id)
        document.encoded.withUnsafeBufferPointer { buffer in
            var reader = SearchDocument.TermReader(buffer)
            while let term = reader.next() {
                let key = String(decoding: buffer[term.key], as: UTF8.self)
                touched.insert(key)
                var entry = entries.removeValue(forKey: key) ?? SearchIndexLayout.Entry(key: key)
                entry.add(words: buffer[term.words], by: adding ? 1 : -1)
                for field in 0..<4 where term.counts[field] > 0 {
                    let at = entry.pair(at: id, in: field)
                    let there = at < entry.postings[field].count && entry.postings[field][at] == id
                    if adding {
                        let value = SearchIndexLayout.postingValue(count: term.counts[field], norm: norms[field],
                                                                   field: field, section: term.section)
                        entry.postings[field].insert(contentsOf: [id, value], at: at)
                    } else if there {
                        entry.postings[field].removeSubrange(at..<(at + 2))
                    }
                }
                entries[key] = entry
            }
        }
    }

    /// Where `key` is in `keys`, or would be.
    private func place(of key: String) -> Int {
        var (low, high) = (0, keys.count)
        while low < high {
            let middle = (low + high) / 2
            if SearchIndexLayout.utf16Precedes(keys[middle], key) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
