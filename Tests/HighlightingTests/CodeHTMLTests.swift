import Testing
import TestSupport
@testable import Highlighting

/// The HTML writer on its own: escaping, tokens from a careless lexer, and lines wrapped for numbers and
/// highlighting.
@Suite struct CodeHTMLTests {
    func html(_ code: String, _ tokens: [Token], options: CodeOptions? = nil) -> String {
        Array(code.utf8).withUnsafeBufferPointer {
            CodeHTML.make(languageWord: "x", code: $0, tokens: tokens, options: options)
        }
    }

    @Test func tokensBecomeSpansAndGapsArePlain() {
        #expect(html("let a = \"<&>\"", [Token(.keyword, 0, 3), Token(.string, 8, 13)])
                == "<pre><code class=\"language-x\"><span class=\"k\">let</span> a = "
                + "<span class=\"s\">&quot;&lt;&amp;&gt;&quot;</span></code></pre>")
    }

    /// Overlapping, unordered, empty and out-of-range tokens, and tokens that split a character, still give
    /// exactly the text, with every tag between whole characters.
    @Test func aCarelessLexerCannotBreakTheText() {
        let code = "é😀 a<b>\nc"
        let tokens = [Token(.keyword, 1, 3), Token(.string, 2, 6), Token(.number, 0, 0), Token(.comment, 9, 400),
                      Token(.name, -5, 2), Token(.operator, 7, 5)]
        let out = html(code, tokens)
        #expect(removingHighlightSpans(out)
                == "<pre><code class=\"language-x\">é😀 a&lt;b&gt;\nc</code></pre>")
        #expect(out.utf8.count == Array(out.utf8).count && String(validating: Array(out.utf8), as: UTF8.self) != nil)
    }

    @Test func linesAreWrappedAndTokensAcrossLinesSplit() {
        var options = CodeOptions([], lineCount: 3)
        options.lineNumbers = true
        options.firstLine = 7
        options.highlighted = [2...2]
        let out = html("/* a\nb */\n\nc\n", [Token(.commentMultiline, 0, 9)], options: options)
        #expect(out == "<pre class=\"lines numbered\" style=\"counter-reset: line 6\"><code class=\"language-x\">"
                + "<span class=\"line\"><span class=\"cm\">/* a</span></span>\n"
                + "<span class=\"line hll\"><span class=\"cm\">b */</span></span>\n"
                + "<span class=\"line\"></span>\n<span class=\"line\">c</span>\n</code></pre>")
    }

    @Test func aTitleMakesAFigureWithItsTextEscaped() {
        var options = CodeOptions([], lineCount: 1)
        options.title = "<Main>.swift"
        #expect(html("x\n", [], options: options) == "<figure class=\"listing\"><figcaption>&lt;Main&gt;.swift"
                + "</figcaption><pre><code class=\"language-x\">x\n</code></pre></figure>")
    }
}
