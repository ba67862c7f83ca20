import Testing
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
}
