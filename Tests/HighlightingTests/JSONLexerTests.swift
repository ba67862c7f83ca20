@testable import Highlighting
import Testing

@Suite struct JSONLexerTests {
    @Test("JSON: keys as tags, escaped quotes, numbers and constants")
    func trickyParts() {
        #expect(Lexed.significant(JSONLexer(), LexerSamples.json) == [
            Lexed("\"name\"", .nameTag),
            Lexed("\"folio\"", .stringDouble),
            Lexed("\"tags\"", .nameTag),
            Lexed("\"a\\\"b\"", .stringDouble),
            Lexed("1.5e3", .numberFloat),
            Lexed("\"ok\"", .nameTag),
            Lexed("true", .keywordConstant),
            Lexed("\"n\"", .nameTag),
            Lexed("null", .keywordConstant),
        ])
    }
}
