import Foundation
import ConcurrencyHelpers
import JSON

/// The search index as files a browser loads with `<script>` elements, so that it works from `file://` and under
/// a strict Content Security Policy (no `fetch`, no `eval`, no WebAssembly):
///
/// - `index.js`: the counts the script needs (documents, groups), the first term of every term shard, and the
///   terms of one document only (up to `rareBytes`);
/// - `terms-N.js`: a range of terms in order, each with the words it was made from and its postings per field;
/// - `docs-N.js`: the cards of `docsPerGroup` documents, for the results shown;
/// - `heads-N.js`: the ids of the headings of `docsPerHeadGroup` documents, for the result followed.
///
/// A query loads the index, the shards of its words and the groups of the results it shows. The layout keeps
/// the number of files near one per `documentsPerFile` documents, and keeps an edit local: a document's id is
/// its position (give them oldest first, so that a new one is added at the end), a term's postings hold only
/// what the document itself decides (see `SearchDocument.Term.impact`), and shard boundaries fall where a term's
/// hash says, so that a term that grows moves no boundary but those near it; a new word of one document goes
/// into the index file, not into a shard.
public enum SearchIndexLayout {
    /// BM25's term-frequency saturation.
    static let k1 = 1.2
    /// Documents per card group.
    public static let docsPerGroup = 100
    /// Documents per group of heading ids: a result needs them only when it is followed, so they are apart from
    /// the cards a query shows (they were two fifths of a card's bytes), in fewer, larger files.
    public static let docsPerHeadGroup = 1000
    /// The longest excerpt a result shows, in characters: about two lines of the header's box (20em wide).
    static let shownExcerptLength = 100
    /// The index aims at one file per this many documents (at least the index, one shard and the groups).
    public static let documentsPerFile = 50
    /// A term found in the text of more than this share of the documents is left out of the text's postings
    /// (its idf is under 0.92), and one in the headings of more than `commonHeadingShare` of them out of the
    /// headings' (`Notes on …`, `Introduction`): it tells documents apart too little to pay for its bytes, which
    /// every query of a word in its shard loads. Only in sites of at least `pruningFloor` documents.
    static let commonShare = 0.4
    static let commonHeadingShare = 0.5
    static let pruningFloor = 100
    /// Raised when the files' format changes; the script checks it.
    public static let format = 2
    /// The most bytes of one-document terms the index file holds (see `Partition`).
    static let rareBytes = 4096

    /// Where each term goes: the terms of one document only, in key order up to `rareBytes`, ride in the index
    /// file itself (a new word of an edit lands there rather than in a shard, and a query for a rare word loads no
    /// shard for it); the others are cut into shards (`split`), as many as the files left to the index allow.
    struct Partition {
        var rare: [UInt8] = []
        /// The other terms' keys and parts of a shard, in key order, and each shard's range of them.
        var commonKeys: [String] = [], common: [[UInt8]] = []
        var shards: [Range<Int>] = []

        /// The terms of `keys`, of an index of `count` documents whose cards and heading ids take `groups` files.
        init(keys: [String], encoded: [String: [UInt8]], documents count: Int, groups: Int,
             isOneDocument: (String) -> Bool) {
            var full = false
            common.reserveCapacity(keys.count)
            commonKeys.reserveCapacity(keys.count)
            for key in keys {
                let bytes = encoded[key]!
                if !full, isOneDocument(key) {
                    if rare.count + bytes.count + 1 <= rareBytes {
                        if !rare.isEmpty { rare.append(UInt8(ascii: " ")) }
                        rare += bytes
                        continue
                    }
                    full = true
                }
                common.append(bytes)
                commonKeys.append(key)
            }
            let budget = max(count / documentsPerFile, groups + 2)
            shards = split(common, keys: commonKeys, into: budget - groups - 1)
        }

