/// A formula as the parser reads it, before it is written as MathML: TeX's atoms and the boxes commands make of
/// them.
indirect enum MathNode {
    /// A character or a symbol command, with its class and the character it stands for (`TeXSymbols`).
    case symbol(TeXSymbol)
    /// `{…}`: a group, whose content is one atom to the groups around it.
    case group([MathNode])
    /// A base with a superscript, a subscript or both; a nil base is an empty one (`^\circ`).
    case scripts(base: MathNode?, superscript: MathNode?, subscript: MathNode?)
    case fraction(Fraction)
    /// `\sqrt[index]{body}`.
    case root(body: MathNode, index: MathNode?)
    /// `\left( … \middle| … \right)`: the delimiters as written (`.` for none).
    case fenced(left: String, body: [MathNode], right: String)
    case middle(String)
    /// `\big(` and its kin: a delimiter at a fixed size, as an opening, closing, relation or ordinary symbol.
    case sizedDelimiter(delimiter: String, size: Int, atomClass: AtomClass)
    case largeOperator(LargeOperator)
    /// `\operatorname{name}`: its body, and whether scripts go below and above (`\operatorname*`).
    case operatorName(body: [MathNode], limits: Bool, alwaysHandlesScripts: Bool)
    /// `\hat{x}`, `\widehat{xy}`, `\overrightarrow{AB}`: the accent's character, whether it stretches over the base.
    case accent(character: String, base: MathNode, stretches: Bool, below: Bool)
    /// `\overline` and `\underline`.
    case line(base: MathNode, below: Bool)
    /// `\overbrace{…}` and `\underbrace{…}`.
    case brace(base: MathNode, character: String, over: Bool)
    /// `\overset`, `\underset`, `\stackrel`: a relation with something above or below it.
    case stacked(base: MathNode, annotation: MathNode, over: Bool)
    /// `\xrightarrow[below]{above}`.
    case extensibleArrow(character: String, above: MathNode?, below: MathNode?)
    /// `\mathbf{…}` and the other math fonts, and `\rm` and its kin, which set the font to the end of the group.
    case font(MathFont, MathNode)
    /// `\text{…}` and its kin: text in a font, holding text-mode symbols and math in `$…$`.
    case text(TextFont, [MathNode])
    /// `\color{red}…`, `\textcolor{red}{…}`.
    case color(String, [MathNode])
    /// `\displaystyle` and its kin, to the end of the group.
    case style(MathStyle, [MathNode])
    /// `\large` and its kin, to the end of the group: the size in ems (`1.2em`).
    case sized(String, [MathNode])
    /// `\mathchoice{display}{text}{script}{scriptscript}`: one of four, by the style it is shown in.
    case choice([MathNode], [MathNode], [MathNode], [MathNode])
    /// `\mathrel{…}` and its kin: the body as one atom of that class.
    case atom(AtomClass, [MathNode])
    /// A space: a named one that MathML writes as text (`\,` is U+2009), or a width (`\quad`, `\hspace{2em}`).
    case space(Space)
    /// `\boxed`, `\cancel` and their kin: MathML's `menclose` notations.
    case enclosed(notation: String, body: MathNode, isText: Bool)
    case phantom(PhantomKind, MathNode)
    case array(MathArray)
    /// `\\` outside an array: a line break.
    case lineBreak
    /// `\tag{…}` at the top level of a display formula.
    case tag(body: [MathNode], tag: [MathNode])
    /// `\verb|…|`: monospace text, as written.
    case verbatim(String)
    /// `\rule[raise]{width}{height}`, the lengths in CSS.
    case rule(width: String, height: String, raise: String?)
    /// `\raisebox{1em}{…}`.
    case raised(by: String, MathNode)
    /// `\pmb{…}`: poor man's bold.
    case poorMansBold([MathNode])
    /// `\colorbox{background}{…}` and `\fcolorbox{border}{background}{…}`.
    case colorBox(background: String, border: String?, MathNode)
    /// `\href` and `\url`, which are not trusted: their name in red, as KaTeX shows them.
    case untrusted(String)
    /// A ready-made MathML element, for the few commands that are simplest written that way.
    case mathML(MathMLNode)
}

extension MathNode {
    /// A group of one node as that node, as TeX commands take a braced argument of one atom.
    var normalized: MathNode {
        if case .group(let nodes) = self, nodes.count == 1 { return nodes[0] }
        return self
    }

