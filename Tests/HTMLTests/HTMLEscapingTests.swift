import Testing
@testable import HTML

@Suite("HTML escaping")
struct HTMLEscapingTests {
    @Test func escapesTheFiveSpecialCharacters() {
        #expect(HTMLEscaping.escape(#"<a href="x">Tom & Jerry's</a>"#)
            == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    }

    @Test(arguments: ["", "plain text", "café ñ 日本語 🎉", "tab\tand\nnewline"])
    func leavesOtherTextAlone(_ text: String) {
        #expect(HTMLEscaping.escape(text) == text)
    }

    @Test func keepsMultibyteTextAroundSpecialCharacters() {
        #expect(HTMLEscaping.escape("日本<語>&🎉\"é'") == "日本&lt;語&gt;&amp;🎉&quot;é&#39;")
        #expect(HTMLEscaping.escape("&\u{301}x") == "&amp;\u{301}x")
        #expect(HTMLEscaping.escape("<<>>") == "&lt;&lt;&gt;&gt;")
    }

    @Test func appendsToWhatIsThere() {
        var output = "before "
        HTMLEscaping.append(escaping: "a<b", to: &output)
        #expect(output == "before a&lt;b")
    }
}
