@testable import Highlighting
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

    @Test("a quote opens a character literal or a lifetime")
    func characterOrLifetime() {
        #expect(Lexed.significant(RustLexer(), "let c: &'static str = 'a'; x.0") == [
            Lexed("let", .keywordDeclaration), Lexed("c", .name), Lexed("&", .keywordPseudo),
            Lexed("static", .nameBuiltin), Lexed("str", .keywordType), Lexed("'a'", .stringChar), Lexed("x", .name),
            Lexed("0", .numberInteger),
        ])
    }
}
