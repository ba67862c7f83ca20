import FolioCore
import Testing

@Suite struct RustLexerTests {
    @Test("Rust: doc comments, attributes, lifetimes, nested comments, raw strings with hashes, macros, bytes")
    func trickyParts() {
        #expect(Lexed.significant(RustLexer(), LexerSamples.rust) == [
            Lexed("/// Doc comment", .stringDoc),
            Lexed("#[derive(Debug)]", .commentPreproc),
            Lexed("fn", .keyword),
            Lexed("parse", .nameFunction),
            Lexed("a", .nameAttribute),
            Lexed("s", .name),
            Lexed("&", .keywordPseudo),
            Lexed("a", .nameAttribute),
            Lexed("str", .keywordType),
            Lexed("Option", .nameBuiltin),
            Lexed("u8", .keywordType),
            Lexed("/* outer /* nested */ still */", .commentMultiline),
            Lexed("let", .keywordDeclaration),
            Lexed("raw", .name),
            Lexed("r#\"a \"quoted\" b\"#", .string),
            Lexed("println!", .nameFunction),
            Lexed("\"{}\"", .string),
            Lexed("b'x'", .stringChar),
            Lexed("None", .nameBuiltin),
        ])
    }
}
