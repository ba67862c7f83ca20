import Testing
@testable import Markdown

/// GitHub's alerts, by GitHub's rules: a top-level quote whose first line is `[!NOTE]` (or another of the five).
@Suite struct AlertTests {
    func render(_ markdown: String, options: MarkdownOptions = .github) throws -> RenderedMarkdown {
        try MarkdownRenderer(options: options).render(markdown, path: "content/posts/x.md")
    }

    func html(_ markdown: String) throws -> String { try render(markdown).html }

    static func title(_ kind: AlertKind) -> String {
        "<div class=\"markdown-alert markdown-alert-\(kind.rawValue)\">\n<p class=\"markdown-alert-title\">"
            + "<svg class=\"markdown-alert-icon\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" aria-hidden=\"true\""
            + " fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linecap=\"round\""
            + " stroke-linejoin=\"round\"><path d=\"\(kind.iconPath)\"/></svg>\(kind.title)</p>\n"
    }

    @Test func aNoteAsGitHubRendersIt() throws {
        #expect(try html("> [!NOTE]\n> Useful *information*.\n")
                == Self.title(.note) + "<p>Useful <em>information</em>.</p>\n</div>\n")
    }

    @Test(arguments: AlertKind.allCases)
    func everyKindInAnyCase(_ kind: AlertKind) throws {
        for marker in [kind.rawValue.uppercased(), kind.rawValue, kind.title] {
            #expect(try html("> [!\(marker)]\n> Text.\n") == Self.title(kind) + "<p>Text.</p>\n</div>\n")
        }
    }

    @Test func theTitlesAreGitHubsWords() {
        #expect(AlertKind.allCases.map(\.title) == ["Note", "Tip", "Important", "Warning", "Caution"])
    }

    @Test func aHardBreakTrailingSpacesOrABlankLineAfterTheMarker() throws {
        let expected = Self.title(.tip) + "<p>Text.</p>\n</div>\n"
        #expect(try html("> [!TIP]  \n> Text.\n") == expected)
        #expect(try html("> [!TIP]\\\n> Text.\n") == expected)
        #expect(try html("> [!TIP]\t\n> Text.\n") == expected)
        #expect(try html(">  [!TIP]\n>\n> Text.\n") == expected)
        #expect(try html("> [!TIP]\nText.\n") == expected)  // a lazy continuation line
    }

    @Test func blocksOfEveryKindInside() throws {
        let out = try html("> [!WARNING]\n> First.\n>\n> - a\n> - b\n>\n> ```\n> code\n> ```\n>\n> ## Heading\n")
        #expect(out == Self.title(.warning) + "<p>First.</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n"
                + "<pre><code>code\n</code></pre>\n<h2 id=\"heading\">Heading</h2>\n</div>\n")
        #expect(try render("> [!NOTE]\n> ## Inside\n").headings.map(\.id) == ["inside"])
    }

    @Test(arguments: [
        "> [!NOTE] Text on the marker's line\n> More.\n",  // GitHub has no titles
        "> [!NOTE]\n",  // nothing after the marker
        "> [!NOTE]\n>\n",
        "> [!INFO]\n> Not a kind GitHub has.\n",
        "> [!NOTE ]\n> x\n", "> [! NOTE]\n> x\n", "> [NOTE]\n> x\n", "> [!NOTE]]\n> x\n", "> **[!NOTE]**\n> x\n",
        "> Text first.\n> [!NOTE]\n> x\n",
        "> > [!NOTE]\n> > Nested in a quote.\n",
        "- > [!NOTE]\n  > In a list.\n",
        "Footnote[^1].\n\n[^1]: > [!NOTE]\n    > In a footnote.\n",
        "<details>\n\n> [!NOTE]\n> In raw HTML's element.\n\n</details>\n",
        "<div class=\"x\">\n\n> [!NOTE]\n> In an unclosed element.\n",
        "> [!NOTE]\n\n> Two quotes.\n",
        "> # [!NOTE]\n> x\n",
        "> [!NOTE]\n> x\n\n[!note]: https://example.com\n",  // the marker is a link there
    ])
    func plainQuotesStayQuotes(_ markdown: String) throws {
        let out = try html(markdown)
        #expect(!out.contains("markdown-alert"), "\(out)")
        #expect(try render(markdown).feedHTML == nil)
        let plain = try MarkdownRenderer(options: MarkdownOptions.github.subtracting(.alerts))
            .render(markdown, path: "x.md").html
        #expect(out == plain)
    }

    @Test func elementsTheTopLevelClosesDoNotCount() throws {
        let closed = "<details>\n<summary>More</summary>\n\n</details>\n\n<p>\n\n<br>\n\n> [!NOTE]\n> x\n"
        #expect(try html(closed).contains("markdown-alert-note"))
        #expect(try html("<div>\n\n</div>\n\nText <div> inline.\n\n> [!NOTE]\n> x\n").contains("markdown-alert"))
    }

    @Test func twoAlertsAndAQuote() throws {
        let out = try html("> [!NOTE]\n> a\n\n> Plain.\n\n> [!CAUTION]\n> b\n")
        #expect(out == Self.title(.note) + "<p>a</p>\n</div>\n<blockquote>\n<p>Plain.</p>\n</blockquote>\n"
                + Self.title(.caution) + "<p>b</p>\n</div>\n")
    }

    @Test func theFeedGetsAPlainQuoteWithoutTheIcon() throws {
        let out = try render("Intro.\n\n> [!IMPORTANT]\n> Read *this*.\n\nEnd.\n")
        #expect(out.html.contains("<svg"))
        #expect(out.feedHTML == "<p>Intro.</p>\n<blockquote>\n<p><strong>Important</strong></p>\n"
                + "<p>Read <em>this</em>.</p>\n</blockquote>\n<p>End.</p>\n")
        #expect(try render("> Plain.\n").feedHTML == nil)
    }

    @Test func anAlertInTheExcerptIsAnAlert() throws {
        let out = try render("# T\n\n> [!TIP]\n> Short.\n\n<!-- more -->\n\nRest.\n", options: .site)
        #expect(out.excerpt == Self.title(.tip) + "<p>Short.</p>\n</div>\n")
        #expect(out.excerptText == "Short.")
    }

    @Test func theMarkerGrammar() {
        #expect(AlertKind(markerLine: "[!Caution] \t") == .caution)
        #expect(AlertKind(markerLine: "[!NOTE]x") == nil)
        #expect(AlertKind(markerLine: " [!NOTE]") == nil)
        #expect(AlertKind(markerLine: "[!NOTİ]") == nil)
        #expect(AlertKind(markerLine: "[!]") == nil)
    }
}