    /// A group's nodes, or the node alone.
    var nodes: [MathNode] {
        if case .group(let nodes) = self { return nodes }
        return [self]
    }
}

/// The classes of TeX's atoms, which decide the spacing between them.
enum AtomClass: String {
    case ordinary, largeOperator, binary, relation, opening, closing, punctuation, inner
}

/// A fraction or one of its kin: `\frac`, `\dfrac`, `\binom`, `{a \over b}`, `{n \choose k}`.
struct Fraction {
    var numerator: MathNode
    var denominator: MathNode
    var hasBar = true
    /// `\dfrac` makes display style, `\tfrac` text style; nil keeps the current style.
    var style: MathStyle?
    var leftDelimiter: String?
    var rightDelimiter: String?
    /// `\above`'s bar, as a TeX size (`1pt`).
    var barSize: String?
}

/// A large operator: `\sum` (a symbol), `\lim` (a name), or `\mathop{…}` (a body).
struct LargeOperator {
    enum Content {
        case symbol(String)
        case name(String)
        case body([MathNode])
    }

    var content: Content
    /// Scripts go below and above in display style (`\sum`), or always (`\limits`).
    var limits: Bool
    /// `\limits` or `\nolimits` was written: the scripts go where it says, whatever the style.
    var alwaysHandlesScripts = false
}

/// `\displaystyle`, `\textstyle`, `\scriptstyle`, `\scriptscriptstyle`.
enum MathStyle: Int, Comparable {
    case display, text, script, scriptScript

    static func < (a: MathStyle, b: MathStyle) -> Bool { a.rawValue < b.rawValue }
}

/// The math fonts: `\mathbf` and its kin.
enum MathFont: String {
    /// `\mathnormal`: letters italic, digits upright, as without a font.
    case normal
    case roman, bold, italic, boldSymbol, blackboard, calligraphic, script, fraktur, sansSerif, monospace
}

/// A text font: family, weight and shape, as `\textbf{\textit{…}}` combines them.
struct TextFont: Equatable {
    enum Family { case roman, sansSerif, monospace }

    var family: Family?
    var bold: Bool?
    var italic: Bool?

    /// Each of `inner`'s settings over this font's.
    func combined(with inner: TextFont) -> TextFont {
        TextFont(family: inner.family ?? family, bold: inner.bold ?? bold, italic: inner.italic ?? italic)
    }
}

/// A space in a formula.
enum Space {
    /// Written as text, with these characters: `\,` is a thin space, `\ ` a no-break space.
    case text(String)
    /// `\quad`, `\hspace{1em}`, `\kern3mu`: a width in ems, which MathML writes as an `mspace`, or as a space
    /// character when there is one of that width.
    case width(Double)
}

enum PhantomKind {
    case phantom, horizontal, vertical, smash, overlapLeft, overlapRight, overlapCenter
}

/// An environment's table: `matrix`, `cases`, `aligned`, `array` and their kin.
struct MathArray {
    /// The cells, row by row, each a group.
    var rows: [[MathNode]]
    /// For each row, whether a line (`\\hline`) is above it; one more for the line below the last row.
    var linesAbove: [Bool] = []
    /// Alignments given by the environment (`array`'s `{lc}`, `matrix*`'s `[r]`): `left`, `center`, `right`.
    var columnAlignments: [String]?
    /// The columns the environment asks for (`alignedat{n}`: 2n), however many its rows use.
    var columnCount: Int?
    /// The lines between columns (`solid`, `dashed`, `none`), and before the first and after the last.
    var columnLines: [String] = []
    /// How cells align when the environment gives no alignments.
    var style: ArrayStyle
    var leftDelimiter: String?
    var rightDelimiter: String?
}

/// How an environment sets its table.
enum ArrayStyle {
    /// `matrix` and its kin: centred columns.
    case matrix
    /// `smallmatrix`: in script size, close together.
    case smallMatrix
    /// `subarray`: in script size, the columns its argument gives.
    case subarray
    /// `cases`: two left-aligned columns.
    case cases(display: Bool)
    /// `aligned` and `split`: columns right, left, right, left, … closed up in pairs.
    case aligned(numbered: Bool)
    /// `alignedat{n}`.
    case alignedAt(numbered: Bool)
    /// `gathered` and `gather`: centred rows.
    case gathered(numbered: Bool)
    /// `equation`: one centred row.
    case equation(numbered: Bool)
    /// `array` and `darray`: the columns its argument gives.
    case array(display: Bool)
}
