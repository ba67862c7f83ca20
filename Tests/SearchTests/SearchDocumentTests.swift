import Testing
@testable import Search

@Suite struct SearchDocumentTests {
    @Test func countsStemmedTermsPerFieldWithTheirSections() {
        let document = SearchDocument(title: "Connecting rivers", headings: ["The river", "Bridges"],
                                      tags: ["travel"], sections: ["Rivers connect.", "A river.", "Connected bridges."],
                                      stemming: true)
        let terms = Dictionary(uniqueKeysWithValues: document.terms.map { ($0.key, $0) })
        #expect(terms["river"]?.counts == [1, 1, 0, 2])
        #expect(terms["river"]?.words == ["rivers"])
        #expect(terms["river"]?.section == 0)
        #expect(terms["connect"]?.words == ["connected", "connecting"])
        #expect(terms["bridg"]?.section == 2)
        #expect(terms["travel"]?.counts == [0, 0, 1, 0])
        #expect(document.lengths == [2, 3, 1, 6])
        // In the order of their first occurrence: title, headings, tags, text.
        #expect(document.terms.map(\.key) == ["connect", "river", "the", "bridg", "travel", "a"])
    }

    @Test func stemsNothingWithoutStemming() {
        let document = SearchDocument(title: "Connecting", headings: [], tags: [], sections: [], stemming: false)
        #expect(document.terms.map(\.key) == ["connecting"])
    }

    @Test func impactGrowsWithCountAndShrinksWithLength() {
        let short = SearchDocument(title: "River", headings: [], tags: [], sections: [], stemming: true)
        let long = SearchDocument(title: "River of the quiet north lands far away", headings: [], tags: [],
                                  sections: [], stemming: true)
        let a = short.terms[0].impact(in: .title, length: short.lengths[0])
        let b = long.terms.first { $0.key == "river" }!.impact(in: .title, length: long.lengths[0])
        #expect(a > b)
        #expect((0...15).contains(a) && (0...15).contains(b))
    }
}
