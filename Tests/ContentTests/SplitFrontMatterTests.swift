import Testing
@testable import Content
import SourceDiagnostics

@Suite struct SplitFrontMatterTests {
    private let path = "content/posts/x.md"

    @Test func fileWithoutFrontMatterIsAllBody() throws {
        let document = try splitFrontMatter("# Hi\n\ntext\n", path: path)
        #expect(document == RawDocument(path: path, frontMatter: nil, body: "# Hi\n\ntext\n", bodyStartLine: 1))
    }

    @Test func splitsYAMLAndBodyWithBodyLine() throws {
        let document = try splitFrontMatter("---\ntitle: Hi\ndraft: true\n---\n# Hi\n", path: path)
        #expect(document.frontMatter == "title: Hi\ndraft: true\n")
        #expect(document.frontMatterStartLine == 2)
        #expect(document.body == "# Hi\n")
        #expect(document.bodyStartLine == 5)
    }

    @Test func acceptsDotsAsClosingLineAndTrailingSpaces() throws {
        let document = try splitFrontMatter("--- \ntitle: Hi\n...\t\nbody", path: path)
        #expect(document.frontMatter == "title: Hi\n")
        #expect(document.body == "body")
        #expect(document.bodyStartLine == 4)
    }

    @Test func handlesCRLFAndByteOrderMark() throws {
        let document = try splitFrontMatter("\u{FEFF}---\r\ntitle: Hi\r\n---\r\nline one\r\nline two\r\n", path: path)
        #expect(document.frontMatter == "title: Hi\n")
        #expect(document.body == "line one\nline two\n")
        #expect(document.bodyStartLine == 4)
    }

    @Test func byteOrderMarkIsRemovedWithoutFrontMatter() throws {
        #expect(try splitFrontMatter("\u{FEFF}# Hi\n", path: path).body == "# Hi\n")
    }

    @Test func emptyFrontMatter() throws {
        let document = try splitFrontMatter("---\n---\nbody\n", path: path)
        #expect(document.frontMatter == "")
        #expect(document.body == "body\n")
        #expect(document.bodyStartLine == 3)
    }

    @Test func frontMatterOnlyFileHasEmptyBody() throws {
        let document = try splitFrontMatter("---\ntitle: x\n---", path: path)
        #expect(document.frontMatter == "title: x\n")
        #expect(document.body == "")
        #expect(document.bodyStartLine == 4)
    }

    @Test func thematicBreakLaterIsNotFrontMatter() throws {
        let text = "Intro\n\n---\n\ntitle: not yaml\n---\n"
        let document = try splitFrontMatter(text, path: path)
        #expect(document.frontMatter == nil)
        #expect(document.body == text)
    }

    @Test func longerRuleOnFirstLineIsNotFrontMatter() throws {
        #expect(try splitFrontMatter("----\ntext\n", path: path).frontMatter == nil)
    }

    @Test func unclosedFrontMatterIsAnErrorAtLineOne() {
        #expect {
            try splitFrontMatter("---\ntitle: Hi\n\n# Hello\n", path: path)
        } throws: { error in
            (error as? Diagnostics)?.all.map(\.description) == [
                "content/posts/x.md:1:1: error: front matter is not closed: add a line '---' after it "
                    + "(a file that starts with '---' has front matter)",
            ]
        }
    }

    @Test func splitsASourceFile() throws {
        let file = SourceFile(path: "content/pages/a.md", kind: .page, slugFromName: "a", text: "---\na: 1\n---\nB")
        let document = try splitFrontMatter(file)
        #expect(document.path == "content/pages/a.md" && document.body == "B")
    }
}
