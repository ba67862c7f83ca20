import Testing
import Synchronization
@testable import Search

extension SearchIndex {
    /// Every file of the index as it stands (a copy of it is asked, so that the index still tells what changed).
    var allFiles: [(path: String, text: String)] {
        var copy = self
        return copy.changedFiles().map { ($0.path, $0.text) }
    }
}

@Suite struct SearchIndexTests {
    /// Words that stem alike (`connect`, `connected`, `connecting`), CJK, and enough of them that some terms are of
    /// one document, some of most (which the text's postings leave out past 100 documents).
    static let words = ["connect", "connected", "connecting", "river", "rivers", "stone", "the", "quiet", "café",
                        "東京都", "bridge", "bridges", "lantern", "harbour", "seven", "glacier", "a", "runs"]

    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    static func text(_ count: Int, _ random: inout Generator) -> String {
        (0..<count).map { _ in
            // Now and then a word no other document has, so that terms come and go.
            Int.random(in: 0..<12, using: &random) == 0 ? "w\(Int.random(in: 0..<100_000, using: &random))"
                : words.randomElement(using: &random)!
        }.joined(separator: " ")
    }

    /// A document's title, headings and text by section.
    typealias Source = (title: String, headings: [String], sections: [String])

    static func source(_ random: inout Generator) -> Source {
        let headings = (0..<Int.random(in: 0...2, using: &random)).map { _ in text(2, &random) }
        return (text(Int.random(in: 1...4, using: &random), &random), headings,
                (0...headings.count).map { _ in text(Int.random(in: 0...30, using: &random), &random) })
    }

    static func entry(_ id: Int, _ source: Source) -> (SearchDocument, SearchCard) {
        (SearchDocument(title: source.title, headings: source.headings, tags: [], sections: source.sections,
                        stemming: true),
         SearchCard(title: source.title, url: "p\(id)/", date: "", excerpt: source.sections[0],
                    anchors: source.headings.indices.map { "h\($0)" }))
    }

    /// Documents replaced one by one (by the same document, by one with a word more, by another), in an index of
    /// fewer and of more than 100 documents, make the files a whole merge of the same documents makes, byte for
    /// byte; and the files `changedFiles` says changed, put over the last ones, are those files.
    @Test(arguments: [40, 230]) func replacingDocumentsMakesWhatAWholeMergeMakes(count: Int) async {
        var random = Generator(state: UInt64(count))
        var sources = (0..<count).map { _ in Self.source(&random) }
        let made = sources.indices.map { Self.entry($0, sources[$0]) }
        var index = await SearchIndex(documents: made.map(\.0), cards: made.map(\.1), stemming: true)
        var served: [String: String] = [:]
        for file in index.changedFiles() {
            #expect(file.changed)
            served[file.path] = file.text
        }
        for round in 0..<30 {
            let id = Int.random(in: 0..<count, using: &random)
            switch round % 3 {
            case 0: break
            case 1:
                let last = sources[id].sections.count - 1
                sources[id].sections[last] += " " + Self.words.randomElement(using: &random)!
            default: sources[id] = Self.source(&random)
            }
            let (document, card) = Self.entry(id, sources[id])
            index.replace(id, document: document, card: card)
            let files = index.changedFiles()
            if round % 3 == 0 { #expect(files.filter(\.changed).isEmpty, "round \(round)") }
            served = served.filter { path, _ in files.contains { $0.path == path } }
            for file in files where file.changed { served[file.path] = file.text }
            if round % 6 == 5 || round == 29 {
                let whole = await SearchIndex(documents: index.documents, cards: index.cards, stemming: true)
                let (a, b) = (index.allFiles, whole.allFiles)
                #expect(a.map(\.path) == b.map(\.path))
                #expect(zip(a, b).filter { $0.0.text != $0.1.text }.map(\.0.path) == [], "round \(round)")
                #expect(b.filter { served[$0.path] != $0.text }.map(\.path) == [], "round \(round)")
                #expect(served.count == b.count)
            }
        }
    }

    /// Taking a document's terms out leaves no trace: a term only it had is gone, and so is a word only it spelt.
    @Test func aTermOrWordOnlyTheReplacedDocumentHadIsGone() async {
        let documents = [SearchDocument(title: "Connecting lanterns", headings: [], tags: [], sections: [],
                                        stemming: true),
                         SearchDocument(title: "Connect", headings: [], tags: [], sections: [], stemming: true)]
        let cards = (0..<2).map { SearchCard(title: "\($0)", url: "\($0)/", date: "", excerpt: "", anchors: []) }
        var index = await SearchIndex(documents: documents, cards: cards, stemming: true)
        #expect(index.allFiles.map(\.text).joined().contains("connect,connecting:"))
        index.replace(0, document: SearchDocument(title: "Harbours", headings: [], tags: [], sections: [],
                                                  stemming: true), card: cards[0])
        let text = index.allFiles.map(\.text).joined()
        #expect(!text.contains("connecting") && !text.contains("lantern") && text.contains("harbour"))
        #expect(text.contains("connect:"))
    }

    /// Where an index made from stored terms reads them, counting what it is asked for; it has none of `broken`.
    final class Store: SearchTermStore {
        let terms: [SearchIndex.Term]
        let broken: Set<String>
        let asked = Mutex<[String]>([])

        init(_ terms: [SearchIndex.Term], broken: Set<String> = []) {
            (self.terms, self.broken) = (terms, broken)
        }

        func term(at place: Int) -> SearchIndex.Term? {
            asked.withLock { $0.append(terms[place].key) }
            return broken.contains(terms[place].key) ? nil : terms[place]
        }
    }

    /// An index merged with its terms handed on as each part of them is merged (what `folio build` keeps in its
    /// cache) makes the files a whole merge makes, hands on every term as the whole merge holds it, in key order,
    /// and refuses to replace a document, changing nothing.
    @Test(arguments: [40, 230]) func aMergeThatHandsItsTermsOnMakesWhatAWholeMergeMakes(count: Int) async {
        var random = Generator(state: UInt64(count) + 1)
        let made = (0..<count).map { Self.entry($0, Self.source(&random)) }
        let whole = await SearchIndex(documents: made.map(\.0), cards: made.map(\.1), stemming: true)
        var (index, parts) = await SearchIndex.merged(documents: made.map(\.0), cards: made.map(\.1),
                                                      stemming: true) { $0 }
        #expect(parts.count > 1)
        #expect(index.termKeys == whole.termKeys)
        #expect(index.allFiles.map(\.path) == whole.allFiles.map(\.path))
        #expect(index.allFiles.map(\.text) == whole.allFiles.map(\.text))
        let handed = parts.flatMap { $0 }, terms = whole.terms
        #expect(handed.map(\.key) == terms.map(\.key))
        for (a, b) in zip(handed, terms) {
            #expect(a.words == b.words && a.wordCounts == b.wordCounts && a.postings == b.postings
                    && a.encoded == b.encoded, "\(a.key)")
        }
        let before = index.allFiles.map(\.text)
        let edited = Self.entry(0, ("Another title", [], ["glacier harbour"]))
        let refused = !index.replace(0, old: made[0].0, document: edited.0, card: edited.1)
        #expect(refused)
        #expect(index.allFiles.map(\.text) == before)
    }

