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
}
