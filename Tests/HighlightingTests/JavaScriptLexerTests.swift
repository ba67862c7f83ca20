@testable import Highlighting
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

    @Test("a slash after a value divides; after an operator, a keyword or a line's start it opens a regex")
    func regexOrDivision() {
        let regexes = { (code: String) in Lexed.all(JavaScriptLexer(), code).filter { $0.kind == .stringRegex } }
        #expect(regexes("a = b / c / d;").isEmpty)
        #expect(regexes("f(x) / 2 / y").isEmpty)
        #expect(regexes("if (/^a/.test(s)) return /b+/g;") == [
            Lexed("/^a/", .stringRegex), Lexed("/b+/g", .stringRegex),
        ])
        #expect(regexes("s.replace(/[/]/, x)") == [Lexed("/[/]/", .stringRegex)])
    }
}
