import FolioCore
import Testing

@Suite struct JavaScriptLexerTests {
    @Test("JavaScript: a regex told from division, template literals nested in holes, BigInt")
    func trickyParts() {
        #expect(Lexed.significant(JavaScriptLexer(), LexerSamples.javaScript) == [
            Lexed("const", .keywordDeclaration),
            Lexed("re", .name),
            Lexed("/ab+c/gi", .stringRegex),
            Lexed("half", .name),
            Lexed("total", .name),
            Lexed("2", .numberInteger),
            Lexed("const", .keywordDeclaration),
            Lexed("msg", .name),
            Lexed("`sum: ", .stringBacktick),
            Lexed("${", .stringInterpolation),
            Lexed("a", .name),
            Lexed("`", .stringBacktick),
            Lexed("${", .stringInterpolation),
            Lexed("b", .name),
            Lexed("}", .stringInterpolation),
            Lexed("`", .stringBacktick),
            Lexed("}", .stringInterpolation),
            Lexed(" done`", .stringBacktick),
            Lexed("let", .keywordDeclaration),
            Lexed("big", .name),
            Lexed("10n", .numberInteger),
        ])
    }
}
