import Testing
import HTML

/// The README's example of this library, run as it is written there (a test compares the two).
@Suite struct ReadmeExampleTests {
    @Test func example() throws {
        // README: begin
        let text = HTMLEscaping.escape(#"<a href="x">Tom & Jerry</a>"#)
        // "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;"
        let ids = HTMLTagScanner.tags(in: #"<a name=intro></a><div id="a&amp;b">"#).flatMap(\.anchors).map(\.value)
        // ["intro", "a&b"]: the fragments a browser follows, decoded as it decodes them
        // README: end
        #expect(text == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;")
        #expect(ids == ["intro", "a&b"])
    }
}
