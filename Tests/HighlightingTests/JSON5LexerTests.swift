@testable import Highlighting
import Testing

@Suite struct JSON5LexerTests {
    @Test("JSON5: comments, unquoted and single-quoted keys and strings, hex, trailing commas, Infinity")
    func trickyParts() {
        #expect(Lexed.significant(JSON5Lexer(), LexerSamples.json5) == [
            Lexed("// settings", .commentSingle),
            Lexed("unquoted", .nameVariable),
            Lexed("'single'", .string),
            Lexed("hex", .nameVariable),
            Lexed("0x1F", .numberHex),
            Lexed("trailing", .nameVariable),
            Lexed("1", .numberFloat),
            Lexed("2", .numberFloat),
            Lexed("inf", .nameVariable),
            Lexed("Infinity", .keyword),
        ])
    }
}
