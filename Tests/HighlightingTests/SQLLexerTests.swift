@testable import Highlighting
import Testing

@Suite struct SQLLexerTests {
    @Test("SQL: comments, keywords in any case, quoted names, doubled quotes in strings, data types")
    func trickyParts() {
        #expect(Lexed.significant(SQLLexer(), LexerSamples.sql) == [
            Lexed("-- top", .commentSingle),
            Lexed("SELECT", .keyword),
            Lexed("name", .keyword),
            Lexed("COUNT", .keyword),
            Lexed("AS", .keyword),
            Lexed("n", .name),
            Lexed("FROM", .keyword),
            Lexed("\"user\"", .stringSymbol),
            Lexed("WHERE", .keyword),
            Lexed("note", .name),
            Lexed("'it''s'", .stringSingle),
            Lexed("/* c */", .commentMultiline),
            Lexed("GROUP", .keyword),
            Lexed("BY", .keyword),
            Lexed("name", .keyword),
            Lexed("create", .keyword),
            Lexed("table", .keyword),
            Lexed("t", .name),
            Lexed("id", .name),
            Lexed("integer", .nameBuiltin),
            Lexed("primary", .keyword),
            Lexed("key", .keyword),
        ])
    }
}
