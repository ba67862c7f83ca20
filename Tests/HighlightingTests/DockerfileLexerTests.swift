@testable import Highlighting
import Testing

@Suite struct DockerfileLexerTests {
    @Test("Dockerfile: FROM … AS, ENV, RUN with a continued shell command, exec-form CMD, WORKDIR")
    func trickyParts() {
        #expect(Lexed.significant(DockerfileLexer(), LexerSamples.dockerfile) == [
            Lexed("# syntax", .comment),
            Lexed("FROM", .keyword),
            Lexed("python:3.12-slim", .string),
            Lexed("AS", .keyword),
            Lexed("build", .string),
            Lexed("ENV", .keyword),
            Lexed("PATH", .nameVariable),
            Lexed("$PATH", .nameVariable),
            Lexed("RUN", .keyword),
            Lexed("\\\n", .stringEscape),
            Lexed("CMD", .keyword),
            Lexed("\"python\"", .stringDouble),
            Lexed("\"app.py\"", .stringDouble),
            Lexed("WORKDIR", .keyword),
            Lexed("/app", .string),
        ])
    }
}
