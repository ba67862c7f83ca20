@testable import Highlighting
import Testing

@Suite struct CLexerTests {
    @Test("C: preprocessor lines and #if 0, a function definition, escapes, characters, number forms")
    func trickyParts() {
        #expect(Lexed.significant(CLexer(), LexerSamples.c) == [
            Lexed("#include", .commentPreproc),
            Lexed("<stdio.h>", .commentPreprocFile),
            Lexed("#define", .commentPreproc),
            Lexed("N", .commentPreproc),
            Lexed("10", .commentPreproc),
            Lexed("/* ten */", .commentMultiline),
            Lexed("static", .keyword),
            Lexed("int", .keywordType),
            Lexed("add", .nameFunction),
            Lexed("int", .keywordType),
            Lexed("a", .name),
            Lexed("int", .keywordType),
            Lexed("b", .name),
            Lexed("return", .keyword),
            Lexed("a", .name),
            Lexed("b", .name),
            Lexed("char", .keywordType),
            Lexed("s", .name),
            Lexed("\"tab", .string),
            Lexed("\\t", .stringEscape),
            Lexed("\"", .string),
            Lexed("c", .name),
            Lexed("'\\n'", .stringChar),
            Lexed("long", .keywordType),
            Lexed("x", .name),
            Lexed("0x1fUL", .numberHex),
            Lexed("1'000", .numberInteger),
            Lexed("1.5e3f", .numberFloat),
            Lexed("#if 0", .commentPreproc),
            Lexed("not code", .comment),
            Lexed("#endif", .commentPreproc),
        ])
    }

    @Test("the #else branch of #if 0 is code again; a call inside a function names no function")
    func ifZeroElse() {
        let code = "#if 0\nold();\n#else\nint f(void) { return g(1); }\n#endif\n"
        #expect(Lexed.significant(CLexer(), code) == [
            Lexed("#if 0", .commentPreproc), Lexed("old();", .comment), Lexed("#else", .commentPreproc),
            Lexed("int", .keywordType), Lexed("f", .nameFunction), Lexed("void", .keywordType),
            Lexed("return", .keyword), Lexed("g", .name), Lexed("1", .numberInteger), Lexed("#endif", .commentPreproc),
        ])
    }
}
