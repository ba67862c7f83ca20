@testable import Highlighting
import Testing

@Suite struct CppLexerTests {
    @Test("C++: namespaces, templates and classes, raw strings, digit separators")
    func trickyParts() {
        #expect(Lexed.significant(CppLexer(), LexerSamples.cpp) == [
            Lexed("namespace", .keyword),
            Lexed("app", .nameNamespace),
            Lexed("template", .keyword),
            Lexed("typename", .keyword),
            Lexed("T", .nameClass),
            Lexed("class", .keyword),
            Lexed("Box", .nameClass),
            Lexed("final", .keyword),
            Lexed("auto", .keyword),
            Lexed("raw", .name),
            Lexed("R", .stringAffix),
            Lexed("\"json({\"a\": \"b\"})json\"", .string),
            Lexed("int", .keywordType),
            Lexed("n", .name),
            Lexed("1'000'000", .numberInteger),
        ])
    }
}
