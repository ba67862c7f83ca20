@testable import Highlighting
import Testing

@Suite struct YAMLLexerTests {
    @Test("YAML: marker, comments, keys, anchors, aliases, quoted scalars, flow collections, block scalars, tags")
    func trickyParts() {
        #expect(Lexed.significant(YAMLLexer(), LexerSamples.yaml) == [
            Lexed("---", .nameNamespace),
            Lexed("# config", .commentSingle),
            Lexed("name", .nameTag),
            Lexed("folio", .literal),
            Lexed("# trailing comment", .commentSingle),
            Lexed("list", .nameTag),
            Lexed("&anchor", .nameLabel),
            Lexed("plain value", .literal),
            Lexed("*anchor", .nameVariable),
            Lexed("\"quoted: value\"", .string),
            Lexed("flow", .nameTag),
            Lexed("a", .nameTag),
            Lexed("1", .nameVariable),
            Lexed("b", .nameTag),
            Lexed("x", .nameVariable),
            Lexed("y", .nameVariable),
            Lexed("script", .nameTag),
            Lexed("echo one", .nameConstant),
            Lexed("echo two", .nameConstant),
            Lexed("tag", .nameTag),
            Lexed("!!str", .keywordType),
            Lexed("42", .literal),
        ])
    }
}
