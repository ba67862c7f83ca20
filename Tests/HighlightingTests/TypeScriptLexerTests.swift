@testable import Highlighting
import Testing

@Suite struct TypeScriptLexerTests {
    @Test("TypeScript: decorators, access modifiers, type annotations")
    func trickyParts() {
        #expect(Lexed.significant(TypeScriptLexer(), LexerSamples.typeScript) == [
            Lexed("@Component", .keywordDeclaration),
            Lexed("export", .keyword),
            Lexed("class", .keywordDeclaration),
            Lexed("Store", .name),
            Lexed("implements", .keyword),
            Lexed("Base", .name),
            Lexed("private", .keyword),
            Lexed("items", .name),
            Lexed("string", .keywordType),
            Lexed("get", .name),
            Lexed("id", .name),
            Lexed("number", .keywordType),
            Lexed("Item", .name),
            Lexed("undefined", .keywordConstant),
            Lexed("return", .keyword),
            Lexed("this", .keyword),
            Lexed("items", .name),
            Lexed("id", .name),
        ])
    }
}
