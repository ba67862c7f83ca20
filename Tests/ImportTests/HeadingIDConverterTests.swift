import Testing
@testable import Import
import Markdown

@Suite struct HeadingIDConverterTests {
    private func convert(_ text: String) -> (text: String, notes: [String]) {
        let conversion = HeadingIDConverter.convert(text)
        var offsets = conversion.notes.map(\.offset)
        let result = conversion.edits.apply(to: text, moving: &offsets)
        return (result, zip(conversion.notes, offsets).map { "\($1): \($0.message)" })
    }

    /// The ids folio (and GitHub) give the headings of `text`.
    private func ids(_ text: String) throws -> [String] {
        try MarkdownRenderer(options: .github).render(text, path: "").headings.map(\.id)
    }

    @Test func anIDGitHubMakesToo() {
        #expect(convert("## Conclusion {#conclusion}\n\nText.\n").text == "## Conclusion\n\nText.\n")
        #expect(convert("### The `map()` method {#the-map-method}").text == "### The `map()` method")
        #expect(convert("## Conclusion {#conclusion}").notes.isEmpty)
    }

    @Test func anotherIDBecomesAnAnchorThatLinksStillFind() throws {
        let result = convert("## 1. Introduction {#introduction}\n\nSee [below](#introduction).\n")
        #expect(result.text == "## <a id=\"introduction\"></a>1. Introduction\n\nSee [below](#introduction).\n")
        let rendered = try MarkdownRenderer(options: .github).render(result.text, path: "")
        #expect(rendered.anchorIDs.contains("introduction") && rendered.headings.map(\.id) == ["1-introduction"])
        // GitHub's ids ignore nothing of case: `{#Conclusion}` is not `conclusion`.
        #expect(convert("## Conclusion {#Conclusion}").text == "## <a id=\"Conclusion\"></a>Conclusion")
    }

    @Test func repeatedHeadingsAreCountedAsGitHubCountsThem() throws {
        let text = "## Setup {#setup}\n\n## Setup {#setup-1}\n\n## Setup {#setup-again}\n"
        #expect(convert(text).text == "## Setup\n\n## Setup\n\n## <a id=\"setup-again\"></a>Setup\n")
        #expect(try ids(convert(text).text) == ["setup", "setup-1", "setup-2"])
    }

    @Test func hugosAttributesAndClosingHashes() {
        let result = convert("## Heading {#custom .note data-x=\"1\"} ##\nText\n")
        #expect(result.text == "## <a id=\"custom\"></a>Heading\nText\n")
        #expect(result.notes == [
            "29: the heading's attributes .note data-x=\"1\" have no GitHub Markdown counterpart; they are removed",
        ])
        #expect(convert("# Title {.big}").text == "# Title")
    }

    @Test func setextHeadingsAndTheListOnTheLineBelow() {
        #expect(convert("Overview {#intro}\n========\n\nText").text == "<a id=\"intro\"></a>Overview\n========\n\nText")
        #expect(convert("## Why\n{: #reasons}\nText\n").text == "## <a id=\"reasons\"></a>Why\nText\n")
        #expect(convert("Why\n---\n{: #why}\n").text == "Why\n---\n")
        let noToc = convert("## Contents\n{: .no_toc}\n")
        #expect(noToc.text == "## Contents\n" && noToc.notes.count == 1)
    }

    @Test func whatIsNoHeadingIsLeftAlone() {
        for text in ["```\n## Code {#code}\n```\n", "    ## Indented {#x}\n", "Text {#x}\n", "#{#hashtag} #{#b}\n",
                     "## Braces {like this}\n", "## Set literal {#}\n", "> ## Quoted {#q}\n"] {
            #expect(convert(text).text == text, "\(text)")
        }
    }
}
