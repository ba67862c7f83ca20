import Foundation

/// What one document gives the search index: each of its terms (a word as stemmed) with how often it occurs in
/// each field, where it first occurs in the text, and the words it was made from (which prefixes and typos are
/// matched against). Made once per document and kept with it, so that building the index is a merge.
///
/// The terms are kept as one run of bytes (`encoded`), the form `SearchEntry.text` keeps between builds: a
/// document of a few hundred terms is one buffer rather than a few hundred Strings and arrays, a page read back
/// from the cache is taken as it is, and the merge reads each term where it lies (`TermReader`).
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
        /// Whether the title says it, and never as `key`: `Swiftly` for `swift`. The script counts a title that
        /// spells a query's word as the query does more than one that spells it otherwise (see
        /// `SearchIndexLayout.postingValue`).
        public var titleSpellsOtherwise = false
    }

    /// The terms grouped by the first byte of their keys (`SearchIndexLayout.bin`, so that the merge reads each
    /// group where it lies), in the order of their first occurrence within a group, each `RS key US word,word US
    /// mask numbers` (RS is 0x1E, US 0x1F): `mask` is one character of `Varint64`, a number below 32 whose bits say
    /// which numbers follow (bits 0 to 3: the count in the title, the headings, the tags, the text; bit 4: twice the
    /// section, plus 1 when the title spells the term only otherwise than as its key (`Term.titleSpellsOtherwise`),
    /// when not 0), and each number is written as `Varint64` writes the index's postings, most terms' numbers in one
    /// character. Every byte is ASCII or a word's, so the entry that holds them is text, and a term of a word said
    /// once in the text takes two bytes for its numbers.
    public private(set) var encoded: [UInt8]
    /// The number of words in each field.
    public var lengths: [Int]

    /// The terms, in the order of `encoded`.
    public var terms: [Term] {
        encoded.withUnsafeBufferPointer { buffer in
            var reader = TermReader(buffer), terms: [Term] = []
            while let term = reader.next() {
                let words = buffer[term.words].split(separator: UInt8(ascii: ","))
                terms.append(Term(key: String(decoding: buffer[term.key], as: UTF8.self),
                                  words: words.map { String(decoding: $0, as: UTF8.self) },
                                  counts: term.counts, section: term.section,
                                  titleSpellsOtherwise: term.titleSpellsOtherwise))
            }
            return terms
        }
    }

    /// The document made of a title, its headings (`headings[n - 1]` opens section `n`), tags, and its text by
    /// section (`sections[0]` before the first heading, `sections[n]` after heading `n`); `stemming` stems words
    /// as English.
    public init(title: String, headings: [String], tags: [String], sections: [String], stemming: Bool) {
        var counter = TermCounter(expectedBytes: sections.reduce(title.utf8.count) { $0 + $1.utf8.count },
                                  vocabulary: Vocabulary.take(stemming: stemming))
        counter.add(title, .title, section: 0)
        for (index, heading) in headings.enumerated() { counter.add(heading, .headings, section: index + 1) }
        for tag in tags { counter.add(tag, .tags, section: 0) }
        for (index, text) in sections.enumerated() { counter.add(text, .body, section: index) }
        self.encoded = counter.encode()
        self.lengths = counter.lengths
        Vocabulary.giveBack(counter.vocabulary)
    }

    /// A document of `terms` (each key and word without the separators, a word without `,`).
    init(terms: [Term], lengths: [Int]) {
        var encoded: [UInt8] = []
        let grouped = terms.indices.sorted { a, b in
            let (binA, binB) = (SearchIndexLayout.bin(of: terms[a].key), SearchIndexLayout.bin(of: terms[b].key))
            return binA != binB ? binA < binB : a < b
        }
        for term in grouped.map({ terms[$0] }) {
            Self.append(key: term.key, words: term.words, counts: term.counts, section: term.section,
                        titleSpellsOtherwise: term.titleSpellsOtherwise, to: &encoded)
        }
        self.init(encoded: encoded, lengths: lengths)
    }

    /// A document of terms already encoded, which `TermReader.isValid` has checked.
    init(encoded: [UInt8], lengths: [Int]) {
        self.encoded = encoded
        self.lengths = lengths
    }

    /// The separators, computed rather than stored: a stored tuple is a global made on first use, checked at every
    /// use, and `TermReader` reads them at every byte.
    static var record: UInt8 { 0x1E }
    static var unit: UInt8 { 0x1F }

    private static func append(key: String, words: [String], counts: SIMD4<Int32>, section: Int,
                               titleSpellsOtherwise: Bool, to encoded: inout [UInt8]) {
        encoded.append(record)
        encoded += key.utf8
        encoded.append(unit)
        for (index, word) in words.enumerated() {
            if index > 0 { encoded.append(UInt8(ascii: ",")) }
            encoded += word.utf8
        }
        encoded.append(unit)
        forEachNumber(counts: counts, section: section, titleSpellsOtherwise: titleSpellsOtherwise) {
            Varint64.append($0, to: &encoded)
        }
    }

    /// A term's numbers as `encoded` holds them, in order: the mask, each count it names, then twice the section
    /// plus whether the title spells it only otherwise, when that is not 0.
    @inline(__always)
    static func forEachNumber(counts: SIMD4<Int32>, section: Int, titleSpellsOtherwise: Bool,
                              _ body: (Int) -> Void) {
        let last = max(0, section) << 1 | (titleSpellsOtherwise && counts[0] != 0 ? 1 : 0)
        var mask = last != 0 ? 16 : 0
        for field in 0..<4 where counts[field] != 0 { mask |= 1 << field }
        body(mask)
        for field in 0..<4 where counts[field] != 0 { body(Int(counts[field])) }
        if last != 0 { body(last) }
    }

    static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        if number >= 10 { appendDecimal(number / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: max(0, number) % 10))
    }

    /// Reads the terms of an encoded document, one after another, without making a String of any.
    struct TermReader {
        struct Read {
            var key: Range<Int>
            /// The words, apart by `,`; empty when the document spells the term only as its key.
            var words: Range<Int>
            var counts: SIMD4<Int32>
            var section: Int
            var titleSpellsOtherwise: Bool
        }

        let bytes: UnsafeBufferPointer<UInt8>
        /// Where the next term starts.
        var position = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int = 0) {
            self.bytes = bytes
            self.position = position
        }

        /// The next term, or nil at the end (or at bytes that are no term: `isValid` tells them apart).
        mutating func next() -> Read? {
            guard position < bytes.count, bytes[position] == SearchDocument.record else { return nil }
            let keyStart = position + 1
            guard let keyEnd = find(SearchDocument.unit, from: keyStart), keyEnd > keyStart,
                  let wordsEnd = find(SearchDocument.unit, from: keyEnd + 1) else { return nil }
            var at = wordsEnd + 1
            guard at < bytes.count, let mask = Varint64.digit(bytes[at]), mask < 32 else { return nil }
            at += 1
            // The number of the mask's `bit`: 0 when the mask names none, nil when it is not there. Read into plain
            // numbers and made a vector once: a vector written one lane at a time and read whole stalls every term.
            func next(_ bit: Int) -> Int? { mask & (1 << bit) == 0 ? 0 : Varint64.read(bytes, at: &at) }
            guard let title = next(0), let headings = next(1), let tags = next(2), let body = next(3),
                  let last = next(4) else { return nil }
            position = at
            return Read(key: keyStart..<keyEnd, words: (keyEnd + 1)..<wordsEnd,
                        counts: SIMD4(Int32(title), Int32(headings), Int32(tags), Int32(body)), section: last >> 1,
                        titleSpellsOtherwise: last & 1 != 0)
        }

        private func find(_ byte: UInt8, from start: Int) -> Int? {
            var at = start
            while at < bytes.count {
                if bytes[at] == byte { return at }
                if bytes[at] == SearchDocument.record { return nil }
                at += 1
            }
            return nil
        }

        /// Whether `bytes` are terms and nothing else: every one read, to the end.
        static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var reader = TermReader(bytes)
            while reader.next() != nil {}
            return reader.position == bytes.count
        }
    }

    /// Counts a document's terms, in flat arrays of numbers. Each occurrence of a word is looked up by its bytes
    /// in the vocabulary; the first in the document makes or finds its term. A post says most of its words many
    /// times. The keys and words are the vocabulary's bytes until the terms are encoded.
    private struct TermCounter {
        /// Taken from the pool for the document.
        var vocabulary: Vocabulary
        /// By position (the order of first occurrence): the term's id in the vocabulary, its four counts by field,
        /// and the section of its first occurrence in the headings or the text (`Int32.max` for none).
        var terms: [Int32] = [], counts: [Int32] = [], sections: [Int32] = []
        /// By position, whether the title says the term as its key (2), only otherwise (1), or not at all (0 or
        /// past the end: the title's terms come first).
        var titleSpellings: [UInt8] = []
        /// The words not a term's key the document spells, each once: its term's position, then its id.
        var spellings: [UInt64] = []
        var lengths = [0, 0, 0, 0]

        init(expectedBytes: Int, vocabulary: Vocabulary) {
            self.vocabulary = vocabulary
            // A post has about one distinct word in 12 to 20 bytes of its text (the bench corpus, the demo's posts).
            let expected = expectedBytes / 16 + 16
            terms.reserveCapacity(expected)
            counts.reserveCapacity(expected * 4)
            sections.reserveCapacity(expected)
            spellings.reserveCapacity(expected / 2)
        }

        mutating func add(_ text: String, _ field: SearchField, section: Int) {
            let field = field.rawValue
            let sectioned = field == SearchField.headings.rawValue || field == SearchField.body.rawValue
            let section = Int32(clamping: section)
            var said = 0
            let isTitle = field == SearchField.title.rawValue
            SearchText.forEachWordBytes(in: text) { bytes, isCJK in
                said &+= 1
                let (position, isKey) = self.position(of: bytes, isCJK: isCJK)
                counts[position &* 4 &+ field] &+= 1
                if sectioned, section < sections[position] { sections[position] = section }
                if isTitle {
                    while titleSpellings.count <= position { titleSpellings.append(0) }
                    titleSpellings[position] = max(titleSpellings[position], isKey ? 2 : 1)
                }
            }
            lengths[field] += said
        }

        /// The term's position, and whether the word is spelled as its key.
        private mutating func position(of bytes: UnsafeBufferPointer<UInt8>, isCJK: Bool) -> (Int, isKey: Bool) {
            let word = vocabulary.word(bytes, isCJK: isCJK)
            let document = vocabulary.document
            let known = vocabulary.words[word]
            let term = Int(known.term)
            let position: Int
            if vocabulary.terms[term].seen == document { position = Int(vocabulary.terms[term].position) } else {
                position = terms.count
                vocabulary.terms[term] = Vocabulary.Term(seen: document, position: Int32(position))
                terms.append(Int32(term))
                for _ in 0..<4 { counts.append(0) }
                sections.append(Int32.max)
            }
            if known.seen != document {
                vocabulary.words[word].seen = document
                if !known.isKey { spellings.append(UInt64(position) << 32 | UInt64(word)) }
            }
            return (position, known.isKey)
        }

        /// The terms, encoded: each term's words sorted (by their code points), after its key. Measured first, then
        /// written into a buffer of that size.
        mutating func encode() -> [UInt8] {
            spellings.sort()
            return vocabulary.withBytes { keys, wordBytes in
                // Each position's words, sorted: `spelled[firsts[p]..<firsts[p + 1]]`.
                var spelled = spellings.map { Int($0 & 0xFFFF_FFFF) }
                var firsts = [Int](repeating: 0, count: terms.count + 1)
                for spelling in spellings { firsts[Int(spelling >> 32) + 1] += 1 }
                for position in terms.indices { firsts[position + 1] += firsts[position] }
                var size = 0
                for position in terms.indices {
                    let words = firsts[position]..<firsts[position + 1]
                    if words.count > 1 {
                        spelled[words].sort { a, b in
                            wordBytes[vocabulary.wordRange(of: a)].lexicographicallyPrecedes(
                                wordBytes[vocabulary.wordRange(of: b)])
                        }
                    }
                    size += 3 + vocabulary.keyRange(of: Int(terms[position])).count + max(0, words.count - 1)
                    for word in spelled[words] { size += vocabulary.wordRange(of: word).count }
                    forEachNumber(at: position) { size += Varint64.length($0) }
                }
                // Grouped by their keys' first bytes (see `SearchIndexLayout.bin`), in the order of first
                // occurrence within a group: a counting sort.
                var binStarts = [Int](repeating: 0, count: SearchIndexLayout.bins + 1)
                let bins = terms.map { term in
                    SearchIndexLayout.bin(ofFirstByte: vocabulary.keyRange(of: Int(term)).first.map { keys[$0] })
                }
                for bin in bins { binStarts[bin + 1] += 1 }
                for bin in 0..<SearchIndexLayout.bins { binStarts[bin + 1] += binStarts[bin] }
                var order = [Int](repeating: 0, count: terms.count)
                for (position, bin) in bins.enumerated() {
                    order[binStarts[bin]] = position
                    binStarts[bin] += 1
                }
                return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
                    var writer = ByteWriter(buffer.baseAddress!)
                    for position in order {
                        writer.put(record)
                        writer.put(keys, vocabulary.keyRange(of: Int(terms[position])))
                        writer.put(unit)
                        for (index, word) in spelled[firsts[position]..<firsts[position + 1]].enumerated() {
                            if index > 0 { writer.put(UInt8(ascii: ",")) }
                            writer.put(wordBytes, vocabulary.wordRange(of: word))
                        }
                        writer.put(unit)
                        forEachNumber(at: position) { writer.putNumber($0) }
                    }
                    precondition(writer.at == size)
                    count = size
                }
            }
        }

        /// `SearchDocument.forEachNumber` of the term at `position`.
        @inline(__always)
        private func forEachNumber(at position: Int, _ body: (Int) -> Void) {
            let base = position &* 4
            SearchDocument.forEachNumber(
                counts: SIMD4(counts[base], counts[base &+ 1], counts[base &+ 2], counts[base &+ 3]),
                section: sections[position] == Int32.max ? 0 : Int(sections[position]),
                titleSpellsOtherwise: position < titleSpellings.count && titleSpellings[position] == 1, body)
        }

        /// Writes bytes one after another into memory measured for them.
        private struct ByteWriter {
            let base: UnsafeMutablePointer<UInt8>
            var at = 0

            init(_ base: UnsafeMutablePointer<UInt8>) {
                self.base = base
            }

            mutating func put(_ byte: UInt8) {
                base[at] = byte
                at += 1
            }

            mutating func put(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
                guard !range.isEmpty else { return }
                (base + at).update(from: bytes.baseAddress! + range.lowerBound, count: range.count)
                at += range.count
            }

            /// `number` (0 or more) as `Varint64` writes it.
            mutating func putNumber(_ number: Int) {
                Varint64.forEachCharacter(of: number) { put($0) }
            }
        }
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
        Self.impact(count: counts[field.rawValue], norm: Self.norm(field, length: length))
    }

    /// `impact` of a term said `count` times in a field whose `norm` is `k1 (1 - b + b l / L)`.
    static func impact(count: Int32, norm: Double) -> Int {
        let tf = Double(count)
        guard tf > 0 else { return 0 }
        let part = tf / (tf + norm)  // (k1 + 1) tf / (tf + k1 (1 - b + b l / L)), over k1 + 1
        return min(15, max(0, Int((part * 16).rounded(.down))))
    }

    /// `k1 (1 - b + b l / L)` for a field of `length` words: the same for every term of a document's field.
    static func norm(_ field: SearchField, length: Int) -> Double {
        let b = field.lengthNormalization
        return SearchIndexLayout.k1 * (1 - b + b * lengthStep(length) / field.referenceLength)
    }

    /// `length` rounded down to a power of √2: 1, 1.41, 2, 2.83, 4, …
    static func lengthStep(_ length: Int) -> Double {
        pow(2, (log2(Double(max(length, 1))) * 2).rounded(.down) / 2)
    }
}
