import Testing
@testable import Markdown

/// Word counts and reading times as Hugo makes them: words between spaces, and each Chinese, Japanese or Korean
/// character a word of its own.
@Suite struct WordCountTests {
    @Test(arguments: [
        ("Hello, world.", 2, 0), ("", 0, 0), ("  \n\t ", 0, 0), ("— – !", 0, 0), ("well-known C++ 3.14", 3, 0),
        ("Ünïcödé café naïve", 3, 0), ("日本語のテキスト", 0, 8), ("Swift は速い。", 1, 3),
        ("한국어 문장", 0, 5),
        ("emoji 🎉 here", 2, 0), ("non\u{A0}breaking", 2, 0),
    ] as [(String, Int, Int)])
    func countsWordsAndCJKCharacters(_ text: String, words: Int, cjk: Int) {
        #expect(WordCount.of(text) == WordCount(words: words, cjkCharacters: cjk), "\(text)")
    }

    /// Every ASCII byte, alone and between two words: spaces and control characters part words, letters and digits
    /// make one, and other marks join a word without making one of their own.
    @Test func everyASCIIByteIsClassedAsTheRuleSays() {
        for value in UInt8(0)..<0x80 {
            let character = String(UnicodeScalar(value))
            let parts = value <= 0x20 || value == 0x7F
            let isWord = (65...90).contains(value) || (97...122).contains(value) || (48...57).contains(value)
            #expect(WordCount.of(character).words == (isWord ? 1 : 0), "byte \(value)")
            #expect(WordCount.of("ab" + character + "cd").words == (parts ? 2 : 1), "byte \(value)")
        }
    }

    @Test func readingTimeIsRoundedUpAtHugosRates() {
        #expect(WordCount(words: 0).readingMinutes == 0)
        #expect(WordCount(words: 1).readingMinutes == 1)
        #expect(WordCount(words: 213).readingMinutes == 1)
        #expect(WordCount(words: 214).readingMinutes == 2)
        #expect(WordCount(words: 2130).readingMinutes == 10)
        #expect(WordCount(cjkCharacters: 500).readingMinutes == 1)
        #expect(WordCount(cjkCharacters: 501).readingMinutes == 2)
        // Mixed text: the two rates add up.
        #expect(WordCount(words: 213, cjkCharacters: 500).readingMinutes == 2)
        #expect(WordCount(words: 106, cjkCharacters: 250).readingMinutes == 1)
    }

    @Test func aDocumentCountsItsTextAndCodeButNotItsTitleOrPictures() throws {
        let markdown = """
        # A title of five words

        One **two**three, [four](x.md) `five`.

        ![an image description of six words](a.png)

        | six | seven |
        |-----|-------|
        | 日本 | eight |

        ```swift
        let nine = ten
        ```

        <div>raw html is not counted</div>

        > eleven
        > twelve
        """
        let rendered = try MarkdownRenderer(options: .site).render(markdown, path: "x.md")
        // `**two**three` is one word, as a reader sees it; `let nine = ten` is three.
        #expect(rendered.words == WordCount(words: 12, cjkCharacters: 2))
        #expect(rendered.words.total == 14)
        // Without the title taken out (GitHub's rendering), the heading's words count too.
        #expect(try MarkdownRenderer(options: .github).render(markdown, path: "x.md").words.words == 17)
    }

    @Test func aLineBreakEndsAWord() throws {
        #expect(try MarkdownRenderer().render("one\ntwo\\\nthree\n", path: "x.md").words.words == 3)
    }
}
