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
        // Grouped by first byte, for the merge; within a group, in the order of their first occurrence (title,
        // headings, tags, text).
        #expect(document.terms.map(\.key) == ["a", "bridg", "connect", "river", "the", "travel"])
        let grouped = SearchDocument(title: "Tea then toast", headings: [], tags: [], sections: ["Tea, thus tide."],
                                     stemming: false)
        #expect(grouped.terms.map(\.key) == ["tea", "then", "toast", "thus", "tide"])
    }

    /// A title that says a term only as another word of its stem is marked, so that a query can count a title that
    /// spells its word as it does more than one that spells it otherwise.
    @Test func marksATitleThatSpellsATermOnlyOtherwise() async {
        let document = SearchDocument(title: "Swiftly, Swift and rivers", headings: ["Rivers"], tags: [],
                                      sections: ["A river, swiftly."], stemming: true)
        let terms = Dictionary(uniqueKeysWithValues: document.terms.map { ($0.key, $0) })
        #expect(terms["swift"]?.titleSpellsOtherwise == false)
        #expect(terms["river"]?.titleSpellsOtherwise == true)
        #expect(terms["and"]?.titleSpellsOtherwise == false)
        #expect(terms["a"]?.titleSpellsOtherwise == false)
        let entries = await SearchIndexLayout.merge([document])
        func title(_ key: String) -> [Int32]? { entries.first { $0.key == key }?.postings[SearchField.title.rawValue] }
        #expect(title("river").map { $0[1] & 16 } == 16)
        #expect(title("swift").map { $0[1] & 16 } == 0)
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

    /// A document's terms against the rule computed the plain way (every word made a String, stemmed, counted in a
    /// dictionary, its spellings sorted as Strings), over random documents one after another, so that the
    /// vocabulary a thread keeps between documents is reused: counts and sections of two digits, words spelt many
    /// ways, accented, CJK, capitalized.
    @Test func termsMatchTheRuleComputedThePlainWay() {
        let pool = ["Connect", "connected", "connecting", "connections", "café", "Café", "CAFE", "cafés", "naïve",
                    "Straße", "strasse", "東京都", "京都", "don't", "Swift6", "the", "The", "a", "rivers", "river",
                    "ünïcödé", "Ωmega", "internationalization", "x"]
        var generator = SystemRandomNumberGenerator()
        func text(_ words: Int) -> String {
            (0..<words).map { _ in pool.randomElement(using: &generator)! }.joined(separator: " ")
        }
        let suffixes = ["", "s", "ed", "ing", "ings", "ers"]
        for round in 0..<40 {
            let stemming = round % 5 != 4
            // Words new to the vocabulary in every round, met in a random order: a term spelt several ways.
            let base = String((0..<5).map { _ in "bcdfgklmnprstvz".randomElement(using: &generator)! })
            let pool = pool + suffixes.map { base + $0 } + suffixes.map { base.capitalized + $0 }
            let title = text(3), headings = (0..<12).map { _ in text(2) }, tags = ["Café", "rivers"]
            let sections = (0..<13).map { _ in text(Int.random(in: 0...30, using: &generator)) }
            let document = SearchDocument(title: title, headings: headings, tags: tags, sections: sections,
                                          stemming: stemming)
            var keys: [String] = [], counts: [String: [Int32]] = [:], firstSections: [String: Int] = [:]
            var spellings: [String: Set<String>] = [:], inTitle: Set<String> = [], titleSaysKey: Set<String> = []
            var lengths = [0, 0, 0, 0]
            func add(_ text: String, _ field: Int, section: Int?) {
                for word in SearchText.words(in: text) {
                    let key = stemming && !word.isCJK ? EnglishStemmer.stem(word.text) : word.text
                    if counts[key] == nil {
                        keys.append(key)
                        counts[key] = [0, 0, 0, 0]
                    }
                    counts[key]![field] += 1
                    lengths[field] += 1
                    if word.text != key { spellings[key, default: []].insert(word.text) }
                    if field == 0 { inTitle.insert(key) }
                    if field == 0, word.text == key { titleSaysKey.insert(key) }
                    if let section { firstSections[key] = min(firstSections[key] ?? section, section) }
                }
            }
            add(title, 0, section: nil)
            for (index, heading) in headings.enumerated() { add(heading, 1, section: index + 1) }
            for tag in tags { add(tag, 2, section: nil) }
            for (index, section) in sections.enumerated() { add(section, 3, section: index) }
            #expect(document.lengths == lengths)
            // Grouped by first byte (ASCII bytes one by one, any other byte as one group after them), each group in
            // the order of first occurrence.
            func group(_ key: String) -> Int { key.utf8.first.map { $0 < 0x80 ? Int($0) : 128 } ?? 0 }
            let grouped = keys.enumerated().sorted { a, b in
                group(a.element) != group(b.element) ? group(a.element) < group(b.element) : a.offset < b.offset
            }
            #expect(document.terms.map(\.key) == grouped.map(\.element))
            for term in document.terms {
                #expect(term.counts == SIMD4(counts[term.key]!), "\(term.key)")
                #expect(term.section == firstSections[term.key] ?? 0, "\(term.key)")
                #expect(term.words == (spellings[term.key] ?? []).sorted(), "\(term.key)")
                #expect(term.titleSpellsOtherwise == (inTitle.contains(term.key) && !titleSaysKey.contains(term.key)),
                        "\(term.key)")
            }
        }
    }
}
