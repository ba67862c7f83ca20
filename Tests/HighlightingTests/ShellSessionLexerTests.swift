@testable import Highlighting
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

    @Test("a # prompt is root's; a venv prefix is part of the prompt")
    func rootAndVenv() {
        #expect(Lexed.significant(ShellSessionLexer(), "# apt-get update\n(venv) $ pip list\nok\n") == [
            Lexed("# ", .genericPrompt), Lexed("(venv) $ ", .genericPrompt), Lexed("ok", .genericOutput),
        ])
    }
}
