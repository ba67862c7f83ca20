import Testing
@testable import Markdown
import SourceDiagnostics

/// Every `id`, and every `<a>`'s `name`, in the author's raw HTML is an anchor of the page, as on GitHub.
@Suite struct RawHTMLAnchorTests {
    func render(_ markdown: String, options: MarkdownOptions = .github) throws -> RenderedMarkdown {
        try MarkdownRenderer(options: options).render(markdown, path: "content/posts/x.md", firstLine: 3)
    }

    @Test func inlineAndBlockHTMLOfAnyElement() throws {
        let markdown = """
            ## <a name="intro"></a>Introduction

            Text <span id=inline>here</span> and <A NAME='Caps'>.

            <div class="box" id="block">

            <table><tr><td id="cell">x</td></tr></table>

            </div>

            - <a id="in-list"></a>item

            | a |
            |---|
            | <b id="in-table">b</b> |

            """
        let out = try render(markdown)
        #expect(out.anchors == ["intro", "inline", "Caps", "block", "cell", "in-list", "in-table"])
        #expect(out.headings.map(\.id) == ["introduction"])
        #expect(out.anchorIDs == ["introduction", "intro", "inline", "Caps", "block", "cell", "in-list", "in-table"])
        #expect(out.diagnostics.isEmpty)
        // The HTML is the author's, untouched: folio neither prefixes nor rewrites the ids.
        #expect(out.html.contains("<h2 id=\"introduction\"><a name=\"intro\"></a>Introduction</h2>"))
        #expect(out.html.contains("<A NAME='Caps'>"))
    }

    @Test func whatIsNotAnElementIsNoAnchor() throws {
        let markdown = """
            <!-- <a id="commented"></a> -->

            `<a id="code">` and

                <a id="indented-code">

            ![<a id="alt">](pic.png) <textarea id="filtered"></textarea>

            <span name="not-an-a-name">
            """
        #expect(try render(markdown).anchors.isEmpty)
    }

    @Test func namedReferencesAsBrowsersDecodeThem() throws {
        let out = try render(#"<a id="caf&eacute;"></a><a id="x&amp;y"></a><a id="&nosuchname;"></a>"# + "\n")
        #expect(out.anchors == ["café", "x&y", "&nosuchname;"])
    }

    @Test func theTitleHeadingLeavesTheBodyWithItsAnchors() throws {
        let markdown = "# <a id=\"top\"></a>Title\n\n## <a id=\"kept\"></a>Part\n"
        // The raw anchors in the title leave with it; its own id stays, as a link to it works on GitHub.
        #expect(try render(markdown, options: .site).anchors == ["kept", "title"])
        #expect(try render(markdown, options: .github).anchors == ["top", "kept"])
    }

    @Test func anIDGivenTwiceIsAWarningWithItsPlace() throws {
        let markdown = """
            ## Setup

            <a id="setup"></a> <a id="twice"></a>

            <div
              id="twice"></div>

            ## <a id="same-place"></a>Same place
            """
        let out = try render(markdown)
        #expect(out.diagnostics == [
            .warning("the heading at line 3 has the id 'setup' too; a link to '#setup' goes to whichever comes first",
                     path: "content/posts/x.md", at: SourceLocation(line: 5, column: 4)),
            .warning("the id 'twice' is given at line 5 too; a link to '#twice' goes to the first",
                     path: "content/posts/x.md", at: SourceLocation(line: 8, column: 3)),
        ])
        #expect(out.anchors == ["setup", "twice", "twice", "same-place"])
    }

    @Test func namesAndAnIDInItsOwnHeadingAreFine() throws {
        let markdown = "<a name=\"setup\"></a>\n\n## <a id=\"setup\"></a>Setup\n\n<a id=\"x\" name=\"x\"></a>\n"
        #expect(try render(markdown).diagnostics.isEmpty)
    }

    @Test func hostileIDsAreKeptAsValuesAndNeverWrittenByFolio() throws {
        let markdown = #"<a id='x"><script>alert(1)</script>'></a>"# + "\n\n<a id=\"a<b\"></a> [t](#a%3Cb)\n"
        let out = try render(markdown)
        #expect(out.anchors == [#"x"><script>alert(1)</script>"#, "a<b"])
        #expect(out.html.contains(##"<a href="#a%3Cb">t</a>"##))
    }
}
