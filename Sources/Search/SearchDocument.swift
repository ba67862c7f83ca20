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
        public var counts: SIMD4<Int32>
        /// The section of its first occurrence in the headings or the text: 0 before the first heading, `n` in
        /// heading `n`'s section (`n` counts from 1).
        public var section: Int
    }

    /// In the order of their first occurrence.
    public var terms: [Term]
    /// The number of words in each field.
    public var lengths: [Int]

    /// The document made of a title, its headings (`headings[n - 1]` opens section `n`), tags, and its text by
    /// section (`sections[0]` before the first heading, `sections[n]` after heading `n`); `stemming` stems words
    /// as English. Its terms are in the order of their first occurrence.
    public init(title: String, headings: [String], tags: [String], sections: [String], stemming: Bool) {
        var counter = TermCounter(expectedBytes: sections.reduce(title.utf8.count) { $0 + $1.utf8.count },
                                  vocabulary: Vocabulary.take(stemming: stemming))
        counter.add(title, .title, section: 0)
        for (index, heading) in headings.enumerated() { counter.add(heading, .headings, section: index + 1) }
        for tag in tags { counter.add(tag, .tags, section: 0) }
        for (index, text) in sections.enumerated() { counter.add(text, .body, section: index) }
        Vocabulary.giveBack(counter.vocabulary)
        self.terms = counter.terms
        self.lengths = counter.lengths
    }

    /// Counts a document's terms, in flat arrays. Each occurrence of a word is looked up by its bytes in the
    /// vocabulary; the first in the document makes or finds its term. A post says most of its words many times.
    private struct TermCounter {
        /// Taken from the pool for the document.
        var vocabulary: Vocabulary
        var keys: [String] = [], words: [[String]] = []
        /// Four per term, by field.
        var counts: [Int32] = []
        var sections: [Int] = []
        var lengths = [0, 0, 0, 0]

        init(expectedBytes: Int, vocabulary: Vocabulary) {
            self.vocabulary = vocabulary
            // A post has about one distinct word in 12 to 20 bytes of its text (the bench corpus, the demo's posts).
            let expected = expectedBytes / 16 + 16
            keys.reserveCapacity(expected)
            words.reserveCapacity(expected)
            counts.reserveCapacity(expected * 4)
            sections.reserveCapacity(expected)
        }

        mutating func add(_ text: String, _ field: SearchField, section: Int) {
            let field = field.rawValue
            let sectioned = field == SearchField.headings.rawValue || field == SearchField.body.rawValue
            SearchText.forEachWordBytes(in: text) { bytes, isCJK in
                lengths[field] += 1
                let position = self.position(of: bytes, isCJK: isCJK)
                counts[position &* 4 &+ field] &+= 1
                if sectioned, section < sections[position] { sections[position] = section }
            }
        }

        private mutating func position(of bytes: UnsafeBufferPointer<UInt8>, isCJK: Bool) -> Int {
            let word = vocabulary.word(bytes, isCJK: isCJK)
            let term = Int(vocabulary.wordTerm[word])
            let document = vocabulary.document
            let position: Int
            if vocabulary.termSeen[term] == document { position = Int(vocabulary.termPosition[term]) } else {
                position = keys.count
                vocabulary.termSeen[term] = document
                vocabulary.termPosition[term] = Int32(position)
                keys.append(vocabulary.termKey[term])
                words.append([])
                counts.append(contentsOf: [0, 0, 0, 0])
                sections.append(Int.max)
            }
            if vocabulary.wordSeen[word] != document {
                vocabulary.wordSeen[word] = document
                if !vocabulary.wordIsKey[word] { words[position].append(vocabulary.wordText[word]) }
            }
            return position
        }

        var terms: [Term] {
            keys.indices.map { index in
                Term(key: keys[index], words: words[index].count > 1 ? words[index].sorted() : words[index],
                     counts: SIMD4(counts[index * 4], counts[index * 4 + 1], counts[index * 4 + 2],
                                   counts[index * 4 + 3]),
                     section: sections[index] == Int.max ? 0 : sections[index])
            }
        }
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
