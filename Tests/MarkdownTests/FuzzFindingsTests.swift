import Foundation
import Testing
@testable import Markdown
import SourceDiagnostics

/// What `make fuzz` found, each kept as the behaviour it should have had (the inputs themselves are in
/// `Tests/Fuzz/regressions/` and run through their targets by `FuzzReplayTests`).
@Suite struct FuzzFindingsTests {
    /// markdown: `ftp://x` gave a link at line 0 of the body (here line 2, the front matter), column 0: cmark-gfm's
    /// autolink extension makes link nodes without a position. They now take their paragraph's.
    @Test func autolinksWithoutAPositionTakeTheirParagraphs() throws {
        let markdown = "Intro.\n\nSee ftp://x and https://example.com/a and a@b.co\nand later ftp://y.\n"
        let out = try MarkdownRenderer(options: .site).render(markdown, path: "x.md", firstLine: 3)
        #expect(out.links.map(\.url) == ["ftp://x", "https://example.com/a", "mailto:a@b.co", "ftp://y"])
        for link in out.links {
            #expect(link.location.line >= 5 && link.location.line <= 6, "\(link.url) at \(link.location)")
            #expect(link.location.column >= 1)
        }
        let alone = try MarkdownRenderer(options: .site).render("ftp://x", path: "x.md", firstLine: 3)
        #expect(alone.links.map(\.location) == [SourceLocation(line: 3, column: 1)])
    }

    /// image-layout: `#` or `+` followed by a combining mark is one Character with it, so a search for the Character
    /// `#` missed the fragment and the layout words were dropped without a warning. They are found as bytes now.
    @Test func aCombiningMarkAfterHashOrPlusHidesNoLayoutWord() throws {
        let anchored = try #require(ImageLayoutFragment(url: "a.png#\u{593}+left"))
        #expect(anchored.url == "a.png#\u{593}")
        #expect(anchored.words == ["left"])
        let marked = try #require(ImageLayoutFragment(url: "a.png#+\u{301}right+half"))
        #expect(marked.url == "a.png")
        #expect(marked.words == ["\u{301}right", "half"])
        let out = try MarkdownRenderer(options: .site).render("![x](a.png#+\u{301}right)\n", path: "x.md")
        #expect(out.diagnostics.map(\.message) == ["image layout word '\u{301}right' may only contain ASCII letters, "
                                                  + "digits and '-'"])
        #expect(!out.html.contains("class="))
    }
}
