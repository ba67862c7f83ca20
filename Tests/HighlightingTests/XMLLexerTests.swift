@testable import Highlighting
import Testing

@Suite struct XMLLexerTests {
    @Test("XML: declaration, tags and attributes, CDATA, self-closing tags, entities")
    func trickyParts() {
        #expect(Lexed.significant(XMLLexer(), LexerSamples.xml) == [
            Lexed("<?xml version=\"1.0\"?>", .commentPreproc),
            Lexed("<root", .nameTag),
            Lexed("a=", .nameAttribute),
            Lexed("\"1\"", .string),
            Lexed(">", .nameTag),
            Lexed("<![CDATA[x < y]]>", .commentPreproc),
            Lexed("<child/>", .nameTag),
            Lexed("&lt;", .nameEntity),
            Lexed("</root>", .nameTag),
        ])
    }
}