    /// An index made from stored terms (as a cache keeps them: their words and postings read only when needed)
    /// makes, as it is edited, what a whole merge of the same documents makes, and reads only terms of the edited
    /// document, each once; a word added to a long text reads that word's term, not the document's others.
    @Test func anIndexOfStoredTermsReadsOnlyTheTermsAnEditChanges() async {
        var random = Generator(state: 7)
        var sources = (0..<60).map { _ in Self.source(&random) }
        // Document 0 has a text of 200 words: one more leaves its length in the same step (see `lengthStep`).
        sources[0] = ("Quiet rivers", [], [(0..<200).map { "w\($0 % 50)x" }.joined(separator: " ")])
        let made = sources.indices.map { Self.entry($0, sources[$0]) }
        let merged = await SearchIndex(documents: made.map(\.0), cards: made.map(\.1), stemming: true)
        func stored(_ store: Store) -> SearchIndex {
            SearchIndex(stemming: true, cards: merged.cards, groupFiles: merged.groupFiles,
                        terms: merged.terms.map { SearchIndex.StoredTerm(key: $0.key, encoded: $0.encoded,
                                                                        isOneDocument: $0.isOneDocument) },
                        store: store)!
        }
        let store = Store(merged.terms)
        var index = stored(store)
        #expect(index.allFiles.map(\.text) == merged.allFiles.map(\.text))
        var documents = made.map(\.0)
        func edit(_ id: Int, adding word: String) -> [String] {
            let last = sources[id].sections.count - 1
            sources[id].sections[last] += " " + word
            let (document, card) = Self.entry(id, sources[id])
            store.asked.withLock { $0 = [] }
            let replaced = index.replace(id, old: documents[id], document: document, card: card)
            #expect(replaced)
            let keys = Set((documents[id].terms + document.terms).map(\.key))
            documents[id] = document
            let asked = store.asked.withLock { $0 }
            #expect(asked.allSatisfy(keys.contains), "\(asked) of \(keys)")
            return asked
        }
        #expect(edit(0, adding: "glacier") == ["glacier"])
        #expect(edit(0, adding: "zzunheard").isEmpty)
        var everyAsked: [String] = []
        for round in 0..<20 {
            everyAsked += edit(Int.random(in: 0..<sources.count, using: &random),
                               adding: round % 2 == 0 ? "harbour" : "w\(round)zz")
            let whole = await SearchIndex(documents: documents, cards: index.cards, stemming: true)
            #expect(index.allFiles.map(\.text) == whole.allFiles.map(\.text), "round \(round)")
        }
        #expect(Set(everyAsked).count == everyAsked.count, "a term read once stays read")
        // A term the store cannot read: the edit that needs it is refused, and changes nothing.
        var refusing = stored(Store(merged.terms, broken: Set(merged.terms.map(\.key))))
        let before = refusing.allFiles.map(\.text)
        let edited = Self.entry(0, (sources[0].title, sources[0].headings, ["glacier"]))
        let refused = !refusing.replace(0, old: made[0].0, document: edited.0, card: edited.1)
        #expect(refused)
        #expect(refusing.allFiles.map(\.text) == before)
    }
}
