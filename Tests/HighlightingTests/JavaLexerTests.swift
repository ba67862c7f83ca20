@testable import Highlighting
import Testing

@Suite struct JavaLexerTests {
    @Test("Java: imports, annotations, declared methods, members after a dot, text blocks")
    func trickyParts() {
        #expect(Lexed.significant(JavaLexer(), LexerSamples.java) == [
            Lexed("import", .keywordNamespace),
            Lexed("java.util.List", .nameNamespace),
            Lexed("@Override", .nameDecorator),
            Lexed("public", .keywordDeclaration),
            Lexed("String", .name),
            Lexed("name", .nameFunction),
            Lexed("int", .keywordType),
            Lexed("x", .name),
            Lexed("return", .keyword),
            Lexed("this", .keyword),
            Lexed("value", .nameAttribute),
            Lexed("trim", .nameAttribute),
            Lexed("String", .name),
            Lexed("block", .name),
            Lexed("\"\"\"\n    text \"quoted\"\n    \"\"\"", .string),
        ])
    }
}
