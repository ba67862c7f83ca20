import Foundation

/// The search index as files a browser loads with `<script>` elements, so that it works from `file://` and under
/// a strict Content Security Policy (no `fetch`, no `eval`, no WebAssembly):
///
/// - `index.js`: the counts the script needs (documents, groups) and the first term of every term shard;
/// - `terms-N.js`: a range of terms in order, each with the words it was made from and its postings per field;
/// - `docs-N.js`: the cards of `docsPerGroup` documents, for the results shown.
///
/// A query loads the index, the shards of its words and the groups of the results it shows. The layout keeps
/// the number of files near one per `documentsPerFile` documents, and keeps an edit local: a document's id is
/// its position (give them oldest first, so that a new one is added at the end), a term's postings hold only
/// what the document itself decides (see `SearchDocument.Term.impact`), and shard boundaries fall where a term's
/// hash says, so that a term that grows moves no boundary but its own.
public enum SearchIndexLayout {
    /// BM25's term-frequency saturation.
    static let k1 = 1.2
    /// Documents per card group.
    public static let docsPerGroup = 100
    /// The index aims at one file per this many documents (at least the index, one shard and the groups).
    public static let documentsPerFile = 50
    /// A term found in the text of more than this share of the documents is left out of the text's postings
    /// (its idf is under 0.7): it tells documents apart too little to pay for its bytes. Only in sites of at least
    /// `pruningFloor` documents.
    static let commonShare = 0.5
    static let pruningFloor = 100
    /// Raised when the files' format changes; the script checks it.
    public static let format = 1

    /// The index's files for `documents` and their `cards`, by position (a document's id), with their paths below
    /// the index's folder; `stemming` tells the script to stem a query's words as English, as the documents were.
    public static func files(documents: [SearchDocument], cards: [SearchCard], stemming: Bool)
        -> [(path: String, text: String)] {
        precondition(documents.count == cards.count)
        let entries = merge(documents)
        let count = documents.count
        let groups = max(1, (count + docsPerGroup - 1) / docsPerGroup)
        let budget = max(count / documentsPerFile, groups + 2)
        let encoded = entries.map { encode($0, documents: count) }
        let shards = split(encoded, keys: entries.map(\.key), into: budget - groups - 1)
        var files: [(path: String, text: String)] = []
        var firstKeys: [String] = []
        for (number, range) in shards.enumerated() {
            if number > 0 { firstKeys.append(entries[range.lowerBound].key) }
            var text = Array("folioSearch.terms(\(number),\"".utf8)
            for index in range {
                if index > range.lowerBound { text.append(UInt8(ascii: " ")) }
                text += encoded[index]
            }
            text += Array("\");\n".utf8)
            files.append(("terms-\(number).js", String(decoding: text, as: UTF8.self)))
        }
        for group in 0..<groups {
            let slice = cards[min(count, group * docsPerGroup)..<min(count, (group + 1) * docsPerGroup)]
            let list = slice.map { card in
                "[" + ([card.title, card.url, card.date, card.excerpt].map(JSONText.string)
                       + ["[" + card.anchors.map(JSONText.string).joined(separator: ",") + "]"])
                    .joined(separator: ",") + "]"
            }
            files.append(("docs-\(group).js", "folioSearch.docs(\(group),[\n" + list.joined(separator: ",\n")
                          + "]);\n"))
        }
        let weights = SearchField.allCases.map { JSONText.number($0.weight) }.joined(separator: ",")
        let root = "folioSearch.index({\"format\":\(format),\"documents\":\(count),\"groupSize\":\(docsPerGroup),"
            + "\"stemming\":\(stemming),\"weights\":[\(weights)],\"k1\":\(JSONText.number(k1)),\"shards\":["
            + firstKeys.map(JSONText.string).joined(separator: ",") + "]});\n"
        files.insert(("index.js", root), at: 0)
        return files
    }

    struct Entry {
        var key: String
        var words: Set<String> = []
        /// Per field, pairs of document and value (`impact + 16 × section` in headings and text).
        var postings: [[Int32]] = Array(repeating: [], count: SearchField.allCases.count)
    }

    /// Every term of every document, with its postings, ordered as JavaScript orders strings (by UTF-16 units).
    static func merge(_ documents: [SearchDocument]) -> [Entry] {
        var positions: [String: Int] = [:]
        var entries: [Entry] = []
        for (id, document) in documents.enumerated() {
            for term in document.terms {
                let position: Int
                if let known = positions[term.key] { position = known } else {
                    position = entries.count
                    positions[term.key] = position
                    entries.append(Entry(key: term.key))
                }
                entries[position].words.formUnion(term.words)
                for field in SearchField.allCases where term.counts[field.rawValue] > 0 {
                    let impact = term.impact(in: field, length: document.lengths[field.rawValue])
                    let value = field == .headings || field == .body ? impact + 16 * min(term.section, 4095) : impact
                    entries[position].postings[field.rawValue].append(Int32(id))
                    entries[position].postings[field.rawValue].append(Int32(value))
                }
            }
        }
        return entries.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
    }

    /// `key,word,word:title.headings.tags.body`, each field's postings as document gaps and values.
    static func encode(_ entry: Entry, documents: Int) -> [UInt8] {
        var text = Array(entry.key.utf8)
        for word in entry.words.sorted(by: { $0.utf16.lexicographicallyPrecedes($1.utf16) }) {
            text.append(UInt8(ascii: ","))
            text += word.utf8
        }
        text.append(UInt8(ascii: ":"))
        for field in SearchField.allCases {
            if field.rawValue > 0 { text.append(UInt8(ascii: ".")) }
            let postings = entry.postings[field.rawValue]
            if field == .body, documents >= pruningFloor, Double(postings.count / 2) > commonShare * Double(documents) {
                continue
            }
            var previous: Int32 = -1
            for pair in stride(from: 0, to: postings.count, by: 2) {
                Varint64.append(Int(postings[pair] - previous - 1), to: &text)
                Varint64.append(Int(postings[pair + 1]), to: &text)
                previous = postings[pair]
            }
        }
        return text
    }

    /// Ranges of `encoded` for about `count` shards of similar size. A shard ends after a term whose hash, as a
    /// share of all hashes, is under the term's share of the bytes per shard: so the boundaries are where the
    /// terms themselves say, and an edit that changes one term's size can move only the boundary after it.
    static func split(_ encoded: [[UInt8]], keys: [String], into count: Int) -> [Range<Int>] {
        guard !encoded.isEmpty else { return [0..<0] }
        let total = encoded.reduce(0) { $0 + $1.count + 1 }
        // The bytes per shard, rounded to a power of √2, so that small changes in the total move nothing.
        let wanted = Double(total) / Double(max(1, count))
        let perShard = pow(2, (log2(max(wanted, 1)) * 2).rounded() / 2)
        var ranges: [Range<Int>] = []
        var start = 0
        for index in encoded.indices.dropLast() {
            let share = Double(encoded[index].count + 1) / perShard
            if Double(stableHash(keys[index])) / 18_446_744_073_709_551_616.0 < share {
                ranges.append(start..<(index + 1))
                start = index + 1
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
