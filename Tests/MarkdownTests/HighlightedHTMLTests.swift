import Foundation
import Testing
@testable import Markdown
import TestSupport

/// Highlighting adds spans and nothing else: with its `<span class="…">` and `</span>` taken out, folio's HTML is
/// byte for byte the `cmark-gfm` command's, on every spec example and on generated documents full of code blocks
/// in every language folio knows, inside lists and quotes, with text that tries to break lexers and escaping.
@Suite struct HighlightedHTMLTests {
    static let options: MarkdownOptions = [.github, .highlighting]

    func highlighted(_ markdown: String) throws -> String {
        try MarkdownRenderer(options: Self.options).render(markdown, path: "x.md").html
    }

    @Test(.enabled(if: SpecConformanceTests.specDirectory != nil), arguments: SpecConformanceTests.examples)
    func specExamplesAreCMarkGFMsWithoutTheSpans(_ example: SpecConformanceTests.Example) async throws {
        let html = SpecConformanceTests.removingHeadingIDs(try highlighted(example.markdown))
        let expected = try await ExternalProgram.cmarkGFM(example.markdown)
        #expect(removingHighlightSpans(html) == removingHighlightSpans(expected))
    }

    @Test func generatedDocumentsAreCMarkGFMsWithoutTheSpans() async throws {
        var generator = CodeDocumentGenerator(seed: 12)
        var highlightedBlocks = 0
        for _ in 0..<120 {
            let markdown = generator.document()
            let html = SpecConformanceTests.removingHeadingIDs(try highlighted(markdown))
            let expected = try await ExternalProgram.cmarkGFM(markdown)
            #expect(removingHighlightSpans(html) == expected, "\(markdown)")
            highlightedBlocks += html.count(of: "<span class=")
        }
        #expect(highlightedBlocks > 500, "the documents must actually be highlighted")
    }

    @Test func escapingIsCMarkGFMsNotFoliosTemplates() throws {
        let html = try highlighted("```swift\nlet s = \"<a href='x'>&amp;</a>\"\n```\n")
        #expect(removingHighlightSpans(html) == "<pre><code class=\"language-swift\">let s = &quot;&lt;a href='x'&gt;"
                + "&amp;amp;&lt;/a&gt;&quot;\n</code></pre>\n")
    }

    /// The README's example under "Code" is what folio makes of its Swift block.
    @Test func theReadmesExampleIsTrue() throws {
        let readme = try String(contentsOf: ExternalProgram.repositoryRoot.appending(path: "README.md"),
                                encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Code\n").dropFirst().first)
        let swift = try #require(section.firstMatch(of: /```swift\n((?:.|\n)*?)```\n/)?.output.1)
        let html = try #require(section.firstMatch(of: /```html\n((?:.|\n)*?)```\n/)?.output.1)
        #expect(try highlighted("```swift\n\(swift)```\n") == String(html))
    }

    @Test func offWithoutTheOption() throws {
        let markdown = "```swift\nlet x = 1\n```\n"
        #expect(try MarkdownRenderer(options: .github).render(markdown, path: "x.md").html
                == "<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n")
        #expect(try highlighted(markdown).contains("<span class=\"kd\">let</span>"))
    }
}

extension String {
    func count(of part: String) -> Int { components(separatedBy: part).count - 1 }
}
