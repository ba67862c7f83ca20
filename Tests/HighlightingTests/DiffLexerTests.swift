@testable import Highlighting
import Testing

@Suite struct DiffLexerTests {
    @Test("Diff: headers, hunks, removed and added lines, context")
    func trickyParts() {
        #expect(Lexed.significant(DiffLexer(), LexerSamples.diff) == [
            Lexed("diff --git a/x b/x", .genericHeading),
            Lexed("index 123..456 100644", .genericHeading),
            Lexed("--- a/x", .genericDeleted),
            Lexed("+++ b/x", .genericInserted),
            Lexed("@@ -1,2 +1,2 @@", .genericSubheading),
            Lexed("-old", .genericDeleted),
            Lexed("+new", .genericInserted),
        ])
    }
}
