import FolioCore
import Testing

@Suite struct ShellSessionLexerTests {
    @Test("Sessions: prompts, a continued command, output, a user@host prompt")
    func trickyParts() {
        #expect(Lexed.significant(ShellSessionLexer(), LexerSamples.shellSession) == [
            Lexed("$ ", .genericPrompt),
            Lexed("echo", .nameBuiltin),
            Lexed("\"hi\"", .stringDouble),
            Lexed("\\\n", .stringEscape),
            Lexed("> ", .genericPrompt),
            Lexed("hi there", .genericOutput),
            Lexed("user@host:~/src$ ", .genericPrompt),
            Lexed("total 0", .genericOutput),
        ])
    }
}
