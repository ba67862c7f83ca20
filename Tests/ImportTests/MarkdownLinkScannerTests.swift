import Testing
@testable import Import

@Suite struct MarkdownLinkScannerTests {
    private func urls(_ text: String) -> [String] {
        MarkdownLinkScanner.destinations(in: text).map { ($0.isHTML ? "html:" : "") + $0.url }
    }

    @Test func findsLinksImagesDefinitionsAndHTMLAttributes() {
        let text = """
        A [link](/a/ "T") and ![img](<b c.png>) and [nested](/d_(e)).
        [ref]: /f#g
        <img src="/h.png" alt="x"> <a HREF='/i'>i</a>
        """
        #expect(urls(text) == ["/a/", "b c.png", "/d_(e)", "/f#g", "html:/h.png", "html:/i"])
    }

    @Test func skipsCode() {
        let text = """
        `[not](/a)` but [yes](/b) ``[not](/c)``
        ```md
        [not](/d)
        ```
        ~~~~
        [not](/e)
        ~~~~
        [yes](/f)
        """
        #expect(urls(text) == ["/b", "/f"])
    }

    @Test func rangesCoverTheDestinationWithItsBrackets() {
        let text = "x [a](<b>) [c](d)"
        let found = MarkdownLinkScanner.destinations(in: text)
        let bytes = Array(text.utf8)
        #expect(found.map { String(decoding: bytes[$0.range], as: UTF8.self) } == ["<b>", "d"])
    }

    @Test func footnotesAreNotDefinitions() {
        #expect(urls("[^1]: A note with [a link](/x).") == ["/x"])
    }
}
