@testable import Highlighting
import Testing

@Suite struct GoLexerTests {
    @Test("Go: raw strings, runes, builtins where they are called, hex and imaginary numbers")
    func trickyParts() {
        #expect(Lexed.significant(GoLexer(), LexerSamples.go) == [
            Lexed("package", .keywordNamespace),
            Lexed("main", .name),
            Lexed("func", .keywordDeclaration),
            Lexed("main", .name),
            Lexed("s", .name),
            Lexed("`raw \\n`", .string),
            Lexed("r", .name),
            Lexed("'x'", .stringChar),
            Lexed("n", .name),
            Lexed("len", .nameBuiltin),
            Lexed("s", .name),
            Lexed("0x1F", .numberHex),
            Lexed("3i", .numberInteger),
        ])
    }
}
