import Testing
import HTML

/// A whole document read as a browser reads it: no tag is disarmed, and raw text holds no tags.
@Suite struct DocumentTagsTests {
    @Test func everyTagIsReadAndRawTextIsSkipped() {
        let html = """
            <!doctype html><html><head><title>A <b id="not-a-tag"> title</title>
            <script src="https://cdn.example/a.js">var s = '<div id="in-script">';</script>
            <style>p::before { content: "<p id='in-style'>"; }</style></head>
            <body><iframe src="https://video.example/embed/1"></iframe><p id="real">text</p>
            <textarea><a id="in-textarea"></a></textarea><a name="anchor"></a></body></html>
            """
        let tags = HTMLTagScanner.documentTags(in: html)
        #expect(tags.flatMap(\.anchors).map(\.value) == ["real", "anchor"])
        #expect(tags.compactMap { $0.attribute("src")?.value }
            == ["https://cdn.example/a.js", "https://video.example/embed/1"])
        // The same text as a Markdown file's raw HTML: the tag filter's names are text, so their content is read.
        #expect(HTMLTagScanner.tags(in: html).flatMap(\.anchors).map(\.value).contains("in-script"))
    }
}
