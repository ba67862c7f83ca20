import Foundation
import Testing
@testable import Search

@Suite struct SearchIndexLayoutTests {
    func document(_ title: String, _ text: String) -> SearchDocument {
        SearchDocument(title: title, headings: [], tags: [], sections: [text], stemming: true)
    }

    func card(_ title: String) -> SearchCard {
        SearchCard(title: title, url: title.lowercased() + "/", date: "1 May 2026", excerpt: "An \"excerpt\" <b>",
                   anchors: ["intro"])
    }

    @Test func writesTheIndexShardsAndCards() async {
        let documents = [document("Rivers", "A quiet river"), document("Stones", "rivers")]
        let files = await SearchIndex(documents: documents, cards: [card("Rivers"), card("Stones")],
                                      stemming: true).allFiles
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
        #expect(files.map(\.path) == ["index.js", "terms-0.js", "docs-0.js", "heads-0.js"])
        #expect(byPath["index.js"]!.hasPrefix("folioSearch.index({\"format\":2,\"documents\":2,"))
        let terms = byPath["terms-0.js"]!
        #expect(terms.hasPrefix("folioSearch.terms(0,\"") && terms.hasSuffix("\");\n"))
        let entries = terms.dropFirst("folioSearch.terms(0,\"".count).dropLast(4).split(separator: " ")
        // `a`, `quiet` and `stone` are words of one document: the index file holds them.
        #expect(entries.map { $0.prefix { $0 != "," && $0 != ":" } } == ["river"])
        #expect(byPath["index.js"]!.contains(#""rare":"a:"#) && byPath["index.js"]!.contains(" quiet:")
                && byPath["index.js"]!.contains(" stone,stones:"))
        // river: the title of document 0 and the text of both; `rivers` is the word it was made from.
        let river = entries.first { $0.hasPrefix("river") }!
        #expect(river.hasPrefix("river,rivers:"))
        let fields = river.split(separator: ":")[1].split(separator: ".", omittingEmptySubsequences: false)
        #expect(fields.count == 4)
        #expect(Varint64.decode(String(fields[0])).count == 2)  // one posting: gap and value
        #expect(Varint64.decode(String(fields[3])).enumerated().filter { $0.offset % 2 == 0 }.map(\.element) == [0, 0])
        let card = #"["Rivers","rivers/","1 May 2026","An \"excerpt\" \u003cb\u003e"]"#
        #expect(byPath["docs-0.js"]!.contains(card))
        // The headings' ids are apart from the cards: only a result followed needs them.
        #expect(byPath["heads-0.js"]! == "folioSearch.heads(0,[\n[\"intro\"],\n[\"intro\"]]);\n")
    }

    /// An entry read back from its text is the entry: a build from the cache writes what a clean build writes.
    @Test func anEntryComesBackFromItsTextAsItWas() {
        // Cut to exactly 160 characters, and `…`: the longest excerpt a card keeps.
        let long = (["abcdefghij"] + Array(repeating: "klmnopqrs", count: 20)).joined(separator: " ")
        let entry = SearchEntry(document: document("Rivers", long),
                                card: SearchCard(title: "Rivers", url: "rivers/", date: "", excerpt: long,
                                                 anchors: ["a"]))
        #expect(entry.card.excerpt.count == SearchCard.excerptLength + 1 && entry.card.excerpt.hasSuffix("…"))
        #expect(SearchEntry(text: entry.text) == entry)
    }

    /// The terms are taken back as bytes, unparsed, so every one is checked first: text cut short or changed in a
    /// term is no entry, and a build makes that page's entry again.
    @Test func anEntryWhoseTermsAreDamagedIsNone() throws {
        let entry = SearchEntry(document: document("Rivers and stones", "A quiet river runs"), card: card("Rivers"))
        let text = entry.text
        #expect(SearchEntry(text: text) != nil)
        let cut = String(text.dropLast(1))  // the last term's count in the text, which its mask names
        #expect(SearchEntry(text: cut) == nil)
        #expect(SearchEntry(text: cut + "!") == nil)  // no digit of a number
        let masked = try #require(text.lastIndex(of: "\u{1F}"))  // the last term's mask follows its last US
        #expect(SearchEntry(text: text.replacingCharacters(in: text.index(after: masked)...text.index(after: masked),
                                                            with: "P")) == nil)  // four counts (15): more than it holds
        #expect(SearchEntry(text: text + "\u{1E}") == nil)
        #expect(SearchEntry(text: text.replacingOccurrences(of: "\u{1E}river\u{1F}", with: "\u{1E}\u{1F}")) == nil)
    }

    /// A document's terms read from its bytes are the terms it was made of.
    @Test func aDocumentsTermsComeBackFromItsBytes() {
        let terms = [SearchDocument.Term(key: "connect", words: ["connected", "connecting"], counts: [1, 0, 2, 13],
                                         section: 3, titleSpellsOtherwise: true),
                     SearchDocument.Term(key: "東京", words: [], counts: [0, 0, 0, 1], section: 0),
                     // Numbers of two and four base-32 digits, and one digit's largest (31).
                     SearchDocument.Term(key: "many", words: [], counts: [31, 40, 0, 1_000_000], section: 1_500)]
        let document = SearchDocument(terms: terms, lengths: [1, 0, 2, 14])
        // Grouped by first byte, as the merge reads them.
        #expect(document.terms == [terms[0], terms[2], terms[1]])
        #expect(SearchDocument(title: "Rivers connecting", headings: [], tags: [], sections: ["Rivers connect."],
                               stemming: true).terms.map(\.key) == ["connect", "river"])
    }

    /// A word in the text of more than two fifths of the documents, or in the headings of more than half, tells
    /// them apart too little to pay for its postings there; a rarer one keeps them, and titles keep all of theirs.
    @Test func theCommonestWordsOfTheTextAndHeadingsAreLeftOut() async {
        let documents = (0..<200).map { id in
            SearchDocument(title: "Notes \(id)", headings: ["Notes on things"], tags: [],
                           sections: ["", (id % 2 == 0 ? "often " : "") + (id % 3 == 0 ? "sometimes" : "")],
                           stemming: false)
        }
        let files = await SearchIndex(documents: documents, cards: (0..<200).map { card("\($0)") },
                                      stemming: false).allFiles
        let text = files.filter { $0.path.hasPrefix("terms-") }.map(\.text).joined(separator: " ")
        func fields(_ key: String) -> [Substring] {
            let entry = text.split(whereSeparator: { $0 == " " || $0 == "\"" }).first { $0.hasPrefix(key + ":") }!
            return entry.split(separator: ":")[1].split(separator: ".", omittingEmptySubsequences: false)
        }
        #expect(fields("often")[3].isEmpty)  // in half of the texts
        #expect(!fields("sometimes")[3].isEmpty)  // in a third
        #expect(fields("notes")[1].isEmpty && !fields("notes")[0].isEmpty)  // every heading, every title
    }

    @Test func varintsRoundTrip() {
        var text: [UInt8] = []
        for value in [0, 1, 31, 32, 1000, 123_456] { Varint64.append(value, to: &text) }
        #expect(Varint64.decode(String(decoding: text, as: UTF8.self)) == [0, 1, 31, 32, 1000, 123_456])
    }

    @Test func aBigSiteHasAboutOneFilePerFiftyDocumentsAndLocalBoundaries() async {
        var documents: [SearchDocument] = []
        let vocabulary = (0..<3000).map { "word\($0)" }
        func text(_ id: Int) -> String {
            (0..<40).map { vocabulary[(id * 7919 + $0 * 104_729) % vocabulary.count] }.joined(separator: " ")
        }
        for id in 0..<2000 { documents.append(document("Post \(id)", text(id))) }
        let cards = (0..<2000).map { card("Post \($0)") }
        let files = await SearchIndex(documents: documents, cards: cards, stemming: true).allFiles
        #expect(files.count <= 2000 / 50)
        #expect(files.count >= 20)
        // One document's edit, with a new word, rewrites only the shards of the terms it changed.
        var edited = documents
        edited[1000] = document("Post 1000", "a brand new sentence")
        let after = await SearchIndex(documents: edited, cards: cards, stemming: true).allFiles
        let changed = zip(files, after).filter { $0.0.text != $0.1.text }
        #expect(files.map(\.path) == after.map(\.path))
        #expect(changed.count < files.count / 2)
        // A word of one document only is written into the index file while it has room (here the titles' numbers
        // fill it), else into a shard: a new word rewrites the index file and one shard at most.
        var added = documents
        added[1000] = document("Post 1000", text(1000) + " zyzzyva")
        let withWord = await SearchIndex(documents: added, cards: cards, stemming: true).allFiles
        #expect(zip(files, withWord).filter { $0.0.text != $0.1.text }.count == 1)
        // Shards are of similar sizes: none is more than three times another's.
        let sizes = files.filter { $0.path.hasPrefix("terms-") }.map(\.text.utf8.count).dropLast()
        #expect(sizes.max()! <= 3 * sizes.min()!)
    }

    /// The merge, made on every core in runs of documents and bins of keys, gives what one pass in order gives:
    /// the terms in JavaScript's order (UTF-16 units, where fullwidth `１` comes after `𝐚`, though its UTF-8 is
    /// smaller), each with its postings in the order of the documents, across more documents than one run holds.
    @Test func theMergeOrdersTermsAsJavaScriptAndPostingsByDocument() async {
        let words = ["zeta", "apple", "Été", "жук", "東京", "１２", "𝐚𝐛", "a1", "b", "9lives", "ǆ"]
        let documents = (0..<700).map { id in
            SearchDocument(title: words[id % words.count], headings: [], tags: [],
                           sections: [words[(id * 7) % words.count] + " " + words[(id * 3) % words.count]],
                           stemming: false)
        }
        let entries = await SearchIndexLayout.merge(documents)
        let keys = entries.map(\.key)
        #expect(keys == keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
        #expect(Set(keys) == Set(documents.flatMap { $0.terms.map(\.key) }))
        #expect(keys.firstIndex(of: "𝐚𝐛")! < keys.firstIndex(of: "１２")!)
        for entry in entries {
            for postings in entry.postings {
                let ids = stride(from: 0, to: postings.count, by: 2).map { postings[$0] }
                #expect(ids == ids.sorted() && Set(ids).count == ids.count, "\(entry.key)")
            }
        }
        // Each document is in the postings of each of its terms, in the fields it has them in.
        let title = entries.first { $0.key == "zeta" }!.postings[SearchField.title.rawValue]
        let ids = stride(from: 0, to: title.count, by: 2).map { Int(title[$0]) }
        #expect(ids == (0..<700).filter { $0 % words.count == 0 })
    }

    /// The merge does not rely on a document's terms being grouped by first byte: it reads terms in another order
    /// as it reads the same terms grouped.
    @Test func theMergeReadsTermsInAnyOrder() async {
        let texts = ["zebra apple Été zoo ant 東京 river", "ant bee Ant rivers run", "жук apple zebra"]
        let grouped = texts.map { document($0, $0 + " and more " + $0) }
        // The same terms in another order, which splits the groups: by their keys read backwards.
        let scattered = grouped.map { document in
            let terms = document.terms.sorted { String($0.key.reversed()) < String($1.key.reversed()) }
            #expect(terms.map { SearchIndexLayout.bin(of: $0.key) } != document.terms.map {
                SearchIndexLayout.bin(of: $0.key)
            })
            let bytes = terms.flatMap { SearchDocument(terms: [$0], lengths: document.lengths).encoded }
            return SearchDocument(encoded: bytes, lengths: document.lengths)
        }
        let (a, b) = (await SearchIndexLayout.merge(grouped), await SearchIndexLayout.merge(scattered))
        #expect(a.map(\.key) == b.map(\.key))
        #expect(a.map(\.postings) == b.map(\.postings))
        #expect(a.map { $0.words.sorted() } == b.map { $0.words.sorted() })
        #expect(a.count > 8)
    }

    @Test func utf16OrderOfKeys() {
        #expect(SearchIndexLayout.utf16Precedes("apple", "apples"))
        #expect(!SearchIndexLayout.utf16Precedes("b", "apple"))
        #expect(SearchIndexLayout.utf16Precedes("𝐚", "１"))  // U+1D41A (a surrogate pair) before U+FF11
        #expect(SearchIndexLayout.utf16Precedes("ｚ", "ｚｚ"))
        #expect(SearchIndexLayout.utf16Precedes("жук", "東京"))
        #expect(!SearchIndexLayout.utf16Precedes("東京", "東京"))
    }
}
