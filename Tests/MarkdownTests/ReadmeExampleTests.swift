import Testing
import Markdown

/// The README's example of this library, run as it is written there (a test compares the two).
@Suite struct ReadmeExampleTests {
    @Test func example() throws {
        // README: begin
        let rendered = try MarkdownRenderer(options: .site)
            .render("# Notes\n\n> [!TIP]\n> Use it.\n\n![Sea](sea.png#+right+third)\n", path: "notes.md")
        // rendered.title == "Notes"; rendered.html holds GitHub's alert markup and
        // <img src="sea.png" alt="Sea" class="right third" />; rendered.links lists sea.png at 6:1
        // README: end
        #expect(rendered.title == "Notes")
        #expect(rendered.html.contains("<div class=\"markdown-alert markdown-alert-tip\">"))
        #expect(rendered.html.contains("<img src=\"sea.png\" alt=\"Sea\" class=\"right third\" />"))
        #expect(rendered.links.map { "\($0.url) at \($0.location.line):\($0.location.column)" } == ["sea.png at 6:1"])
    }
}
