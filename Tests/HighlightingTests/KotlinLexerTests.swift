@testable import Highlighting
import Testing

@Suite struct KotlinLexerTests {
    @Test("Kotlin: string templates with nested code, declarations and modifiers, a receiver with type arguments")
    func trickyParts() {
        #expect(Lexed.significant(KotlinLexer(), LexerSamples.kotlin) == [
            Lexed("package", .keyword),
            Lexed("app.core", .nameNamespace),
            Lexed("private", .keywordDeclaration),
            Lexed("val", .keywordDeclaration),
            Lexed("greeting", .nameVariable),
            Lexed("\"Hi, ", .string),
            Lexed("$", .stringInterpolation),
            Lexed("name", .name),
            Lexed(" and ", .string),
            Lexed("${", .stringInterpolation),
            Lexed("user", .name),
            Lexed("name", .nameAttribute),
            Lexed("uppercase", .nameAttribute),
            Lexed("}", .stringInterpolation),
            Lexed("\"", .string),
            Lexed("fun", .keywordDeclaration),
            Lexed("T", .name),
            Lexed("List", .name),
            Lexed("T", .name),
            Lexed("second", .nameFunction),
            Lexed("T", .name),
            Lexed("this", .keyword),
            Lexed("1", .numberInteger),
            Lexed("data", .keywordDeclaration),
            Lexed("class", .keywordDeclaration),
            Lexed("Point", .nameClass),
            Lexed("val", .keywordDeclaration),
            Lexed("x", .nameVariable),
            Lexed("Int", .keywordType),
        ])
    }
}
