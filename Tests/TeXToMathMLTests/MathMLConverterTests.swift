import Foundation
import Testing
@testable import TeXToMathML

/// The converter's MathML for everyday TeX, written out by hand (each checked once against KaTeX's), and what it
/// refuses, with the place.
@Suite struct MathMLConverterTests {
    func mathML(_ tex: String, display: Bool = false) throws(TeXError) -> String {
        var converter = MathMLConverter()
        return try converter.mathML(for: tex, display: display)
    }

    /// The MathML without the `<math>`, `<semantics>` and annotation around it.
    func body(_ tex: String, display: Bool = false) throws -> String {
        let markup = try mathML(tex, display: display)
        let start = try #require(markup.range(of: "<semantics>")).upperBound
        let end = try #require(markup.range(of: "<annotation")).lowerBound
        return String(markup[start..<end])
    }

    func refusal(_ tex: String, display: Bool = false) -> TeXError? {
        do {
            _ = try mathML(tex, display: display)
            return nil
        } catch {
            return error
        }
    }

    @Test func theMathElementKeepsTheTeX() throws {
        #expect(try mathML("x") == "<math><semantics><mrow><mi>x</mi></mrow><annotation encoding=\"application/x-tex\">"
                + "x</annotation></semantics></math>")
        #expect(try mathML("x", display: true).hasPrefix("<math display=\"block\"><semantics>"))
        #expect(try mathML("a<b \\& \\text{\"q\"}").contains(">a&lt;b \\&amp; \\text{\"q\"}</annotation>"))
    }

    @Test func lettersNumbersAndOperators() throws {
        #expect(try body("x+1=y") == "<mrow><mi>x</mi><mo>+</mo><mn>1</mn><mo>=</mo><mi>y</mi></mrow>")
        #expect(try body("3.14 - 12a") == "<mrow><mn>3.14</mn><mo>−</mo><mn>12</mn><mi>a</mi></mrow>")
        #expect(try body("\\alpha\\Gamma\\infty") == "<mrow><mi>α</mi><mi mathvariant=\"normal\">Γ</mi>"
                + "<mi mathvariant=\"normal\">∞</mi></mrow>")
        #expect(try body("(a, b]") == "<mrow><mo stretchy=\"false\">(</mo><mi>a</mi><mo separator=\"true\">,</mo>"
                + "<mi>b</mi><mo stretchy=\"false\">]</mo></mrow>")
        #expect(try body("\\sin x") == "<mrow><mi>sin</mi><mo>\u{2061}</mo><mi>x</mi></mrow>")
        #expect(try body("{=}") == "<mrow><mo lspace=\"0em\" rspace=\"0em\">=</mo></mrow>")
        #expect(try body("\\not=") == "<mrow><mo>=\u{338}</mo></mrow>")
    }

    @Test func scriptsFractionsAndRoots() throws {
        #expect(try body("x_i^2") == "<mrow><msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup></mrow>")
        #expect(try body("f'") == "<mrow><msup><mi>f</mi><mo mathvariant=\"normal\" lspace=\"0em\" rspace=\"0em\">′</mo>"
                + "</msup></mrow>")
        #expect(try body("\\frac{a}{b}") == "<mrow><mfrac><mi>a</mi><mi>b</mi></mfrac></mrow>")
        #expect(try body("\\dfrac12") == "<mrow><mstyle displaystyle=\"true\" scriptlevel=\"0\"><mfrac><mn>1</mn>"
                + "<mn>2</mn></mfrac></mstyle></mrow>")
        #expect(try body("\\binom nk") == "<mrow><mo fence=\"true\">(</mo><mfrac linethickness=\"0px\"><mi>n</mi>"
                + "<mi>k</mi></mfrac><mo fence=\"true\">)</mo></mrow>")
        #expect(try body("{a \\over b}") == "<mrow><mfrac><mi>a</mi><mi>b</mi></mfrac></mrow>")
        #expect(try body("\\sqrt[3]{x}") == "<mrow><mroot><mi>x</mi><mn>3</mn></mroot></mrow>")
    }

    @Test func largeOperatorsTakeTheirLimitsBelowInDisplay() throws {
        #expect(try body("\\sum_{i=1}^n") == "<mrow><msubsup><mo>∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow>"
                + "<mi>n</mi></msubsup></mrow>")
        #expect(try body("\\sum_{i=1}^n", display: true).hasPrefix("<mrow><munderover><mo>∑</mo>"))
        #expect(try body("\\int_0^1", display: true).hasPrefix("<mrow><msubsup><mo>∫</mo>"))
        #expect(try body("\\lim_{x\\to0}", display: true).hasPrefix("<mrow><munder><mrow><mi>lim</mi>"))
        #expect(try body("\\sum\\limits_i").hasPrefix("<mrow><munder><mo>∑</mo>"))
        #expect(try body("\\operatorname*{argmax}_x", display: true)
                == "<mrow><munder><mrow><mi mathvariant=\"normal\">argmax</mi><mo>\u{2061}</mo></mrow><mi>x</mi>"
                + "</munder></mrow>")
    }

    @Test func delimitersAccentsFontsAndText() throws {
        #expect(try body("\\left( x \\middle| y \\right]") == "<mrow><mo fence=\"true\">(</mo><mi>x</mi>"
                + "<mo fence=\"true\" lspace=\"0.05em\" rspace=\"0.05em\">|</mo><mi>y</mi><mo fence=\"true\">]</mo></mrow>")
        #expect(try body("\\Big(") == "<mrow><mo fence=\"false\" stretchy=\"true\" minsize=\"1.8em\" maxsize=\"1.8em\">(</mo>"
                + "</mrow>")
        #expect(try body("\\hat{x}\\vec v") == "<mrow><mover accent=\"true\"><mi>x</mi><mo>^</mo></mover>"
                + "<mover accent=\"true\"><mi>v</mi><mo>⃗</mo></mover></mrow>")
        #expect(try body("\\mathbb{R}\\mathbf{1}") == "<mrow><mi mathvariant=\"double-struck\">R</mi>"
                + "<mn mathvariant=\"bold\">1</mn></mrow>")
        #expect(try body("\\text{if } x") == "<mrow><mtext>if\u{A0}</mtext><mi>x</mi></mrow>")
        #expect(try body("\\textbf{a $x$}") == "<mrow><mtext mathvariant=\"bold\">a</mtext><mtext>\u{A0}</mtext>"
                + "<mstyle scriptlevel=\"0\" displaystyle=\"false\"><mi mathvariant=\"bold\">x</mi></mstyle></mrow>")
        #expect(try body("a\\,b\\quad c") == "<mrow><mi>a</mi><mtext>\u{2009}</mtext><mi>b</mi><mspace width=\"1em\">"
                + "</mspace><mi>c</mi></mrow>")
        #expect(try body("\\color{red} a") == "<mrow><mstyle mathcolor=\"red\"><mi>a</mi></mstyle></mrow>")
    }

    @Test func textHasTeXsLigaturesSwitchesAndDots() throws {
        #expect(try body("\\text{a--b---c-d ``q''}") == "<mrow><mtext>a–b—c-d\u{A0}“q”</mtext></mrow>")
        #expect(try body("\\text{a {\\bf b} {\\it c} {\\rm d}}") == "<mrow><mtext>a\u{A0}</mtext>"
                + "<mtext mathvariant=\"bold\">b</mtext><mtext>\u{A0}</mtext><mtext mathvariant=\"italic\">c</mtext>"
                + "<mtext>\u{A0}d</mtext></mrow>")
        #expect(try body("\\texttt{a--b}") == "<mrow><mtext mathvariant=\"monospace\">a--b</mtext></mrow>")
        #expect(try body("\\text{a\\dots b}") == "<mrow><mtext>a</mtext><mo>…</mo><mtext>b</mtext></mrow>")
        #expect(try body("\\LaTeX") == "<mrow><mtext>LaTeX</mtext></mrow>")
    }

    @Test func alignedatHasTheColumnsItAsksFor() throws {
        #expect(try body("\\begin{alignedat}{2} a &= b \\end{alignedat}").contains(
            "columnalign=\"right left right left\""))
        #expect(refusal("\\begin{alignedat}{1} a &= b & c \\end{alignedat}")?.message
                == "\\begin{alignedat} has 3 columns in a row, more than the 2 it asks for")
        #expect(refusal("\\begin{alignedat}{x} a \\end{alignedat}")?.offset == 17)
    }

    @Test func environments() throws {
        let cell = "<mstyle scriptlevel=\"0\" displaystyle=\"false\">"
        #expect(try body("\\begin{pmatrix} a & b \\end{pmatrix}") == "<mrow><mo fence=\"true\">(</mo><mtable "
                + "rowspacing=\"0.16em\" columnalign=\"center center\" columnspacing=\"1em\"><mtr><mtd>\(cell)<mi>a</mi>"
                + "</mstyle></mtd><mtd>\(cell)<mi>b</mi></mstyle></mtd></mtr></mtable><mo fence=\"true\">)</mo></mrow>")
        #expect(try body("\\begin{aligned} a &= b \\\\ \\end{aligned}").contains("<mtd><mstyle scriptlevel=\"0\" "
                + "displaystyle=\"true\"><mrow><mrow></mrow><mo>=</mo><mi>b</mi></mrow></mstyle></mtd></mtr></mtable>"))
        #expect(try body("\\begin{cases} 1 & x > 0 \\\\ 0 \\end{cases}").hasPrefix("<mrow><mo fence=\"true\">{</mo>"
                + "<mtable rowspacing=\"0.36em\" columnalign=\"left left\""))
        #expect(try body("\\begin{array}{l|r} a & b \\\\ \\hline c & d \\end{array}").hasPrefix("<mtable "
                + "rowspacing=\"0.16em\" columnalign=\"left right\" columnlines=\"solid\" columnspacing=\"1em\" "
                + "rowlines=\"solid\">"))
    }

    @Test func macrosLastForTheFormulasAfterThem() throws {
        var converter = MathMLConverter()
        _ = try converter.mathML(for: "\\newcommand{\\vect}[1]{\\mathbf{#1}} \\def\\half{\\frac12}", display: false)
        #expect(try converter.mathML(for: "\\vect{v}\\half", display: false)
                .contains("<mi mathvariant=\"bold\">v</mi><mfrac><mn>1</mn><mn>2</mn></mfrac>"))
        // A definition inside braces ends with them.
        _ = try converter.mathML(for: "{\\def\\inner{x}}", display: false)
        #expect(throws: TeXError("undefined command \\inner", at: 0)) {
            try converter.mathML(for: "\\inner", display: false)
        }
        #expect(throws: TeXError("\\newcommand{\\vect} would redefine \\vect; use \\renewcommand", at: 12)) {
            try converter.mathML(for: "\\newcommand{\\vect}{x}", display: false)
        }
        #expect(try converter.mathML(for: "\\renewcommand{\\vect}[1]{\\vec{#1}}\\vect a", display: false)
                .contains("<mover accent=\"true\"><mi>a</mi>"))
        #expect(try converter.mathML(for: "\\newcommand{\\opt}[2][0]{#1+#2}\\opt{x}\\opt[y]{z}", display: false)
                .contains("<mn>0</mn><mo>+</mo><mi>x</mi><mi>y</mi><mo>+</mo><mi>z</mi>"))
    }

    @Test(arguments: [
        ("\\foo", "undefined command \\foo", 0), ("{a", "expected '}' to close the '{' at 1, found the end of the formula", 2),
        ("a}", "unexpected '}': no '{' opens it", 1), ("\\frac{a}", "\\frac lacks an argument", 8),
        ("x^", "expected something after '^'", 2), ("x^2^3", "double superscript", 3),
        ("x_1_2", "double subscript", 3), ("a & b", "'&' outside a table (matrix, aligned, cases, array)", 2),
        ("\\begin{foo}x\\end{foo}", "unknown environment 'foo'", 6),
        ("\\begin{matrix}a\\end{pmatrix}", "\\begin{matrix} is closed by \\end{pmatrix}", 19),
        ("\\left( a", "expected \\right to close the \\left at 1, found the end of the formula", 8),
        ("\\right)", "\\right without a \\left before it", 0), ("\\left a \\right)", "invalid delimiter 'a' after \\left", 6),
        ("x\\limits", "\\limits must follow a large operator", 1), ("\\color{#12}x", "invalid colour '#12'", 6),
        ("\\hspace{big}", "invalid length 'big'", 7), ("\\tag{1} x", "\\tag can be used only in display math", 0),
        ("\\begin{align}x\\end{align}", "{align} can be used only in display math ($$…$$)", 6),
        ("\\def\\a{\\a}\\a", "too many macro expansions: a macro that never ends?", 10),
    ])
    func refusals(_ tex: String, _ message: String, _ offset: Int) {
        #expect(refusal(tex) == TeXError(message, at: offset), "\(tex)")
    }

    @Test func deepNestingIsRefusedNotACrash() async throws {
        // On a thread with the small stack a build's worker threads may have, nesting far deeper than any formula's
        // is refused, and the deepest that is not is converted.
        let deep = String(repeating: "{", count: 5_000) + "x" + String(repeating: "}", count: 5_000)
        let fractions = String(repeating: "\\frac1", count: 5_000) + "2"
        let scripts = String(repeating: "x^{", count: 5_000) + "2" + String(repeating: "}", count: 5_000)
        let deepest = String(repeating: "{\\frac1", count: 22) + "x" + String(repeating: "}", count: 22)
        let results = await withCheckedContinuation { (done: CheckedContinuation<[TeXError?], Never>) in
            let thread = Thread { done.resume(returning: [deep, fractions, scripts, deepest].map { refusal($0) }) }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        #expect(results.dropLast().allSatisfy { $0?.message == "the formula is nested too deeply" })
        #expect(results.last! == nil)
    }

    @Test func anyBytesAreAnErrorOrMathML() {
        // Not valid UTF-8, control characters and private use: errors with their place.
        #expect(refusal("a\u{1}") == TeXError("unexpected character U+1", at: 1))
        #expect(refusal("\\") == TeXError("a backslash ends the formula", at: 0))
    }
}
