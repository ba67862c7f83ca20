/// Converts TeX math (`\frac{a}{b}`, as written between `$…$` on GitHub) into MathML Core, which browsers draw
/// themselves: no script, no font files. What it covers is what KaTeX covers for everyday math, and its MathML is
/// KaTeX's, element for element.
///
/// ```swift
/// var converter = MathMLConverter()
/// let html = try converter.mathML(for: #"\frac{1}{2}"#, display: false)
/// // <math><semantics><mrow><mfrac><mn>1</mn><mn>2</mn></mfrac></mrow><annotation …>\frac{1}{2}</annotation>…
/// ```
///
/// A converter remembers the macros its formulas define (`\newcommand`, `\def`) for the formulas after them, as a
/// document's formulas share them.
public struct MathMLConverter: Sendable {
    /// The macros defined so far.
    private var macros: [String: TeXMacro] = [:]

    public init() {}

    /// The version of the MathML this converter writes: a cache of pages keyed by it makes them again when it
    /// changes.
    public static let version = 2

    /// The `<math>` element for `tex`: `display="block"` for display math (`$$…$$`), inline otherwise. The TeX is
    /// kept as the element's annotation.
    /// - Throws: `TeXError` with its place in `tex` when the formula is not TeX math folio can read: an undefined
    ///   command, a brace never closed, a missing argument. Definitions the formula made before the error stay.
    public mutating func mathML(for tex: String, display: Bool) throws(TeXError) -> String {
        var parser = TeXParser(Array(tex.utf8), display: display, macros: macros)
        defer { macros = parser.tokens.macros }
        let nodes = try parser.parse()
        let math = MathMLBuilder.math(nodes, tag: parser.tag, tex: tex, display: display)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(tex.utf8.count * 8)
        math.write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
