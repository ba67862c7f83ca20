@testable import Highlighting
import Testing

@Suite struct TOMLLexerTests {
    @Test("TOML: tables, the four kinds of strings, dates, arrays and inline tables")
    func trickyParts() {
        #expect(Lexed.significant(TOMLLexer(), LexerSamples.toml) == [
            Lexed("# a comment", .commentSingle),
            Lexed("[package]", .keyword),
            Lexed("name", .name),
            Lexed("\"folio\"", .stringDouble),
            Lexed("version", .name),
            Lexed("'1.0'", .stringSingle),
            Lexed("date", .name),
            Lexed("1979-05-27T07:32:00Z", .literalDate),
            Lexed("ports", .name),
            Lexed("8000", .numberInteger),
            Lexed("8001", .numberInteger),
            Lexed("inline", .name),
            Lexed("x", .name),
            Lexed("1", .numberInteger),
            Lexed("y", .name),
            Lexed("2.5", .numberFloat),
            Lexed("text", .name),
            Lexed("\"\"\"\nmulti \"line\"\n\"\"\"", .stringDouble),
        ])
    }
}
