@testable import Highlighting
import Testing

@Suite struct CSSLexerTests {
    @Test("CSS: at-rules, selectors, properties, keyword values, !important, colours, functions, units")
    func trickyParts() {
        #expect(Lexed.significant(CSSLexer(), LexerSamples.css) == [
            Lexed("media", .keyword),
            Lexed("max-width", .nameTag),
            Lexed("600px", .nameTag),
            Lexed("card", .nameClass),
            Lexed("main", .nameNamespace),
            Lexed("hover", .nameDecorator),
            Lexed("margin", .keyword),
            Lexed("0", .numberInteger),
            Lexed("auto", .keywordConstant),
            Lexed("!important", .commentPreproc),
            Lexed("color", .keyword),
            Lexed("#fff", .numberHex),
            Lexed("a", .nameTag),
            Lexed("before", .nameDecorator),
            Lexed("content", .keyword),
            Lexed("\"→\"", .stringDouble),
            Lexed("transform", .keyword),
            Lexed("rotate", .nameBuiltin),
            Lexed("45", .numberInteger),
            Lexed("deg", .keywordType),
            Lexed("width", .keyword),
            Lexed("calc", .nameBuiltin),
            Lexed("100", .numberInteger),
            Lexed("%", .keywordType),
            Lexed("2", .numberInteger),
            Lexed("em", .keywordType),
        ])
    }
}
