import Testing
@testable import Markdown
import SourceDiagnostics

/// The Markdown stage returns what later stages need, so they never parse HTML again.
@Suite struct RenderedMarkdownTests {
    @Test func linksAndImagesWithTheirPlaces() throws {
        let markdown = "Intro [a](other.md#setup) and www.example.com\n\n- ![p](pics/p.png#+left) [b][r]\n\n"
            + "[r]: ../pages/about.md\n"
        let out = try MarkdownRenderer(options: .github).render(markdown, path: "x.md", firstLine: 4)
        #expect(out.links.map(\.url) == ["other.md#setup", "http://www.example.com", "pics/p.png", "../pages/about.md"])
        // cmark-gfm's autolink extension reports its own columns; folio checks only the links authors write.
        #expect(out.links.filter { !$0.url.hasPrefix("http") } == [
            LinkReference(kind: .link, url: "other.md#setup", location: SourceLocation(line: 4, column: 7)),
            LinkReference(kind: .image, url: "pics/p.png", location: SourceLocation(line: 6, column: 3)),
            LinkReference(kind: .link, url: "../pages/about.md", location: SourceLocation(line: 6, column: 26)),
        ])
    }

    @Test func titleIsTheFirstLevelOneHeading() throws {
        let out = try MarkdownRenderer(options: .github).render("Para\n\n## Sub\n\n# The *Title*\n\n# Second\n",
                                                                path: "x.md")
        #expect(out.title == "The Title")
    }

    @Test func siteTakesALeadingTitleOutOfTheBody() throws {
        let out = try MarkdownRenderer(options: .site).render("# Hello\n\nBody text.\n\n## Part\n", path: "x.md")
        #expect(out.title == "Hello")
        #expect(out.html == "<p>Body text.</p>\n<h2 id=\"part\">Part</h2>\n")
        #expect(out.headings.map(\.id) == ["part"])
    }

    @Test func excerptIsEverythingBeforeTheMoreLine() throws {
        let markdown = "# T\n\nOne.\n\n- two\n\n<!-- more -->\n\nThree.\n"
        let out = try MarkdownRenderer(options: .site).render(markdown, path: "x.md")
        #expect(out.excerpt == "<p>One.</p>\n<ul>\n<li>two</li>\n</ul>\n")
        #expect(out.html.contains("<p>Three.</p>"))
    }

    @Test func excerptIsTheFirstParagraphOtherwise() throws {
        let out = try MarkdownRenderer(options: .site).render("# T\n\n## Sub\n\nFirst *para*.\n\nSecond.\n",
                                                              path: "x.md")
        #expect(out.excerpt == "<p>First <em>para</em>.</p>\n")
        #expect(try MarkdownRenderer().render("```\ncode\n```\n", path: "x.md").excerpt == "")
    }

    @Test func figureForATitledImageAloneInItsParagraph() throws {
        let out = try MarkdownRenderer(options: .site).render("![A cat](cat.png#+right+third \"The cat & me\")\n",
                                                              path: "x.md")
        #expect(out.html == "<figure class=\"right third\">\n<img src=\"cat.png\" alt=\"A cat\" />\n"
                + "<figcaption>The cat &amp; me</figcaption>\n</figure>\n")
    }

    @Test func noFigureWhenTheImageSharesItsParagraph() throws {
        let out = try MarkdownRenderer(options: .site).render("See ![A](a.png \"T\")\n", path: "x.md")
        #expect(out.html == "<p>See <img src=\"a.png\" alt=\"A\" title=\"T\" /></p>\n")
    }

    struct SiteResolver: MarkdownResolver {
        func resolveLink(_ url: String, at location: SourceLocation) -> String? {
            url.hasSuffix(".md") ? "/2024/05/other/" : nil
        }
        func resolveImage(_ url: String, at location: SourceLocation) -> ResolvedImage? {
            ResolvedImage(attributes: [("width", "640"), ("height", "480"), ("loading", "lazy")])
        }
    }

    @Test func resolverRewritesLinksAndSizesImages() throws {
        var resolver = SiteResolver()
        let out = try MarkdownRenderer(options: .site).render("[o](other.md) ![i](i.png#+left)\n", path: "x.md",
                                                              resolving: &resolver)
        #expect(out.html == "<p><a href=\"/2024/05/other/\">o</a> "
                + "<img src=\"i.png\" alt=\"i\" class=\"left\" width=\"640\" height=\"480\" loading=\"lazy\" /></p>\n")
        #expect(out.links.map(\.url) == ["other.md", "i.png"])
    }

    /// Remembers what it was asked, in order.
    struct RecordingResolver: MarkdownResolver {
        var asked: [String] = []
        mutating func resolveLink(_ url: String, at location: SourceLocation) -> String? {
            asked.append("link \(url) \(location.line):\(location.column)")
            return nil
        }
        mutating func resolveImage(_ url: String, at location: SourceLocation) -> ResolvedImage? {
            asked.append("image \(url) \(location.line):\(location.column)")
            return nil
        }
    }

    /// Links as the tree walk meets them, then images (which may become figures), each kind in document order.
    @Test func theResolverKeepsWhatItLearnsInDocumentOrder() throws {
        var resolver = RecordingResolver()
        _ = try MarkdownRenderer(options: .site).render("![a](a.png) [b](b.md)\n\n- ![c](c.png#+right)\n",
                                                         path: "x.md", firstLine: 5, resolving: &resolver)
        #expect(resolver.asked == ["link b.md 5:13", "image a.png 5:1", "image c.png 7:3"])
    }
}
