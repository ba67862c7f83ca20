@testable import Highlighting
import Testing

@Suite struct MakefileLexerTests {
    @Test("Makefile: assignments, conditionals, rules, recipes with automatic variables")
    func trickyParts() {
        #expect(Lexed.significant(MakefileLexer(), LexerSamples.makefile) == [
            Lexed("CC", .nameVariable),
            Lexed("# comment", .comment),
            Lexed("ifeq ($(OS),Linux)", .commentPreproc),
            Lexed("FLAGS", .nameVariable),
            Lexed("endif", .commentPreproc),
            Lexed("build", .nameFunction),
            Lexed("main", .name),
            Lexed("o", .name),
            Lexed("util", .name),
            Lexed("o", .name),
            Lexed("$(", .keyword),
            Lexed(")", .keyword),
            Lexed("$@", .nameVariable),
            Lexed("# link", .commentSingle),
        ])
    }
}
