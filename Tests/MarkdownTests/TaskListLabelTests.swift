import Testing
@testable import Markdown

/// A task list item's checkbox, which GitHub writes without a label, is labelled by the item's text on a site's
/// pages (`.labelledTaskItems`, part of `.site`), so that a screen reader names it; `folio render` writes GitHub's.
@Suite struct TaskListLabelTests {
    func html(_ markdown: String, _ options: MarkdownOptions) throws -> String {
        try MarkdownRenderer(options: options).render(markdown, path: "x.md").html
    }

    @Test func aSitesCheckboxIsLabelledByItsItem() throws {
        let markdown = "- [x] Sow *beans*\n- [ ] Order [seeds](https://example.com/)\n- Water\n"
        #expect(try html(markdown, [.github, .labelledTaskItems]) == """
            <ul>
            <li><label><input type="checkbox" checked="" disabled="" /> Sow <em>beans</em></label></li>
            <li><label><input type="checkbox" disabled="" /> Order <a href="https://example.com/">seeds</a></label></li>
            <li>Water</li>
            </ul>

            """)
    }

    @Test func githubsMarkupIsKeptWithoutTheOption() throws {
        #expect(try html("- [x] Sow\n- [ ] Order\n", .github) == """
            <ul>
            <li><input type="checkbox" checked="" disabled="" /> Sow</li>
            <li><input type="checkbox" disabled="" /> Order</li>
            </ul>

            """)
    }

    /// In a loose list the label is the first paragraph's; what follows it stays as it was.
    @Test func aLooseItemLabelsItsFirstParagraph() throws {
        #expect(try html("- [ ] Sow\n\n  Then water.\n\n- [x] Order\n", .site) == """
            <ul>
            <li>
            <p><label><input type="checkbox" disabled="" /> Sow</label></p>
            <p>Then water.</p>
            </li>
            <li>
            <p><label><input type="checkbox" checked="" disabled="" /> Order</label></p>
            </li>
            </ul>

            """)
    }
}
