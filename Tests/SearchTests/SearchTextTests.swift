import Testing
@testable import Search

@Suite struct SearchTextTests {
    func words(_ text: String) -> [String] { SearchText.words(in: text).map(\.text) }

    @Test func foldsCaseAndDiacritics() {
        #expect(words("Café CRÈME Straße Øre Łódź naïve") == ["cafe", "creme", "strasse", "ore", "lodz", "naive"])
        #expect(SearchText.fold("İstanbul") == "istanbul")
    }

    @Test func splitsAtWhatIsNotALetterOrDigit() {
        #expect(words("swift6, well-known river_3 (3.14) e-mail") == ["swift6", "well", "known", "river", "3", "3",
                                                                     "14", "e", "mail"])
        #expect(words("Don't stop: it’s folio's") == ["dont", "stop", "its", "folios"])
        #expect(words("'quoted' words") == ["quoted", "words"])
    }

    @Test func pairsCJKCharacters() {
        #expect(SearchText.words(in: "東京都に行く").map(\.text) == ["東京", "京都", "都に", "に行", "行く"])
        let pairs = SearchText.words(in: "東京都に行く")
        #expect(pairs.allSatisfy { $0.isCJK })
        #expect(words("私 and 한국어") == ["私", "and", "한국", "국어"])
        #expect(words("Swift言語") == ["swift", "言語"])
    }

    @Test func keepsKanaMarksAndCyrillic() {
        #expect(words("がぎ") == ["がぎ"])
        #expect(words("Привет, ёлка") == ["привет", "елка"])
    }

    @Test func skipsRunsTooLongToBeWords() {
        #expect(words(String(repeating: "a", count: 41) + " ok") == ["ok"])
    }

    /// The rules read scalar by scalar, as plainly as they can be written: what the byte reader, which gives most
    /// words as they lie in the text and copies only the others, must give.
    static func reference(_ text: String) -> [SearchText.Word] {
        var words: [SearchText.Word] = [], cjk: [Unicode.Scalar] = []
        var letters = String.UnicodeScalarView(), length = 0, apostrophes = 0, ascii = true
        func endWord() {
            if length > 0, length <= SearchText.longestWord {
                let folded = ascii ? String(letters).lowercased() : SearchText.fold(String(letters))
                if !folded.isEmpty { words.append(SearchText.Word(folded)) }
            }
            (letters, length, apostrophes, ascii) = (String.UnicodeScalarView(), 0, 0, true)
        }
        func endCJK() {
            if cjk.count == 1 { words.append(SearchText.Word(String(cjk[0]), isCJK: true)) }
            cjk = []
        }
        for scalar in text.unicodeScalars {
            if SearchText.isCJK(scalar) {
                endWord()
                if let last = cjk.last { words.append(SearchText.Word(String(last) + String(scalar), isCJK: true)) }
                cjk.append(scalar)
                continue
            }
            endCJK()
            if SearchText.isWordScalar(scalar) {
                (length, apostrophes) = (length + apostrophes + 1, 0)
                letters.append(scalar)
                if !scalar.isASCII { ascii = false }
            } else if SearchText.isApostrophe(scalar), length > 0 {
                apostrophes += 1
            } else {
                endWord()
            }
        }
        endWord()
        endCJK()
        return words
    }

    @Test func readsRandomTextAsTheRulesSay() {
        let pieces = ["a", "b", "z", "Q", "Z", "7", " ", " ", "'", "\u{2019}", "é", "e\u{301}", "ß", "İ", "東", "京",
                      "한", "-", ".", "\n", "ab", "Don't", String(repeating: "x", count: 39), "Café"]
        var random = SearchIndexTests.Generator(state: 7)
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                pieces.randomElement(using: &random)!
            }.joined()
            #expect(SearchText.words(in: text) == Self.reference(text), "\(text.debugDescription)")
        }
    }
}
