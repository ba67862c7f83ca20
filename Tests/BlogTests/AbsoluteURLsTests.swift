import Testing
@testable import Blog

@Suite struct AbsoluteURLsTests {
    private func absolute(_ html: String) -> String {
        var html = html
        let rewriter = AbsoluteURLs(origin: Array("https://example.com".utf8),
                                    anchor: Array("https://example.com/2024/01/a/#".utf8))
        return html.withUTF8 { String(decoding: rewriter.rewrite($0), as: UTF8.self) }
    }

    @Test func siteRelativeURLsAndAnchorsBecomeAbsolute() {
        #expect(absolute("<a href=\"/b/\">b</a> <img src=\"/i.png\" alt=\"\"> <a href=\"#fn-1\">1</a>")
                == "<a href=\"https://example.com/b/\">b</a> <img src=\"https://example.com/i.png\" alt=\"\"> "
                + "<a href=\"https://example.com/2024/01/a/#fn-1\">1</a>")
        #expect(absolute("<a href=\"//cdn.example/x\">x</a><img src=\"//cdn.example/i.png\">")
                == "<a href=\"https://cdn.example/x\">x</a><img src=\"https://cdn.example/i.png\">")
        // Already absolute, relative to the page, or an anchor in `src`: as they are.
        let untouched = "<a href=\"https://other.example/\">o</a> <a href=\"b/\">b</a> <img src=\"#x\"> "
            + "<p>A space at the end </p> href=\""
        #expect(absolute(untouched) == untouched)
        #expect(absolute("") == "")
    }

    @Test func everyCandidateOfASrcsetBecomesAbsolute() {
        let picture = "<img srcset=\"/a-340.webp 340w, /a-680.webp 680w,//cdn.example/b.webp 2x\" src=\"/a.png\">"
        #expect(absolute(picture)
                == "<img srcset=\"https://example.com/a-340.webp 340w, https://example.com/a-680.webp 680w,"
                + "https://cdn.example/b.webp 2x\" src=\"https://example.com/a.png\">")
        #expect(absolute("<source srcset=\"a.webp 1x, https://x.example/b.webp 2x\"> <img srcset=\"\">")
                == "<source srcset=\"a.webp 1x, https://x.example/b.webp 2x\"> <img srcset=\"\">")
        // A srcset that never ends is left as it is; one that ends at another attribute's quote (raw HTML gone
        // wrong) is read up to it, as is that attribute.
        #expect(absolute("<a href=\"/b/\">b</a><img srcset=\"/a.webp 1x")
                == "<a href=\"https://example.com/b/\">b</a><img srcset=\"/a.webp 1x")
        #expect(absolute("<img srcset=\"/a.webp 1x <a href=\"/b/\">")
                == "<img srcset=\"https://example.com/a.webp 1x <a href=\"https://example.com/b/\">")
        // Two srcsets, and text after: each handled, the text kept.
        #expect(absolute("<p srcset=\"/a 1x\" x srcset=\"/b 2x\">t é</p>")
                == "<p srcset=\"https://example.com/a 1x\" x srcset=\"https://example.com/b 2x\">t é</p>")
    }
}
