import Foundation

/// What one document gives the search index: each of its terms (a word as stemmed) with how often it occurs in
/// each field, where it first occurs in the text, and the words it was made from (which prefixes and typos are
/// matched against). Made once per document and kept with it, so that building the index is a merge.
public struct SearchDocument: Sendable, Hashable {
    /// One term of the document.
    public struct Term: Sendable, Hashable {
        /// The stemmed word: `connect` for `connected`, or the word itself when not stemmed.
        public var key: String
        /// The folded words this document spells it with, sorted, without `key` itself.
        public var words: [String]
        /// Occurrences in each field, by `SearchField.rawValue`.
        public var counts: [Int]
        /// The section of its first occurrence in the headings or the text: 0 before the first heading, `n` in
        /// heading `n`'s section (`n` counts from 1).
        public var section: Int
    }

    /// By key.
    public var terms: [Term]
    /// The number of words in each field.
    public var lengths: [Int]

    /// The document made of a title, its headings (`headings[n - 1]` opens section `n`), tags, and its text by
    /// section (`sections[0]` before the first heading, `sections[n]` after heading `n`); `stemming` stems words
    /// as English.
    public init(title: String, headings: [String], tags: [String], sections: [String], stemming: Bool) {
        // Each word is looked up once per occurrence, by its bytes: its first occurrence stems it and finds or
        // makes its term; the rest only count. A post says most of its words many times.
        // A post has about one distinct word in 12 to 20 bytes of its text (the bench corpus, the demo's posts).
        let expected = (sections.reduce(title.utf8.count) { $0 + $1.utf8.count }) / 16 + 16
        var positions = WordTable(capacity: expected)
        var termPositions: [String: Int] = Dictionary(minimumCapacity: expected)
        var terms: [Term] = []
        terms.reserveCapacity(expected)
        var lengths = Array(repeating: 0, count: SearchField.allCases.count)
        func add(_ text: String, _ field: SearchField, section: Int) {
            let field = field.rawValue, sectioned = field == SearchField.headings.rawValue
                || field == SearchField.body.rawValue
            SearchText.forEachWordBytes(in: text) { bytes, isCJK in
                lengths[field] += 1
                let hash = WordTable.hash(bytes)
                let position: Int
                switch positions.find(bytes, hash: hash) {
                case .value(let known): position = known
                case .missing(let slot):
                    let word = String(decoding: bytes, as: UTF8.self)
                    let key = stemming && !isCJK ? EnglishStemmer.stem(word) : word
                    if let known = termPositions[key] { position = known } else {
                        position = terms.count
                        termPositions[key] = position
                        terms.append(Term(key: key, words: [], counts: [0, 0, 0, 0], section: Int.max))
                    }
                    positions.insert(bytes, hash: hash, value: position, at: slot)
                    if word != key { terms[position].words.append(word) }
                }
                terms[position].counts[field] += 1
                if sectioned, section < terms[position].section { terms[position].section = section }
            }
        }
        add(title, .title, section: 0)
        for (index, heading) in headings.enumerated() { add(heading, .headings, section: index + 1) }
        for tag in tags { add(tag, .tags, section: 0) }
        for (index, text) in sections.enumerated() { add(text, .body, section: index) }
        for index in terms.indices {
            terms[index].words.sort()
            if terms[index].section == Int.max { terms[index].section = 0 }
        }
        self.terms = terms.sorted { $0.key < $1.key }
        self.lengths = lengths
    }

    init(terms: [Term], lengths: [Int]) {
        self.terms = terms
        self.lengths = lengths
    }
}

extension SearchDocument.Term {
    /// BM25's term-frequency part for `field`, in 16 steps (0 to 15): `(k1 + 1) tf / (tf + k1 (1 - b + b l / L))`
    /// over its largest value, with the field's length `l` against a fixed `L` (`SearchField.referenceLength`).
    /// The script multiplies it by the field's weight and the term's idf, which the index's counts give.
    ///
    /// The length counts in steps of a half octave (`lengthStep`), so that an edit that adds or drops a sentence
    /// seldom changes the impact of the document's other terms, and so rewrites only the shards of its own words.
    func impact(in field: SearchField, length: Int) -> Int {
        let tf = Double(counts[field.rawValue])
        guard tf > 0 else { return 0 }
        let k1 = SearchIndexLayout.k1, b = field.lengthNormalization
        let norm = 1 - b + b * Self.lengthStep(length) / field.referenceLength
        let part = tf / (tf + k1 * norm)  // (k1 + 1) tf / (tf + k1 norm), over k1 + 1
        return min(15, max(0, Int((part * 16).rounded(.down))))
    }

    /// `length` rounded down to a power of √2: 1, 1.41, 2, 2.83, 4, …
    static func lengthStep(_ length: Int) -> Double {
        pow(2, (log2(Double(max(length, 1))) * 2).rounded(.down) / 2)
    }
}
