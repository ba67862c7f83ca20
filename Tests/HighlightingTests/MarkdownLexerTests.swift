@testable import Highlighting
import Testing

@Suite struct MarkdownLexerTests {
    @Test("Markdown: headings, emphasis, code spans, links, list and quote markers, a fenced block read as JSON")
    func trickyParts() {
        #expect(Lexed.significant(MarkdownLexer(), LexerSamples.markdown) == [
            Lexed("# Title", .genericHeading),
            Lexed("*emphasis*", .genericEmph),
            Lexed("**strong**", .genericStrong),
            Lexed("`code`", .stringBacktick),
            Lexed("link", .nameTag),
            Lexed("https://x.y", .nameAttribute),
            Lexed("-", .keyword),
            Lexed(">", .keyword),
            Lexed("quoted", .genericEmph),
            Lexed("```json", .stringBacktick),
            Lexed("\"a\"", .nameTag),
            Lexed("1", .numberInteger),
            Lexed("```", .stringBacktick),
        ])
    }

    @Test("a fence in a language folio does not know stays plain; struck text")
    func unknownFence() {
        #expect(Lexed.significant(MarkdownLexer(), "```brainfudge\n+[->+<]\n```\n~~gone~~ here\n") == [
            Lexed("```brainfudge", .stringBacktick), Lexed("```", .stringBacktick), Lexed("~~gone~~", .genericDeleted),
        ])
    }
}
