extension MathMLBuilder {
    /// A base with scripts: beside it (`msub`, `msup`, `msubsup`), or below and above a large operator in display
    /// style or after `\limits`, and a brace's label (`munder`, `mover`, `munderover`).
    static func scripts(base: MathNode?, superscript sup: MathNode?, subscript sub: MathNode?, _ context: Context)
        -> MathMLNode {
        var children: [MathMLNode] = []
        switch base {
        case nil: children.append(MathMLNode("mrow"))
        case .largeOperator(let op)?: children.append(largeOperator(op, inScripts: true, context))
        case .operatorName(let body, _, _)?: children.append(operatorName(body, inScripts: true, context))
        case let base?: children.append(build(base, context))
        }
        if let sub { children.append(build(sub, context)) }
        if let sup { children.append(build(sup, context)) }

        let display = context.style == .display
        var below = false
        switch base {
        case .brace(_, _, let over)? where (sup != nil) == over:
            return MathMLNode(over ? "mover" : "munder", [], children)
        case .largeOperator(let op)?:
            below = op.limits && (display || op.alwaysHandlesScripts && (sup == nil || sub == nil))
        case .operatorName(_, let limits, let always)?:
            below = always && (display || limits)
        default: break
        }
        switch (sub != nil, sup != nil) {
        case (true, true): return MathMLNode(below ? "munderover" : "msubsup", [], children)
        case (true, false): return MathMLNode(below ? "munder" : "msub", [], children)
        default: return MathMLNode(below ? "mover" : "msup", [], children)
        }
    }

    /// `\sum` (its character), `\sin` (its name and the invisible function application), `\mathop{…}`.
    static func largeOperator(_ op: LargeOperator, inScripts: Bool, _ context: Context) -> MathMLNode {
        switch op.content {
        case .symbol(let character): return MathMLNode("mo", text: character)
        case .body(let body): return MathMLNode("mo", [], expression(body, context))
        case .name(let name):
            let nodes = [MathMLNode("mi", text: name), MathMLNode("mo", text: "\u{2061}")]
            return inScripts ? MathMLNode("mrow", [], nodes) : .fragment(nodes)
        }
    }

    /// `\operatorname{…}`: its body upright, as one `mi` of text when it is only text.
    static func operatorName(_ body: [MathNode], inScripts: Bool, _ context: Context) -> MathMLNode {
        var roman = context
        roman.font = .roman
        var nodes = expression(body, roman)
        var isText = true
        for index in nodes.indices where !nodes[index].isSpace {
            let node = nodes[index]
            guard node.kind == .element else {
                isText = false
                continue
            }
            switch node.name {
            case "mi", "mn", "ms", "mspace", "mtext": break
            case "mo":
                guard let text = node.onlyText else {
                    isText = false
                    continue
                }
                nodes[index].children = [.text(text.replacing("\u{2212}", with: "-").replacing("\u{2217}", with: "*"))]
            default: isText = false
            }
        }
        if isText { nodes = [.text(nodes.map(\.plainText).joined())] }
        let operatorNodes = [MathMLNode("mi", [("mathvariant", "normal")], nodes), MathMLNode("mo", text: "\u{2061}")]
        return inScripts ? MathMLNode("mrow", [], operatorNodes) : .fragment(operatorNodes)
    }
}

extension MathMLNode {
    /// The text of the node and everything inside it.
    var plainText: String {
        if kind == .text { return name }
        if isSpace, isElement("mspace") { return " " }
        return children.map(\.plainText).joined()
    }
}
