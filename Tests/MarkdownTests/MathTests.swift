import Testing
@testable import Markdown

/// GitHub's math, by GitHub's rules: where `$…$`, `` $`…`$ ``, `$$…$$` and ```` ```math ```` are math, where they
/// never are, and what a formula folio cannot read becomes.
@Suite struct MathTests {
    func render(_ markdown: String, options: MarkdownOptions = .github) throws -> RenderedMarkdown {
        try MarkdownRenderer(options: options).render(markdown, path: "content/posts/x.md")
    }

    func html(_ markdown: String) throws -> String { try render(markdown).html }

    /// The MathML of `tex`, inline or display, with the TeX as its annotation.
    static func math(_ body: String, _ tex: String, display: Bool = false) -> String {
        "<math\(display ? " display=\"block\"" : "")><semantics>\(body)"
            + "<annotation encoding=\"application/x-tex\">\(tex)</annotation></semantics></math>"
    }

    static let x2 = "<mrow><msup><mi>x</mi><mn>2</mn></msup></mrow>"

    @Test func inlineMath() throws {
        #expect(try html("Area $x^2$ here.\n") == "<p>Area \(Self.math(Self.x2, "x^2")) here.</p>\n")
        #expect(try html("$x^2$\n") == "<p>\(Self.math(Self.x2, "x^2"))</p>\n")
        #expect(try html("($x^2$), $x^2$.\n")
                == "<p>(\(Self.math(Self.x2, "x^2"))), \(Self.math(Self.x2, "x^2")).</p>\n")
    }

    @Test(arguments: [
        "$5 and $10", "It costs $5, or $ 10 $", "a$x^2$", "2$x^2$", "$x^2 $", "$ x^2$", "$x^2$5", "$x^2$b", "$$",
        "$ $", "one $ two", "é$x$", "$x$é",
    ])
    func dollarsThatAreNotMath(_ text: String) throws {
        let rendered = try render(text + "\n")
        #expect(!rendered.html.contains("<math"), "\(text)")
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test func aBacktickEndsTheSearchForTheClosingDollar() throws {
        // A price before a code span that holds a dollar: the code span stays one.
        #expect(try html("It costs $5, or `$x$` in TeX.\n") == "<p>It costs $5, or <code>$x$</code> in TeX.</p>\n")
        #expect(try html("$a `b` c$\n") == "<p>$a <code>b</code> c$</p>\n")
    }

    @Test func anEscapedDollarIsADollar() throws {
        #expect(try html("\\$5 and \\$10\n") == "<p>$5 and $10</p>\n")
        #expect(try html("\\$x^2$\n") == "<p>$x^2$</p>\n")
        // Inside math, `\$` is TeX's dollar sign and does not close it.
        #expect(try html("$a\\$b$\n").contains("<annotation encoding=\"application/x-tex\">a\\$b</annotation>"))
    }

    @Test func markdownNeverActsInsideMath() throws {
        // Emphasis, escapes and links are TeX here: what the author wrote is what KaTeX would read.
        #expect(try html("$a*b*c$\n").contains("<mi>a</mi><mo>∗</mo><mi>b</mi><mo>∗</mo><mi>c</mi>"))
        #expect(try html("$a_1 + b_1$ and $c_1$\n").contains("<annotation encoding=\"application/x-tex\">a_1 + b_1"))
        #expect(try html("$\\{x\\}$\n").contains("<mo stretchy=\"false\">{</mo><mi>x</mi><mo stretchy=\"false\">}</mo>"))
        #expect(try html("$[a](b)$\n").contains("<annotation encoding=\"application/x-tex\">[a](b)</annotation>"))
        #expect(try html("$\\\\$\n").contains("<mspace linebreak=\"newline\"></mspace>"))
        #expect(try html("$a<b$\n").contains("<mo>&lt;</mo>"))
    }

    @Test func backtickMathIsLiteral() throws {
        #expect(try html("$`\\sqrt{3}`$\n") == "<p>\(Self.math("<mrow><msqrt><mn>3</mn></msqrt></mrow>", "\\sqrt{3}"))</p>\n")
        #expect(try html("$`a $b$ c`$\n").contains("<annotation encoding=\"application/x-tex\">a $b$ c</annotation>")
                == false)  // `$b$` inside is not TeX KaTeX reads: shown as code with a warning
        #expect(try render("$`a $b$ c`$\n").diagnostics.count == 1)
    }

    @Test func displayMathIsABlockOfItsOwn() throws {
        let block = Self.math(Self.x2, "x^2", display: true)
        #expect(try html("$$x^2$$\n") == block + "\n")
        #expect(try html("$$\nx^2\n$$\n") == block + "\n")
        #expect(try html("Before\n\n$$\n  x^2\n$$\n\nAfter\n") == "<p>Before</p>\n\(block)\n<p>After</p>\n")
        // Inside a paragraph it is display math in the paragraph.
        #expect(try html("Then $$x^2$$ follows.\n") == "<p>Then \(block) follows.</p>\n")
    }

    @Test func displayMathOverSeveralLines() throws {
        let out = try html("$$\n\\begin{aligned}\na &= b \\\\\n  &= c\n\\end{aligned}\n$$\n")
        #expect(out.hasPrefix("<math display=\"block\"><semantics><mtable rowspacing=\"0.25em\""))
        #expect(out.contains("<mtr><mtd><mstyle scriptlevel=\"0\" displaystyle=\"true\"><mrow></mrow>"))
    }

    @Test func mathFences() throws {
        let block = Self.math(Self.x2, "x^2", display: true)
        #expect(try html("```math\nx^2\n```\n") == block + "\n")
        #expect(try html("~~~ math\nx^2\n~~~\n") == block + "\n")
        #expect(try html("```Math\n\nx^2\n\n```\n") == block + "\n")
        #expect(try render("```math\nx^2\n```\n", options: [.github, .highlighting]).html == block + "\n")
    }

    @Test func neverInCodeRawHTMLAutolinksOrDestinations() throws {
        #expect(try html("`$x^2$`\n") == "<p><code>$x^2$</code></p>\n")
        #expect(try html("```\n$x^2$\n```\n") == "<pre><code>$x^2$\n</code></pre>\n")
        #expect(try html("    $x^2$\n") == "<pre><code>$x^2$\n</code></pre>\n")
        #expect(try html("<span title=\"$x^2$\">a</span>\n") == "<p><span title=\"$x^2$\">a</span></p>\n")
        #expect(try html("<div>\n$x^2$\n</div>\n") == "<div>\n$x^2$\n</div>\n")
        #expect(try html("[a](https://example.com/$x$)\n") == "<p><a href=\"https://example.com/$x$\">a</a></p>\n")
        #expect(try html("<https://example.com/$x$>\n")
                == "<p><a href=\"https://example.com/$x$\">https://example.com/$x$</a></p>\n")
        // A code span that starts first wins, and math that starts first takes the backtick as TeX.
        #expect(try html("`a $b` c$\n") == "<p><code>a $b</code> c$</p>\n")
    }

    @Test func inListsTablesHeadingsQuotesAlertsAndFootnotes() throws {
        let x2 = Self.math(Self.x2, "x^2")
        #expect(try html("- $x^2$\n- b\n") == "<ul>\n<li>\(x2)</li>\n<li>b</li>\n</ul>\n")
        #expect(try html("| a |\n|---|\n| $x^2$ |\n").contains("<td>\(x2)</td>"))
        // In a table, `\|` is the column's `|`, given to TeX as `|`.
        #expect(try html("| a |\n|---|\n| $a\\|b$ |\n").contains("<annotation encoding=\"application/x-tex\">a|b"))
        #expect(try html("> $x^2$\n") == "<blockquote>\n<p>\(x2)</p>\n</blockquote>\n")
        #expect(try html("> [!NOTE]\n> $x^2$\n").contains("<p>\(x2)</p>"))
        #expect(try html("Text[^1].\n\n[^1]: $x^2$\n").contains(x2))
        #expect(try html("[$x^2$](https://example.com)\n") == "<p><a href=\"https://example.com\">\(x2)</a></p>\n")
        let heading = try render("## The $x^2$ rule\n")
        #expect(heading.html == "<h2 id=\"the-x2-rule\">The \(x2) rule</h2>\n")
        #expect(heading.headings.map(\.text) == ["The x^2 rule"])
    }

    @Test func aFormulaFolioCannotReadIsCodeWithALocatedWarning() throws {
        let rendered = try render("# T\n\nSee $\\frac{a}$ and $x^2$.\n\n$$\n\\begin{matrix}\n\\foo\n\\end{matrix}\n$$\n")
        #expect(rendered.html.contains("<p>See <code class=\"language-math\">\\frac{a}</code> and "
                                       + "\(Self.math(Self.x2, "x^2")).</p>\n<pre><code class=\"language-math\">"
                                       + "\\begin{matrix}\n\\foo\n\\end{matrix}\n</code></pre>\n"))
        #expect(rendered.diagnostics.map(\.description) == [
            "content/posts/x.md:3:14: warning: math: \\frac lacks an argument; the formula is shown as code",
            "content/posts/x.md:7:1: warning: math: undefined command \\foo; the formula is shown as code",
        ])
        let fence = try render("```math\nx^\n```\n")
        #expect(fence.html == "<pre><code class=\"language-math\">x^\n</code></pre>\n")
        #expect(fence.diagnostics.map(\.description)
                == ["content/posts/x.md:2:3: warning: math: expected something after '^'; the formula is shown as code"])
    }

    @Test func macrosServeTheFormulasAfterThem() throws {
        let out = try html("Let $\\newcommand{\\vect}[1]{\\mathbf{#1}}$ and $\\vect{v}$.\n")
        #expect(out.contains("<mi mathvariant=\"bold\">v</mi>"))
        // Another document starts without them.
        #expect(try render("$\\vect{v}$\n").diagnostics.count == 1)
    }

    @Test func offLeavesDollarsAndFencesAsWritten() throws {
        var options = MarkdownOptions.github
        options.remove(.math)
        #expect(try render("$x^2$\n", options: options).html == "<p>$x^2$</p>\n")
        let fence = try render("```math\nx^2\n```\n", options: options.union(.highlighting))
        #expect(fence.html == "<pre><code class=\"language-math\">x^2\n</code></pre>\n")
        #expect(fence.unknownLanguages.isEmpty)
    }

    @Test func emojiAndMathKeepApart() throws {
        #expect(try html("$a:tada:b$ :tada:\n").contains("</math> 🎉</p>"))
    }

    @Test func theExcerptTextHoldsTheTeX() throws {
        #expect(try render("Energy is $E = mc^2$.\n").excerptText == "Energy is E = mc^2.")
    }

    @Test func manyLoneDollarsAreReadOnce() throws {
        // Each `$5` starts a search for a closing `$`; the memo ends each at once after the first found none.
        let prices = String(repeating: "$5 ", count: 20_000) + "\n"
        let rendered = try render(prices)
        #expect(!rendered.html.contains("<math"))
        #expect(rendered.html.hasPrefix("<p>$5 $5 "))
    }
}
