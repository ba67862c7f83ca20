/// Writes parsed formulas as MathML Core, element for element as KaTeX writes its MathML, so that the two can be
/// compared (`make math-agreement`).
struct MathMLBuilder {
    /// What the nodes around a node set for it: the style, and the math or text font.
    struct Context {
        var style: MathStyle
        var font: MathFont?
        var textFont: TextFont?
    }

    /// The formula's `<math>` element, with the TeX as its annotation.
    static func math(_ nodes: [MathNode], tag: [MathNode]?, tex: String, display: Bool) -> MathMLNode {
        let context = Context(style: display ? .display : .text)
        var body = expression(nodes, context)
        if let tag {
            let cells = [
                MathMLNode("mtd", [("width", "50%")]), MathMLNode("mtd", [], [.row(body)]),
                MathMLNode("mtd", [("width", "50%")]),
                MathMLNode("mtd", [], [.row(expression(tag, Context(style: .text, textFont: TextFont())))]),
            ]
            body = [MathMLNode("mtable", [("width", "100%")], [MathMLNode("mtr", [], cells)])]
        }
        let wrapper = body.count == 1 && (body[0].isElement("mrow") || body[0].isElement("mtable"))
            ? body[0] : MathMLNode("mrow", [], body)
        let annotation = MathMLNode("annotation", text: tex, [("encoding", "application/x-tex")])
        return MathMLNode("math", display ? [("display", "block")] : [],
                          [MathMLNode("semantics", [], [wrapper, annotation])])
    }

    /// The nodes of an expression, side by side, with adjacent numbers and text joined as KaTeX joins them.
    static func expression(_ nodes: [MathNode], _ context: Context, isGroup: Bool = false) -> [MathMLNode] {
        if nodes.count == 1 {
            var only = build(nodes[0], context)
            // An operator alone in braces (`{=}`) is an ordinary atom: no space around it.
            if isGroup, only.isElement("mo") {
                only["lspace"] = "0em"
                only["rspace"] = "0em"
            }
            return [only]
        }
        var result: [MathMLNode] = []
        for node in nodes {
            let built = build(node, context)
            if let last = result.last, let joined = join(last, built) {
                if joined.kind == .fragment {
                    result.removeLast()
                    result.append(contentsOf: joined.children)
                } else {
                    result[result.count - 1] = joined
                }
                continue
            }
            result.append(built)
        }
        return result
    }

    /// `last` and `next` as one node, when KaTeX joins them: text of one variant, digits (with a point after
    /// them), and `\not` before a symbol. The `\not` case gives a fragment of the one node that replaces both.
    private static func join(_ last: MathMLNode, _ next: MathMLNode) -> MathMLNode? {
        guard last.kind == .element, next.kind == .element, !last.isSpace, !next.isSpace else { return nil }
        var joined = last
        if last.name == "mtext", next.name == "mtext", last["mathvariant"] == next["mathvariant"] {
            joined.children += next.children
            return joined
        }
        if last.name == "mn", next.name == "mn" || next.name == "mi" && next.onlyText == "." {
            joined.children += next.children
            return joined
        }
        if last.name == "mi", last.onlyText == "\u{338}", ["mo", "mi", "mn"].contains(next.name),
           let text = next.onlyText, let first = text.first {
            var negated = next
            negated.children = [.text(String(first) + "\u{338}" + text.dropFirst())]
            return .fragment([negated])
        }
        return nil
    }

    /// One node.
    static func build(_ node: MathNode, _ context: Context) -> MathMLNode {
        switch node {
        case .symbol(let symbol): return self.symbol(symbol, context)
        case .group(let nodes): return .row(expression(nodes, context, isGroup: true))
        case .scripts(let base, let sup, let sub): return scripts(base: base, superscript: sup, subscript: sub, context)
        case .fraction(let fraction): return self.fraction(fraction, context)
        case .root(let body, let index):
            guard let index else { return MathMLNode("msqrt", [], [build(body, context)]) }
            return MathMLNode("mroot", [], [build(body, context), build(index, context)])
        case .fenced(let left, let body, let right): return fenced(left: left, body: body, right: right, context)
        case .middle(let delimiter):
            let text = delimiter == "|" || delimiter == "\\vert" ? "|" : delimiterText(delimiter)
            return MathMLNode("mo", text: text, [("fence", "true"), ("lspace", "0.05em"), ("rspace", "0.05em")])
        case .sizedDelimiter(let delimiter, let size, let atomClass):
            let fence = atomClass == .opening || atomClass == .closing ? "true" : "false"
            let em = ["1.2em", "1.8em", "2.4em", "3em"][size - 1]
            return MathMLNode("mo", text: delimiterText(delimiter),
                              [("fence", fence), ("stretchy", "true"), ("minsize", em), ("maxsize", em)])
        case .largeOperator(let op): return largeOperator(op, inScripts: false, context)
        case .operatorName(let body, _, _): return operatorName(body, inScripts: false, context)
        default: return box(node, context)
        }
    }

    /// What a delimiter shows: `\{` is `{`, `|` is U+2223.
    static func delimiterText(_ delimiter: String) -> String {
        TeXParser.delimiters[delimiter] ?? delimiter
    }

    /// `\left( … \right)`: the body between two fences.
    private static func fenced(left: String, body: [MathNode], right: String, _ context: Context) -> MathMLNode {
        var nodes = expression(body, context)
        if left != "." { nodes.insert(MathMLNode("mo", text: delimiterText(left), [("fence", "true")]), at: 0) }
        if right != "." { nodes.append(MathMLNode("mo", text: delimiterText(right), [("fence", "true")])) }
        return .row(nodes)
    }
}
