import Testing
@testable import Markdown

@Suite struct HeadingIDTests {
    func html(_ markdown: String) throws -> String {
        try MarkdownRenderer(options: .github).render(markdown, path: "t.md").html
    }

    @Test(arguments: [
        ("My Heading", "my-heading"),
        ("Hello, World!", "hello-world"),
        ("snake_case and kebab-case", "snake_case-and-kebab-case"),
        ("Spaces   inside", "spaces---inside"),
        ("Ünïcödé Straße 2024", "ünïcödé-straße-2024"),
        ("日本語の見出し", "日本語の見出し"),
        ("Emoji 🎉 party", "emoji--party"),
        ("C++ & \"quotes\" <tags>", "c--quotes-tags"),
        ("1.2.3 Release", "123-release"),
    ])
    func slugsLikeGitHub(_ text: String, _ id: String) {
        #expect(HeadingSlugger.baseSlug(for: text) == id)
    }

    @Test func rendersTheIdOnTheHeading() throws {
        #expect(try html("## My Heading\n") == "<h2 id=\"my-heading\">My Heading</h2>\n")
    }

    @Test func usesTextOfInlinesButNotImageAltOrTags() throws {
        let out = try html("### A *b* `c` [d](x) ![alt](i.png) <kbd>e</kbd>\n")
        #expect(out.hasPrefix("<h3 id=\"a-b-c-d--e\">A <em>b</em> <code>c</code>"))
    }

    @Test func duplicatesGetNumbersInDocumentOrder() throws {
        let out = try html("# Intro\n\n## Intro\n\nIntro\n-----\n\n## Other\n\n### Intro\n")
        #expect(out.contains("<h1 id=\"intro\">"))
        #expect(out.contains("<h2 id=\"intro-1\">"))
        #expect(out.contains("<h2 id=\"intro-2\">Intro</h2>"))
        #expect(out.contains("<h2 id=\"other\">"))
        #expect(out.contains("<h3 id=\"intro-3\">"))
    }

    @Test func headingsInsideBlocksGetIdsToo() throws {
        let out = try html("> ## Quoted\n\n- # In a list\n")
        #expect(out == "<blockquote>\n<h2 id=\"quoted\">Quoted</h2>\n</blockquote>\n<ul>\n<li>\n"
                + "<h1 id=\"in-a-list\">In a list</h1>\n</li>\n</ul>\n")
    }

    @Test func reportsHeadingsWithLevelTextIdAndLine() throws {
        let rendered = try MarkdownRenderer(options: .github).render("# One\n\ntext\n\n## Two *x*\n", path: "t.md",
                                                                     firstLine: 5)
        #expect(rendered.headings == [Heading(level: 1, text: "One", id: "one", line: 5),
                                      Heading(level: 2, text: "Two x", id: "two-x", line: 9)])
        #expect(rendered.title == "One")
    }

    @Test func withoutTheOptionHeadingsAreCMarksOwn() throws {
        let out = try MarkdownRenderer(options: [.rawHTML]).render("## Plain\n", path: "t.md").html
        #expect(out == "<h2>Plain</h2>\n")
    }
}
