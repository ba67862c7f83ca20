import Foundation
import Testing
@testable import Markdown
import SourceDiagnostics

@Suite struct BadInputTests {
    let renderer = MarkdownRenderer(options: .github)

    @Test func invalidUTF8NamesTheByteOffset() throws {
        let data = Data("# Title\n\nok é\n".utf8) + Data([0x61, 0xFF, 0x62])
        #expect(throws: Diagnostic.error("invalid UTF-8 at byte 16 (0xff)", path: "x.md",
                                         at: SourceLocation(line: 4, column: 2))) {
            try TextFile.decode(data, path: "x.md")
        }
        #expect(throws: Diagnostic.self) { try TextFile.decode(Data([0xE2, 0x82]), path: "x.md") }
        #expect(try TextFile.decode(Data([0xEF, 0xBB, 0xBF, 0x41]), path: "x.md") == "A")
    }

    @Test func crlfLineEndingsRenderAsLF() throws {
        let crlf = try renderer.render("# A\r\n\r\ntext\r\nmore\r\n", path: "x.md")
        let lf = try renderer.render("# A\n\ntext\nmore\n", path: "x.md")
        #expect(crlf.html == lf.html)
        #expect(crlf.headings == lf.headings)
    }

    @Test func emptyFile() throws {
        let out = try renderer.render("", path: "x.md")
        #expect(out.html == "")
        #expect(out.title == nil)
        #expect(out.excerpt == "")
    }

    @Test func nulByteBecomesTheReplacementCharacterAsInCMark() throws {
        let out = try renderer.render("a\u{0}b\n", path: "x.md")
        #expect(out.html == "<p>a\u{FFFD}b</p>\n")
    }

    @Test func fiveMegabyteFile() throws {
        let block = "## Section\n\nSome *text* with ~~strike~~ and www.example.com and ![i](a.png#+left).\n\n"
        let markdown = String(repeating: block, count: 5_000_000 / block.utf8.count + 1)
        let out = try renderer.render(markdown, path: "big.md")
        #expect(markdown.utf8.count > 5_000_000)
        #expect(out.headings.count == 5_000_000 / block.utf8.count + 1)
        #expect(out.headings.last?.id == "section-\(out.headings.count - 1)")
        #expect(out.diagnostics.isEmpty)
    }

    @Test func thousandNestedListsAndQuotes() throws {
        let quotes = String(repeating: ">", count: 1000) + " deep\n"
        let out = try renderer.render(quotes, path: "x.md")
        #expect(out.html.components(separatedBy: "<blockquote>").count == 1001)
        let lists = (0..<1000).map { String(repeating: "  ", count: $0) + "- item \($0)" }.joined(separator: "\n")
        #expect(try renderer.render(lists + "\n", path: "x.md").html.contains("item 999"))
    }

    @Test func missingFileAndFolderAreErrors() throws {
        #expect(throws: Diagnostic.error("no such file", path: "/nonexistent/x.md")) {
            try MarkdownFile.read("/nonexistent/x.md")
        }
        let folder = FileManager.default.temporaryDirectory.path
        #expect(throws: Diagnostic.error("is a folder, not a Markdown file", path: folder)) {
            try MarkdownFile.read(folder)
        }
    }
}
