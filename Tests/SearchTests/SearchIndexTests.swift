import Testing
@testable import Search

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

    static func entry(_ id: Int, _ random: inout Generator) -> (SearchDocument, SearchCard) {
        let title = text(Int.random(in: 1...4, using: &random), &random)
        let headings = (0..<Int.random(in: 0...2, using: &random)).map { _ in text(2, &random) }
        let sections = (0...headings.count).map { _ in text(Int.random(in: 0...30, using: &random), &random) }
        return (SearchDocument(title: title, headings: headings, tags: [], sections: sections, stemming: true),
                SearchCard(title: title, url: "p\(id)/", date: "", excerpt: sections[0],
                           anchors: headings.indices.map { "h\($0)" }))
    }

    /// Documents replaced one by one, in an index of fewer and of more than 100 documents, make the files a whole
    /// merge of the same documents makes, byte for byte.
    @Test(arguments: [40, 230]) func replacingDocumentsMakesWhatAWholeMergeMakes(count: Int) async {
        var random = Generator(state: UInt64(count))
        let made = (0..<count).map { Self.entry($0, &random) }
        var index = await SearchIndex(documents: made.map(\.0), cards: made.map(\.1), stemming: true)
        for round in 0..<25 {
            let id = Int.random(in: 0..<count, using: &random)
            let (document, card) = round % 5 == 0 ? (index.documents[id], index.cards[id]) : Self.entry(id, &random)
            index.replace(id, document: document, card: card)
            if round % 6 == 5 || round == 24 {
                let whole = await SearchIndex(documents: index.documents, cards: index.cards, stemming: true)
                let (a, b) = (index.files, whole.files)
                #expect(a.map(\.path) == b.map(\.path))
                #expect(zip(a, b).filter { $0.0.text != $0.1.text }.map(\.0.path) == [], "round \(round)")
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
        #expect(index.files.map(\.text).joined().contains("connect,connecting:"))
        index.replace(0, document: SearchDocument(title: "Harbours", headings: [], tags: [], sections: [],
                                                  stemming: true), card: cards[0])
        let text = index.files.map(\.text).joined()
        #expect(!text.contains("connecting") && !text.contains("lantern") && text.contains("harbour"))
        #expect(text.contains("connect:"))
    }
}
