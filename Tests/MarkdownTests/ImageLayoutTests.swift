import Testing
@testable import Markdown
import SourceDiagnostics

@Suite struct ImageLayoutTests {
    func render(_ markdown: String, vocabulary: ImageLayoutVocabulary = .builtIn) throws -> RenderedMarkdown {
        try MarkdownRenderer(options: .github, vocabulary: vocabulary).render(markdown, path: "content/posts/x.md")
    }

    func html(_ markdown: String) throws -> String { try render(markdown).html }

    @Test func inlineImage() throws {
        #expect(try html("![Illustration](pics/ill.png#+right+third)\n")
                == "<p><img src=\"pics/ill.png\" alt=\"Illustration\" class=\"right third\" /></p>\n")
    }

    @Test func referenceImagesOfEveryKind() throws {
        let defs = "\n\n[r]: pics/a.png#+left\n[b]: b.png#+Right+HALF \"Bee\"\n"
        #expect(try html("![a][r]" + defs).contains("<img src=\"pics/a.png\" alt=\"a\" class=\"left\" />"))
        #expect(try html("![b][]" + defs).contains(
            "<img src=\"b.png\" alt=\"b\" title=\"Bee\" class=\"right half\" />"))
        #expect(try html("![b]" + defs).contains("<img src=\"b.png\" alt=\"b\" title=\"Bee\" class=\"right half\" />"))
    }

    @Test func imageInsideALink() throws {
        #expect(try html("[![x](a.png#+center)](https://example.com)\n")
                == "<p><a href=\"https://example.com\"><img src=\"a.png\" alt=\"x\" class=\"center\" /></a></p>\n")
    }

    @Test(arguments: [
        "- ![x](a.png#+left)\n",
        "| h |\n|---|\n| ![x](a.png#+left) |\n",
        "> ![x](a.png#+left)\n",
        "Note[^1]\n\n[^1]: ![x](a.png#+left)\n",
        "## Title ![x](a.png#+left)\n",
        "1. > - ![x](a.png#+left)\n",
    ])
    func imagesInsideAnyBlock(_ markdown: String) throws {
        let out = try html(markdown)
        #expect(out.contains("<img src=\"a.png\" alt=\"x\" class=\"left\" />"), "\(out)")
        #expect(!out.contains("#+"))
    }

    @Test func anchorStaysInTheURL() throws {
        #expect(try html("![i](sprite.svg#home+left)\n")
                == "<p><img src=\"sprite.svg#home\" alt=\"i\" class=\"left\" /></p>\n")
    }

    @Test func ordinaryFragmentIsLeftAlone() throws {
        let out = try render("![i](sprite.svg#home) ![j](page.png#)\n")
        #expect(out.html == "<p><img src=\"sprite.svg#home\" alt=\"i\" /> <img src=\"page.png#\" alt=\"j\" /></p>\n")
        #expect(out.diagnostics.isEmpty)
    }

    @Test func altAndTitleAreKeptAndEscapedAsCMarkDoes() throws {
        let out = try html("![a *b* & \"c\" <d>](x.png#+left \"T & \\\"q\\\" <t>\")\n")
        #expect(out == "<p><img src=\"x.png\" alt=\"a b &amp; &quot;c&quot; &lt;d&gt;\" "
                + "title=\"T &amp; &quot;q&quot; &lt;t&gt;\" class=\"left\" /></p>\n")
    }

    @Test func unknownWordIsAnErrorWithPlaceAndSuggestion() throws {
        let out = try render("Text\n\n- ![x](a.png#+rigth)\n")
        #expect(out.diagnostics == [.error("unknown image layout 'rigth' (did you mean 'right'?)",
                                           path: "content/posts/x.md", at: SourceLocation(line: 3, column: 3))])
        #expect(out.diagnostics.first?.description
                == "content/posts/x.md:3:3: error: unknown image layout 'rigth' (did you mean 'right'?)")
    }

    @Test(arguments: [
        "![x](a.png#+right\"onerror=alert(1))",
        "![x](<a.png#+right\" onerror=\"alert(1)>)",
        "![x](a.png#+right'onclick=x)",
        "![x](a.png#+right<script>)",
        "![x](a.png#+ri%22ght)",
        "![x](a.png#+right&quot;x)",
    ])
    func injectionNeverReachesAnAttribute(_ markdown: String) throws {
        let out = try render(markdown + "\n")
        #expect(out.diagnostics.count == 1)
        #expect(out.diagnostics.first?.message.contains("may only contain ASCII letters, digits and '-'") == true)
        #expect(!out.html.contains("class="))
        #expect(!out.html.contains("onerror=\""))
        #expect(!out.html.contains("onclick="))
        #expect(!out.html.contains("<script"))
    }

    @Test func twoPlacementsOrTwoWidthsAreErrors() throws {
        let out = try render("![x](a.png#+left+right) ![y](b.png#+half+third)\n")
        #expect(out.diagnostics.map(\.message) == [
            "image layouts 'left' and 'right' both set the placement; use one",
            "image layouts 'half' and 'third' both set the width; use one",
        ])
        #expect(out.diagnostics.map(\.location)
                == [SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 25)])
    }

    @Test func emptyWordIsAnError() throws {
        #expect(try render("![x](a.png#+right++third)\n").diagnostics.map(\.message)
                == ["empty image layout word (a '+' with nothing after it)"])
        #expect(try render("![x](a.png#+)\n").diagnostics.count == 1)
    }

    @Test func wordsAreCaseFoldedAndRepeatsCollapse() throws {
        #expect(try html("![x](a.png#+LEFT+Third+left)\n")
                == "<p><img src=\"a.png\" alt=\"x\" class=\"left third\" /></p>\n")
    }

    @Test func siteWordsJoinTheVocabulary() throws {
        let vocabulary = ImageLayoutVocabulary(custom: ["rounded": "border-radius: 1em;"])
        let out = try render("![x](a.png#+rounded+right)\n", vocabulary: vocabulary)
        #expect(out.html == "<p><img src=\"a.png\" alt=\"x\" class=\"rounded right\" /></p>\n")
        #expect(vocabulary.stylesheet().contains("img.rounded, figure.rounded { border-radius: 1em; }"))
    }

    @Test func siteWordsAreChecked() {
        #expect(ImageLayoutVocabulary.problem(withWord: "wide", css: "width: 120%;") == nil)
        #expect(ImageLayoutVocabulary.problem(withWord: "left", css: "x: y") != nil)
        #expect(ImageLayoutVocabulary.problem(withWord: "Wide", css: "x: y") != nil)
        #expect(ImageLayoutVocabulary.problem(withWord: "a b", css: "x: y") != nil)
        #expect(ImageLayoutVocabulary.problem(withWord: "evil", css: "} body { display: none") != nil)
        #expect(ImageLayoutVocabulary.problem(withWord: "evil", css: "</style><script>") != nil)
    }

    @Test func stylesheetHasEveryBuiltInWordAndTheNarrowScreenRule() {
        let css = ImageLayoutVocabulary.builtIn.stylesheet()
        for word in ["left", "right", "center", "quarter", "third", "half", "twothirds", "full"] {
            #expect(css.contains("img.\(word), figure.\(word) {"), "\(word)")
        }
        #expect(css.contains("img.right, figure.right { float: right;"))
        #expect(css.contains("img.third, figure.third { width: 33.333%; }"))
        #expect(css.contains("@media (max-width: 40em) {\n  img.left, figure.left, img.right, figure.right "
                             + "{ float: none; width: 100%;"))
    }

    @Test func layoutsOffLeavesTheURLAsWritten() throws {
        let out = try MarkdownRenderer(options: [.rawHTML]).render("![x](a.png#+left)\n", path: "t.md")
        #expect(out.html == "<p><img src=\"a.png#+left\" alt=\"x\" /></p>\n")
    }
}
