import Testing
@testable import Markdown

/// Excerpts and headings join their lines with spaces; the byte version must do what splitting at the character
/// `\n` did, `\r\n` (one character) included.
@Suite struct ReplacingNewlinesTests {
    @Test func agreesWithSplittingAtTheCharacter() {
        let texts = ["", "one line", "two\nlines", "\n", "\n\n", "a\r\nb", "a\rb\nc", "é\ncafé\n", "end\n",
                     "\nstart", "🏳️‍🌈\n🇫🇷", "a\n\r\nb\r\n\n"]
        for text in texts {
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
            #expect(text.replacingNewlines() == expected, "\(text.debugDescription)")
        }
    }
}
