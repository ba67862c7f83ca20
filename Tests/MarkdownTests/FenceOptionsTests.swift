import Testing
import TestSupport
@testable import Markdown
import Highlighting
import SourceDiagnostics

/// Fence options in Hugo's and Zola's spellings, and warnings with the place of the option they are about.
@Suite struct FenceOptionsTests {
    func render(_ markdown: String) throws -> RenderedMarkdown {
        try MarkdownRenderer(options: [.github, .highlighting]).render(markdown, path: "content/posts/x.md")
    }

    @Test func bothSpellingsGiveTheSameLines() throws {
        let code = "let a = 1\nlet b = 2\nlet c = 3\nlet d = 4\n"
        let hugo = try render("```swift {linenos=true hl_lines=[2,\"3-4\"] title=\"Main.swift\"}\n\(code)```\n")
        let zola = try render("```swift,linenos,hl_lines=2 3-4,name=Main.swift\n\(code)```\n")
        #expect(hugo.html == zola.html)
        #expect(hugo.diagnostics.isEmpty && zola.diagnostics.isEmpty)
        #expect(hugo.html.hasPrefix("<figure class=\"listing\"><figcaption>Main.swift</figcaption>"
                                    + "<pre class=\"lines numbered\"><code class=\"language-swift\">"
                                    + "<span class=\"line\"><span class=\"kd\">let</span>"))
        #expect(hugo.html.count(of: "<span class=\"line hll\">") == 3)
        #expect(removingHighlightSpans(hugo.html.replacing(/<span class="line( hll)?">/, with: ""))
                .contains("<code class=\"language-swift\">\(code)</code>"))
    }

    @Test func lineNumbersStartWhereAsked() throws {
        let html = try render("```swift {linenos=inline linenostart=10}\nx\n```\n").html
        #expect(html.contains("<pre class=\"lines numbered\" style=\"counter-reset: line 9\">"))
    }

    @Test func unknownOptionsAndLinesOutOfRangeAreLocatedWarnings() throws {
        let markdown = "Text\n\n- item\n\n  ```swift {hl_lines=[5] linenoz=true style=monokai}\n  x\n  ```\n"
        let rendered = try render(markdown)
        #expect(rendered.diagnostics.map(\.description) == [
            "content/posts/x.md:5:13: warning: hl_lines: line 5 is past the end of the block, which has 1 line",
            "content/posts/x.md:5:26: warning: unknown fence option 'linenoz=true' (did you mean 'linenos'?)",
            "content/posts/x.md:5:39: warning: folio does not support the fence option 'style'; it reads linenos, "
                + "linenostart, hl_lines, title, name",
        ])
        // Nothing applies, so the block is as cmark-gfm renders it.
        #expect(rendered.html.hasSuffix("<pre><code class=\"language-swift\">x\n</code></pre>\n</li>\n</ul>\n"))
        let zola = try render("```swift,hl_lines=0 2-1 x,linenos=maybe,name=\n```\n")
        #expect(zola.diagnostics.map(\.message) == [
            "hl_lines takes line numbers and ranges such as '2 4-6', not '0'",
            "hl_lines takes line numbers and ranges such as '2 4-6', not '2-1'",
            "hl_lines takes line numbers and ranges such as '2 4-6', not 'x'",
            "linenos is true, false, table or inline, not 'maybe'",
            "name needs a value, as in 'name=\"Main.swift\"'",
        ])
        #expect(zola.diagnostics.allSatisfy { $0.location?.line == 1 && ($0.location?.column ?? 0) > 9 })
    }

    @Test func optionsApplyToUnknownLanguagesToo() throws {
        let rendered = try render("```klingon {linenos=true}\nQapla'\n```\n")
        #expect(rendered.html == "<pre class=\"lines numbered\"><code class=\"language-klingon\">"
                + "<span class=\"line\">Qapla'</span>\n</code></pre>\n")
        #expect(rendered.unknownLanguages == [UnknownLanguage(name: "klingon", location: SourceLocation(line: 1,
                                                                                                          column: 1))])
    }
}
