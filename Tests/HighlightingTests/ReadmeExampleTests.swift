import Testing
import Highlighting

/// The README's example of this library, run as it is written there (a test compares the two).
@Suite struct ReadmeExampleTests {
    @Test func example() throws {
        // README: begin
        let html = CodeHighlighter.html(for: "let answer = 42 // why\n", info: "swift")
        // <pre><code class="language-swift"><span class="kd">let</span> answer <span class="o">=</span> …
        let css = CodeStylesheet.css()  // the light and dark palettes, for Pygments' class names
        // README: end
        #expect(html?.hasPrefix("<pre><code class=\"language-swift\"><span class=\"kd\">let</span> answer ") == true)
        #expect(html?.contains("<span class=\"c1\">// why</span>") == true)
        #expect(css.contains(".kd"))
    }
}
