import Testing
import TeXToMathML

/// The README's example of this library, run as it is written there (a test compares the two).
@Suite struct ReadmeExampleTests {
    @Test func example() throws {
        // README: begin
        var converter = MathMLConverter()  // keeps the macros formulas define, for the formulas after them
        let inline = try converter.mathML(for: #"\frac{1}{2}"#, display: false)
        // <math><semantics><mrow><mfrac><mn>1</mn><mn>2</mn></mfrac></mrow><annotation encoding="application/x-tex">…
        let block = try converter.mathML(for: #"\sum_{i=1}^n i = \frac{n(n+1)}{2}"#, display: true)
        // <math display="block"><semantics><mrow><munderover><mo>∑</mo>…
        do {
            _ = try converter.mathML(for: #"\frac{a}"#, display: false)
        } catch {
            // error.message == "\\frac lacks an argument", error.offset == 8: the place in the TeX, in bytes
        }
        // README: end
        #expect(inline.hasPrefix("<math><semantics><mrow><mfrac><mn>1</mn><mn>2</mn></mfrac></mrow><annotation"))
        #expect(block.hasPrefix("<math display=\"block\"><semantics><mrow><munderover><mo>∑</mo>"))
        #expect(throws: TeXError("\\frac lacks an argument", at: 8)) {
            _ = try converter.mathML(for: #"\frac{a}"#, display: false)
        }
    }
}