        /// The text of shard `number`.
        func shardFile(_ number: Int) -> String {
            let range = shards[number]
            var text = Array("folioSearch.terms(\(number),\"".utf8)
            text.reserveCapacity(range.reduce(text.count + 4) { $0 + common[$1].count + 1 })
            for index in range {
                if index > range.lowerBound { text.append(UInt8(ascii: " ")) }
                text += common[index]
            }
            text += Array("\");\n".utf8)
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// The text of `index.js`.
    static func indexFile(_ terms: Partition, documents count: Int, stemming: Bool) -> String {
        let firstKeys = terms.shards.dropFirst().map { JSONValue.string(terms.commonKeys[$0.lowerBound]) }
        let index: JSONValue = .object([
            "format": .int(format), "documents": .int(count), "groupSize": .int(docsPerGroup),
            "headGroupSize": .int(docsPerHeadGroup), "stemming": .bool(stemming),
            "weights": .array(SearchField.allCases.map { .double($0.weight) }), "k1": .double(k1),
            "shards": .array(firstKeys), "rare": .string(String(decoding: terms.rare, as: UTF8.self)),
        ])
        return "folioSearch.index(" + index.text(for: .htmlScript) + ");\n"
    }

    /// The number of groups of cards and of heading ids for `count` documents.
    static func groups(_ count: Int) -> (cards: Int, heads: Int) {
        (max(1, (count + docsPerGroup - 1) / docsPerGroup), max(1, (count + docsPerHeadGroup - 1) / docsPerHeadGroup))
    }

    /// The file of cards of `group`.
    static func cardFile(_ group: Int, _ cards: [SearchCard]) -> String {
        let slice = cards[min(cards.count, group * docsPerGroup)..<min(cards.count, (group + 1) * docsPerGroup)]
        return listFile("folioSearch.docs(\(group),[\n", slice) { card, text in
            JSONValue.write(string: card.title, to: &text, .htmlScript)
            for field in [card.url, card.date, SearchCard.cut(card.excerpt, at: shownExcerptLength)] {
                text.append(UInt8(ascii: ","))
                JSONValue.write(string: field, to: &text, .htmlScript)
            }
        }
    }

    /// The file of heading ids of `group`.
    static func headFile(_ group: Int, _ cards: [SearchCard]) -> String {
        let slice = cards[min(cards.count, group * docsPerHeadGroup)..<min(cards.count, (group + 1) * docsPerHeadGroup)]
        return listFile("folioSearch.heads(\(group),[\n", slice) { card, text in
            for (index, anchor) in card.anchors.enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                JSONValue.write(string: anchor, to: &text, .htmlScript)
            }
        }
    }

    /// `opening`, then an array for each card (what `item` writes of it, in brackets), apart by `,` and a line
    /// break, then `]);` and a line break.
    private static func listFile(_ opening: String, _ cards: ArraySlice<SearchCard>,
                                 _ item: (SearchCard, inout [UInt8]) -> Void) -> String {
        var text = Array(opening.utf8)
        for (index, card) in cards.enumerated() {
            if index > 0 { text += ",\n".utf8 }
            text.append(UInt8(ascii: "["))
            item(card, &text)
            text.append(UInt8(ascii: "]"))
        }
        text += "]);\n".utf8
        return String(decoding: text, as: UTF8.self)
    }

    struct Entry: Sendable {
        var key: String
        /// The words the documents spell it with, each once, as they come (`encode` sorts them), and how many
        /// documents spell it so (an edit that drops a word's last document drops the word).
        var words: [String] = []
        var wordCounts: [Int32] = []
        /// Per field, pairs of document and value (`impact + 16 × section` in headings and text), by document.
        var postings: [[Int32]] = [[], [], [], []]

        init(key: String) {
            self.key = key
        }

        /// Whether every posting is of one document.
        var isOneDocument: Bool { Self.isOneDocument(postings) }

