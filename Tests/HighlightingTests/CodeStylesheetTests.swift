import Testing
@testable import Highlighting
import TestSupport

/// The default palette: every token colour at WCAG AA contrast (4.5:1) against the code background and against
/// a highlighted line, in light and in dark mode; and the palette covers the token classes lexers emit.
@Suite struct CodeStylesheetTests {
    @Test func contrastIsComputedAsWCAGDoes() throws {
        #expect(try #require(Contrast.ratio("#000000", "#ffffff")) == 21)
        #expect(try #require(Contrast.ratio("#767676", "#ffffff")) > 4.5)  // the classic AA grey
        #expect(try #require(Contrast.ratio("#777777", "#ffffff")) < 4.5)
        #expect(Contrast.ratio("#12345", "#ffffff") == nil)
    }

    @Test(arguments: ["light", "dark"])
    func everyColourIsAAOnTheCodeBackground(_ mode: String) throws {
        let palette = mode == "light" ? CodePalette.light : CodePalette.dark
        for background in [palette.background, palette.highlightedLine] {
            for color in palette.styles.map(\.color) + [palette.lineNumber] {
                let ratio = try #require(Contrast.ratio(color, background))
                #expect(ratio >= 4.5, "\(mode): \(color) on \(background) is \(ratio):1")
            }
        }
    }

    /// The palettes are made for the default theme's code background: `--surface` in templates/style.css.
    @Test func thePalettesAreForTheThemesBackground() throws {
        let css = try String(contentsOf: ExternalProgram.repositoryRoot.appending(path: "templates/style.css"),
                             encoding: .utf8)
        let surfaces = css.matches(of: /--surface: (#[0-9a-f]{6});/).map { String($0.output.1) }
        #expect(surfaces == [CodePalette.light.background, CodePalette.dark.background])
        #expect(css.contains("pre {") && css.contains("background: var(--surface);"))
    }

    @Test func bothPalettesColourTheSameClassesOnce() {
        let light = CodePalette.light.styles.flatMap(\.classes), dark = CodePalette.dark.styles.flatMap(\.classes)
        #expect(Set(light) == Set(dark))
        #expect(light.count == Set(light).count)
        // Plain on purpose: names, operators, punctuation and whitespace-like classes take the text colour.
        let plain: Set<TokenClass> = [.name, .operator, .punctuation]
        let uncoloured = Set(TokenClass.allCases).subtracting(light).subtracting(plain)
        #expect(uncoloured.isEmpty, "no colour for \(uncoloured.map(\.rawValue).sorted())")
    }
}
