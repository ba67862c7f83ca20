import Testing
@testable import Markdown
import SourceDiagnostics

/// GitHub's `#gh-dark-mode-only` and `#gh-light-mode-only`: a class, off the `src`, combinable with layout words.
@Suite struct ImageColorSchemeTests {
    func render(_ markdown: String) throws -> RenderedMarkdown {
        try MarkdownRenderer(options: .site).render(markdown, path: "content/posts/x.md")
    }

    @Test func eachFragmentIsAClassOffTheSource() throws {
        let out = try render("![Dark](logo-dark.png#gh-dark-mode-only) ![Light](logo-light.png#gh-light-mode-only)\n")
        #expect(out.html == "<p><img src=\"logo-dark.png\" alt=\"Dark\" class=\"gh-dark-mode-only\" /> "
                + "<img src=\"logo-light.png\" alt=\"Light\" class=\"gh-light-mode-only\" /></p>\n")
        #expect(out.links.map(\.url) == ["logo-dark.png", "logo-light.png"])
        #expect(out.diagnostics.isEmpty)
    }

    @Test func layoutWordsComeFirstWithTheirOwnHash() throws {
        let out = try render("![Logo](logo.png#+right+third#gh-dark-mode-only)\n")
        #expect(out.html == "<p><img src=\"logo.png\" alt=\"Logo\" class=\"right third gh-dark-mode-only\" /></p>\n")
        // An image alone with a title is a figure, and the classes go on the figure.
        let figure = try render("![Logo](logo.png#+center#gh-light-mode-only \"Our logo\")\n").html
        #expect(figure.hasPrefix("<figure class=\"center gh-light-mode-only\">\n<img src=\"logo.png\" alt=\"Logo\" />"))
    }

    @Test func anAnchorAlreadyThereStays() throws {
        let out = try render("![i](sprite.svg#home#gh-dark-mode-only) ![j](sprite.svg#home+left#gh-light-mode-only)\n")
        #expect(out.html == "<p><img src=\"sprite.svg#home\" alt=\"i\" class=\"gh-dark-mode-only\" /> "
                + "<img src=\"sprite.svg#home\" alt=\"j\" class=\"left gh-light-mode-only\" /></p>\n")
    }

    @Test(arguments: [
        ("![a](l.png#gh-dark-mode-only+right)", "l.png#+right#gh-dark-mode-only"),
        ("![a](l.png#+right+gh-dark-mode-only)", "l.png#+right#gh-dark-mode-only"),
        ("![a](l.png#+gh-light-mode-only+left+half)", "l.png#+left+half#gh-light-mode-only"),
        ("![a](l.png#GH-DARK-MODE-ONLY)", "l.png#gh-dark-mode-only"),
    ])
    func aFragmentGitHubWouldNotReadIsAnErrorThatSaysWhatToWrite(_ written: String, _ spelling: String) throws {
        let out = try render("Text\n\n" + written + "\n")
        let scheme = spelling.hasSuffix("dark-mode-only") ? "dark" : "light"
        #expect(out.diagnostics == [.error("GitHub reads '#gh-\(scheme)-mode-only' only in lowercase at the very "
                                           + "end of the URL, after any layout words: write '\(spelling)'",
                                           path: "content/posts/x.md", at: SourceLocation(line: 3, column: 1))])
        #expect(!out.html.contains("class="))
    }

    @Test func aSiteCannotMakeItALayoutWord() {
        #expect(ImageLayoutVocabulary.problem(withWord: "gh-dark-mode-only", css: "opacity: 0.5;")
                == "image layout word 'gh-dark-mode-only' is GitHub's image fragment "
                + "(write it last: a.png#+left#gh-dark-mode-only)")
    }

    @Test func theStylesheetHidesEachInTheOtherSchemeAfterTheLayoutWords() {
        let css = ImageLayoutVocabulary.builtIn.stylesheet()
        let light = css.range(of: "@media (prefers-color-scheme: light) {\n"
                              + "  img.gh-dark-mode-only, figure.gh-dark-mode-only { display: none; }")
        let dark = css.range(of: "@media (prefers-color-scheme: dark) {\n"
                             + "  img.gh-light-mode-only, figure.gh-light-mode-only { display: none; }")
        let center = css.range(of: "img.center, figure.center { display: block;")
        #expect(light != nil && dark != nil && center != nil)
        if let light, let center { #expect(center.upperBound < light.lowerBound) }
    }
}