        /// Whether every posting of `postings` (pairs of document and value, by field) is of one document.
        static func isOneDocument(_ postings: [[Int32]]) -> Bool {
            guard let first = postings.first(where: { !$0.isEmpty })?.first else { return false }
            return postings.allSatisfy { $0.count <= 2 && ($0.isEmpty || $0[0] == first) }
        }

        var isEmpty: Bool { postings.allSatisfy(\.isEmpty) }

        /// Counts the words of a document's term (apart by `,`).
        mutating func add<Bytes: Collection<UInt8>>(words bytes: Bytes, by step: Int32) {
            guard !bytes.isEmpty else { return }
            var start = bytes.startIndex
            while start < bytes.endIndex {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.endIndex
                let word = bytes[start..<end]
                start = end < bytes.endIndex ? bytes.index(after: end) : end
                guard !word.isEmpty else { continue }
                if let index = words.firstIndex(where: { $0.utf8.elementsEqual(word) }) {
                    wordCounts[index] += step
                    if wordCounts[index] == 0 {
                        words.remove(at: index)
                        wordCounts.remove(at: index)
                    }
                } else if step > 0 {
                    words.append(String(decoding: word, as: UTF8.self))
                    wordCounts.append(step)
                }
            }
        }

        /// The first pair of `field`'s postings whose document is `id` or later.
        func pair(at id: Int32, in field: Int) -> Int {
            var (low, high) = (0, postings[field].count / 2)
            while low < high {
                let middle = (low + high) / 2
                if postings[field][middle * 2] < id { low = middle + 1 } else { high = middle }
            }
            return low * 2
        }
    }

    /// The value of a document's posting in `field` for a term said `count` times there, first in `section`: its
    /// impact (0 to 15), plus 16 times the section in the headings and the text, and in the title 16 when the
    /// title spells the term only otherwise than as its key (so that the script counts a title that spells a query's
    /// word as the query does more than one that spells it otherwise: `swiftly` stems to `swift`, which most titles
    /// of a blog on Swift say).
    static func postingValue(count: Int32, norm: Double, field: Int, section: Int, titleSpellsOtherwise: Bool)
        -> Int32 {
        let impact = SearchDocument.Term.impact(count: count, norm: norm)
        switch field {
        case SearchField.headings.rawValue, SearchField.body.rawValue: return Int32(impact + 16 * min(section, 4095))
        case SearchField.title.rawValue: return Int32(impact + (titleSpellsOtherwise ? 16 : 0))
        default: return Int32(impact)
        }
    }

    /// Each field's norm for a document of `lengths`.
    static func norms(_ lengths: [Int]) -> SIMD4<Double> {
        SIMD4(SearchField.allCases.map { SearchDocument.Term.norm($0, length: lengths[$0.rawValue]) })
    }

    /// The merge's number of bins: one per ASCII first byte of a key, and one for every other.
    static let bins = 129

    /// The bin of a key whose first byte is `first`: the byte itself when ASCII, else the last bin (0 for no byte).
    @inline(__always)
    static func bin(ofFirstByte first: UInt8?) -> Int {
        guard let first else { return 0 }
        return first < 0x80 ? Int(first) : bins - 1
    }

    /// The bin of `key`.
    static func bin(of key: String) -> Int {
        bin(ofFirstByte: key.utf8.first)
    }

    /// Every term of every document, with its postings, ordered as JavaScript orders strings (by UTF-16 units).
    ///
    /// Made on every core in two passes. The first cuts the documents into runs and notes, for each bin (the first
    /// byte of a key: see `bin`), where each document's terms of that bin lie: a document keeps its terms grouped
    /// by bin, so that is one stretch of its bytes per bin. The second merges each bin on its own, reading those
    /// stretches where they lie, run by run, so that each term's postings come in the order of the documents, and
    /// sorts it. The bins are in the order of the keys (an ASCII first byte is one UTF-16 unit and comes before any
    /// other), so the entries are the bins one after another.
    static func merge(_ documents: [SearchDocument]) async -> [Entry] {
        await merge(documents) { $0 }.flatMap { $0 }
    }

