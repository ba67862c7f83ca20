@testable import Highlighting
import Testing

@Suite struct RubyLexerTests {
    @Test("Ruby: module paths, def self., blocks, squiggly heredocs, %w literals, regexes, symbols")
    func trickyParts() {
        #expect(Lexed.significant(RubyLexer(), LexerSamples.ruby) == [
            Lexed("module", .keyword),
            Lexed("Shop::Cart", .nameNamespace),
            Lexed("def", .keyword),
            Lexed("self", .nameClass),
            Lexed("total", .nameFunction),
            Lexed("items", .name),
            Lexed("items", .name),
            Lexed("sum", .name),
            Lexed("i", .name),
            Lexed("i", .name),
            Lexed("price", .name),
            Lexed("text", .name),
            Lexed("EOS", .stringDelimiter),
            Lexed("    Hello #{name}\n", .stringHeredoc),
            Lexed("EOS", .stringDelimiter),
            Lexed("words", .name),
            Lexed("%w[a b c]", .stringOther),
            Lexed("ok", .name),
            Lexed("line", .name),
            Lexed("/\\d+/", .stringRegex),
            Lexed("@count", .nameVariable),
            Lexed("0", .numberInteger),
            Lexed(":yes", .stringSymbol),
            Lexed("nil", .keywordPseudo),
            Lexed("end", .keyword),
        ])
    }
}
