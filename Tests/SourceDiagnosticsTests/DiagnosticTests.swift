import Testing
@testable import SourceDiagnostics

@Suite struct DiagnosticTests {
    @Test func printsPathLineColumn() {
        let d = Diagnostic.error("unknown image layout 'rigth'", path: "content/posts/x.md",
                                 at: SourceLocation(line: 14, column: 3))
        #expect(d.description == "content/posts/x.md:14:3: error: unknown image layout 'rigth'")
    }

    @Test func printsWithoutLocation() {
        #expect(Diagnostic.warning("no posts", path: "content").description == "content: warning: no posts")
    }

    @Test func sortsByPathThenPlace() {
        let a = Diagnostic.error("b", path: "b.md", at: SourceLocation(line: 1, column: 1))
        let b = Diagnostic.error("a", path: "a.md", at: SourceLocation(line: 9, column: 1))
        let c = Diagnostic.error("a", path: "a.md", at: SourceLocation(line: 2, column: 5))
        #expect(Diagnostics([a, b, c]).sorted == [c, b, a])
    }
}

@Suite struct SuggestionTests {
    /// A typo is a letter or two away; a word that shares only some letters with a key is not suggested.
    @Test(arguments: [
        ("titel", "title"), ("tgas", "tags"), ("catgories", "categories"), ("tag", "tags"), ("ouptut", "output"),
        ("status", nil), ("toc", nil), ("retired", "related"),
    ] as [(String, String?)])
    func suggestsOnlyNearWords(_ word: String, expected: String?) {
        let keys = ["title", "tags", "categories", "output", "related", "date", "draft"]
        #expect(Suggestion.closest(to: word, in: keys) == expected, "\(word)")
    }
}