    /// `merge`, with each bin's entries, in order, handed to `finish` on the core that merged them and let go of
    /// after: what becomes of them (`finish`'s results, by bin) is all that is left. A caller that needs only their
    /// encoded forms keeps one bin's postings at a time, not the whole index's.
    static func merge<Finished: Sendable>(_ documents: [SearchDocument],
                                          finish: @escaping @Sendable ([Entry]) -> Finished) async -> [Finished] {
        // The terms were copied into each run's bins once (25 MB at 10,000 posts, the stage's peak); now only where
        // they lie is noted, a few stretches per document.
        let runLength = 256
        let runs = (documents.count + runLength - 1) / runLength
        let stretched = await inParallel(runs) { run -> RunStretches in
            var part = RunStretches(bins: bins)
            for id in (run * runLength)..<min(documents.count, (run + 1) * runLength) {
                part.norms.append(Self.norms(documents[id].lengths))
                // A term runs from its RS to the next one (the terms are checked when made or read back). Each
                // change of bin starts a stretch: terms not grouped would cost more stretches, never a wrong posting.
                documents[id].encoded.withUnsafeBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    var start = 0, stretch = (bin: -1, from: 0)
                    while start + 1 < buffer.count {
                        let end = memchr(base + start + 1, Int32(SearchDocument.record), buffer.count - start - 1)
                            .map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? buffer.count
                        let bin = Self.bin(ofFirstByte: buffer[start + 1])
                        if bin != stretch.bin {
                            if stretch.bin >= 0 { part.add(id, stretch.from..<start, to: stretch.bin) }
                            stretch = (bin, start)
                        }
                        start = end
                    }
                    if stretch.bin >= 0 { part.add(id, stretch.from..<buffer.count, to: stretch.bin) }
                }
            }
            return part
        }
        let merged = await inParallel(bins) { bin -> Finished in
            var positions = WordTable(capacity: 1024)
            var entries: [Entry] = []
            for (run, part) in stretched.enumerated() {
                for stretch in part.stretches[bin] {
                    let id = Int(stretch.id), norms = part.norms[id - run * runLength]
                    documents[id].encoded.withUnsafeBufferPointer { buffer in
                        var reader = SearchDocument.TermReader(buffer, at: Int(stretch.from))
                        while reader.position < Int(stretch.to), let term = reader.next() {
                            let key = UnsafeBufferPointer(rebasing: buffer[term.key])
                            let hash = WordTable.hash(key)
                            let position: Int
                            switch positions.find(key, hash: hash) {
                            case .value(let known): position = known
                            case .missing(let slot):
                                positions.insert(key, hash: hash, value: entries.count, at: slot)
                                entries.append(Entry(key: String(decoding: key, as: UTF8.self)))
                                position = entries.count - 1
                            }
                            entries[position].add(words: buffer[term.words], by: 1)
                            for field in 0..<4 where term.counts[field] > 0 {
                                entries[position].postings[field].append(Int32(id))
                                entries[position].postings[field].append(
                                    postingValue(count: term.counts[field], norm: norms[field], field: field,
                                                 section: term.section,
                                                 titleSpellsOtherwise: term.titleSpellsOtherwise))
                            }
                        }
                    }
                }
            }
            return finish(entries.sorted { utf16Precedes($0.key, $1.key) })
        }
        return merged
    }

    /// The first pass's work on one run of documents: where each document's terms of each bin lie, by bin; and each
    /// document's norms.
    private struct RunStretches: Sendable {
        var stretches: [[(id: Int32, from: Int32, to: Int32)]]
        var norms: [SIMD4<Double>] = []

        init(bins: Int) {
            stretches = Array(repeating: [], count: bins)
        }

