import FolioCore
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
}
