import Testing
@testable import Search

@Suite struct SearchCardTests {
    /// `cut` as first written, over every word of the text: the fast paths must give exactly what it gives.
    func reference(_ text: String, at length: Int) -> String {
        var result = ""
        for word in text.split(whereSeparator: \.isWhitespace) {
            if result.count + 1 + word.count > length {
                return result.isEmpty ? String(word.prefix(length)) + "…" : result + "…"
            }
            result += result.isEmpty ? word : " " + word
        }
        return result
    }

    @Test(arguments: [
        "", "   ", "short", "Two  words\n\tand\r\nmore", String(repeating: "long ", count: 60),
        String(repeating: "x", count: 300), "Café au lait, s’il vous plaît — “quoted” " + String(repeating: "été ", count: 50),
        "東京都の天気は晴れです " + String(repeating: "東京 ", count: 80), "a\u{00A0}b\u{2003}c " + String(repeating: "ü", count: 200),
        "e\u{301}e\u{301} " + String(repeating: "word ", count: 40),
        // ASCII with ellipses, as a card's excerpt is once cut: each `…` one character of three bytes.
        "Road branch kettle… " + String(repeating: "words… ", count: 40), String(repeating: "a…", count: 200),
        "…" + String(repeating: "x", count: 150) + "… tail",
    ])
    func cutsAsTheReferenceDoes(text: String) {
        for length in [1, 5, 20, 100, 160, 1000] {
            #expect(SearchCard.cut(text, at: length) == reference(text, at: length), "\(length)")
        }
    }
}