        mutating func add(_ id: Int, _ range: Range<Int>, to bin: Int) {
            stretches[bin].append((Int32(id), Int32(range.lowerBound), Int32(range.upperBound)))
        }
    }

    /// Whether `a` comes before `b` in the order of their UTF-16 units, as JavaScript compares strings. That is
    /// the order of their UTF-8 bytes (the order of code points) unless one holds a character from U+E000 on,
    /// whose lead byte is 0xEE or more: UTF-16 puts U+E000–U+FFFF after the characters past U+FFFF.
    static func utf16Precedes(_ a: String, _ b: String) -> Bool {
        if a.utf8.contains(where: { $0 >= 0xEE }) || b.utf8.contains(where: { $0 >= 0xEE }) {
            return a.utf16.lexicographicallyPrecedes(b.utf16)
        }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// `key,word,word:title.headings.tags.body`, each field's postings as document gaps and values.
    static func encode(_ entry: Entry, documents: Int) -> [UInt8] {
        var text = Array(entry.key.utf8)
        for word in entry.words.sorted(by: utf16Precedes) {
            text.append(UInt8(ascii: ","))
            text += word.utf8
        }
        text.append(UInt8(ascii: ":"))
        for field in SearchField.allCases {
            if field.rawValue > 0 { text.append(UInt8(ascii: ".")) }
            let postings = entry.postings[field.rawValue]
            let share = field == .body ? commonShare : field == .headings ? commonHeadingShare : 1
            if documents >= pruningFloor, Double(postings.count / 2) > share * Double(documents) { continue }
            var previous: Int32 = -1
            for pair in stride(from: 0, to: postings.count, by: 2) {
                Varint64.append(Int(postings[pair] - previous - 1), to: &text)
                Varint64.append(Int(postings[pair + 1]), to: &text)
                previous = postings[pair]
            }
        }
        return text
    }

    /// Ranges of `encoded` for at most `count` shards of similar size. Past half a shard's bytes, a shard ends
    /// after a term whose hash, as a share of all hashes, is under the term's share of half a shard's bytes (or
    /// past one and a half shards' bytes, after any term): so the boundaries are where the terms themselves say, an
    /// edit that changes one term's size moves at most the boundaries near it, and no shard is much smaller than the
    /// others (a query loads the shards of its words, and a big one costs more bytes than a small one saves).
    static func split(_ encoded: [[UInt8]], keys: [String], into count: Int) -> [Range<Int>] {
        guard !encoded.isEmpty else { return [0..<0] }
        let total = encoded.reduce(0) { $0 + $1.count + 1 }
        // The bytes per shard, rounded up to a power of 2^¼, so that small changes in the total move nothing; a step
        // larger while that makes more than `count` shards, so that the index keeps to its number of files.
        var step = (log2(max(Double(total) / Double(max(1, count)), 1)) * 4).rounded(.up)
        while true {
            let ranges = split(encoded, keys: keys, perShard: pow(2, step / 4))
            if ranges.count <= max(1, count) { return ranges }
            step += 1
        }
    }

    static func split(_ encoded: [[UInt8]], keys: [String], perShard: Double) -> [Range<Int>] {
        let least = perShard / 2, most = perShard * 3 / 2
        var ranges: [Range<Int>] = []
        var start = 0, size = 0.0
        for index in encoded.indices.dropLast() {
            let bytes = Double(encoded[index].count + 1)
            size += bytes
            guard size >= least else { continue }
            if size >= most || Double(stableHash(keys[index])) / 18_446_744_073_709_551_616.0 < bytes / least {
                ranges.append(start..<(index + 1))
                start = index + 1
                size = 0
            }
        }
        ranges.append(start..<encoded.count)
        return ranges
    }

    /// FNV-1a over the key's UTF-8: the same on every run and machine (Swift's `hashValue` is seeded per process).
    static func stableHash(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        // FNV's low bits mix poorly for short keys: a final avalanche (from MurmurHash3's finalizer).
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        return hash
    }
}
