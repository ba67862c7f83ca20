@testable import Highlighting
import Testing

@Suite struct HTMLLexerTests {
    @Test("HTML: doctype, attributes, entities, comments, embedded JavaScript and CSS")
    func trickyParts() {
        #expect(Lexed.significant(HTMLLexer(), LexerSamples.html) == [
            Lexed("<!DOCTYPE html>", .commentPreproc),
            Lexed("p", .nameTag),
            Lexed("class", .nameAttribute),
            Lexed("\"note\"", .string),
            Lexed("hidden", .nameAttribute),
            Lexed("&amp;", .nameEntity),
            Lexed("<!-- c -->", .commentMultiline),
            Lexed("p", .nameTag),
            Lexed("script", .nameTag),
            Lexed("let", .keywordDeclaration),
            Lexed("x", .name),
            Lexed("1", .numberInteger),
            Lexed("2", .numberInteger),
            Lexed("script", .nameTag),
            Lexed("style", .nameTag),
            Lexed("p", .nameTag),
            Lexed("color", .keyword),
            Lexed("red", .keywordConstant),
            Lexed("style", .nameTag),
        ])
    }
}
