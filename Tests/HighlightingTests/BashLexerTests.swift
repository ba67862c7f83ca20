@testable import Highlighting
import Testing

@Suite struct BashLexerTests {
    @Test("Shell: hashbang, assignments, expansions nested in double quotes, here-documents, keywords and builtins")
    func trickyParts() {
        #expect(Lexed.significant(BashLexer(), LexerSamples.shell) == [
            Lexed("#!/bin/bash", .commentHashbang),
            Lexed("name", .nameVariable),
            Lexed("\"world\"", .stringDouble),
            Lexed("# greet", .commentSingle),
            Lexed("echo", .nameBuiltin),
            Lexed("\"Hello, ", .stringDouble),
            Lexed("${", .stringInterpolation),
            Lexed("name", .nameVariable),
            Lexed(":-", .keyword),
            Lexed("you", .nameVariable),
            Lexed("}", .stringInterpolation),
            Lexed(" ", .stringDouble),
            Lexed("$(", .keyword),
            Lexed(")", .keyword),
            Lexed(" ", .stringDouble),
            Lexed("$((", .keyword),
            Lexed("1", .number),
            Lexed("2", .number),
            Lexed("))", .keyword),
            Lexed("\"", .stringDouble),
            Lexed("<<EOF2\nbody $name\nEOF2", .string),
            Lexed("if", .keyword),
            Lexed("\"", .stringDouble),
            Lexed("$1", .nameVariable),
            Lexed("\"", .stringDouble),
            Lexed("then", .keyword),
            Lexed("exit", .nameBuiltin),
            Lexed("1", .number),
            Lexed("fi", .keyword),
        ])
    }

    @Test("keywords only as whole words; <<- here-documents; $'…' strings")
    func wordsAndQuotes() {
        #expect(Lexed.significant(BashLexer(), "done_file=1; for f in *; do :; done\n") == [
            Lexed("done_file", .nameVariable), Lexed("1", .number), Lexed("for", .keyword), Lexed("in", .keyword),
            Lexed("do", .keyword), Lexed("done", .keyword),
        ])
        #expect(Lexed.significant(BashLexer(), "cat <<-END\n\tx\n\tEND\necho $'a\\tb'\n") == [
            Lexed("<<-END\n\tx\n\tEND", .string), Lexed("echo", .nameBuiltin), Lexed("$'a\\tb'", .stringSingle),
        ])
    }
}
