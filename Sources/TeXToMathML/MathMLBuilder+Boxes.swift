extension MathMLBuilder {
    /// The nodes that wrap others: accents, fonts, colours, styles, spaces, boxes, phantoms, tables.
    static func box(_ node: MathNode, _ context: Context) -> MathMLNode {
        switch node {
        case .accent(let character, let base, let stretches, let below):
            let mark = MathMLNode("mo", text: character, stretches ? [("stretchy", "true")] : [])
            return below ? MathMLNode("munder", [("accentunder", "true")], [build(base, context), mark])
                : MathMLNode("mover", [("accent", "true")], [build(base, context), mark])
        case .brace(let base, let character, let over):
            return MathMLNode(over ? "mover" : "munder", [],
                              [build(base, context), MathMLNode("mo", text: character, [("stretchy", "true")])])
        case .stacked(let base, let annotation, let over):
            let op = MathNode.largeOperator(LargeOperator(content: .body(base.nodes), limits: true,
                                                          alwaysHandlesScripts: true))
            let scripts = MathNode.scripts(base: op, superscript: over ? annotation : nil,
                                           subscript: over ? nil : annotation)
            return atom(relationOrBinaryClass(of: base), [scripts], context)
        case .extensibleArrow(let character, let above, let below):
            let arrow = MathMLNode("mo", text: character, [("stretchy", "true"), ("minsize", "3.0em")])
            func padded(_ node: MathNode) -> MathMLNode {
                MathMLNode("mpadded", [("width", "+0.6em"), ("lspace", "0.3em")], [build(node, context)])
            }
            switch (above, below) {
            case (let above?, let below?): return MathMLNode("munderover", [], [arrow, padded(below), padded(above)])
            case (nil, let below?): return MathMLNode("munder", [], [arrow, padded(below)])
            case (let above?, nil): return MathMLNode("mover", [], [arrow, padded(above)])
            case (nil, nil): return arrow
            }
        case .font(let font, let body):
            var inner = context
            inner.font = font
            return build(body, inner)
        case .text(let font, let body):
            var inner = context
            inner.textFont = (context.textFont ?? TextFont()).combined(with: font)
            return .row(expression(body, inner))
        case .color(let color, let body):
            return MathMLNode("mstyle", [("mathcolor", color)], expression(body, context))
        case .style(let style, let body):
            var inner = context
            inner.style = style
            let level = style == .scriptScript ? "2" : style == .script ? "1" : "0"
            return MathMLNode("mstyle", [("scriptlevel", level), ("displaystyle", style == .display ? "true" : "false")],
                              expression(body, inner))
        case .sized(let size, let body): return MathMLNode("mstyle", [("mathsize", size)], expression(body, context))
        case .choice(let display, let text, let script, let scriptScript):
            let chosen = [display, text, script, scriptScript][context.style.rawValue]
            return .row(expression(chosen, context))
        case .atom(let atomClass, let body): return atom(atomClass, body, context)
        case .space(let space): return self.space(space)
        case .enclosed(let notation, let body, _):
            return MathMLNode("menclose", [("notation", notation)], [build(body, context)])
        case .phantom(let kind, let body): return phantom(kind, body, context)
        case .array(let array): return self.array(array, context)
        case .lineBreak: return MathMLNode("mspace", [("linebreak", "newline")])
        case .tag(let body, _): return .row(expression(body, context))
        case .verbatim(let text):
            return MathMLNode("mtext", text: text.replacing(" ", with: "\u{A0}"), [("mathvariant", "monospace")])
        case .rule(let width, let height, let raise):
            let shift = raise ?? "0em"
            return MathMLNode("mpadded", [("height", shift), ("voffset", shift)], [
                MathMLNode("mspace", [("mathbackground", "black"), ("width", width), ("height", height)]),
            ])
        case .raised(let by, let body): return MathMLNode("mpadded", [("voffset", by)], [build(body, context)])
        case .poorMansBold(let body):
            return MathMLNode("mstyle", [("style", "text-shadow: 0.02em 0.01em 0.04px")], expression(body, context))
        case .colorBox(let background, let border, let body):
            var attributes = [("width", "+6pt"), ("height", "+6pt"), ("lspace", "3pt"), ("voffset", "3pt")]
            if let border { attributes.append(("style", "border: 0.04em solid \(border)")) }
            attributes.append(("mathbackground", background))
            return MathMLNode("mpadded", attributes, [build(body, context)])
        case .untrusted(let name):
            return MathMLNode("mstyle", [("mathcolor", "#cc0000")], [MathMLNode("mtext", text: name)])
        case .mathML(let node): return node
        default: return build(node, context)
        }
    }

    /// `\mathrel{…}` and its kin: the body as an `mo` (an `mi` for `\mathord`, `mpadded` for `\mathinner`), with
    /// the spacing of its class.
    static func atom(_ atomClass: AtomClass, _ body: [MathNode], _ context: Context) -> MathMLNode {
        let inner = expression(body, context)
        if atomClass == .inner { return MathMLNode("mpadded", [], inner) }
        let isCharacter = isCharacterBox(.group(body)) && inner.count == 1
        var node: MathMLNode
        if isCharacter {
            node = inner[0]
            node.name = atomClass == .ordinary ? "mi" : "mo"
        } else {
            node = MathMLNode(atomClass == .ordinary ? "mi" : "mo", [], inner)
        }
        switch atomClass {
        case .binary: (node["lspace"], node["rspace"]) = ("0.22em", "0.22em")
        case .punctuation: (node["lspace"], node["rspace"]) = ("0em", "0.17em")
        case .opening, .closing: (node["lspace"], node["rspace"]) = ("0em", "0em")
        default: break
        }
        return node
    }

    /// A group holding one character, through braces, colours and fonts.
    static func isCharacterBox(_ node: MathNode) -> Bool {
        switch node {
        case .group(let nodes) where nodes.count == 1: return isCharacterBox(nodes[0])
        case .color(_, let nodes) where nodes.count == 1: return isCharacterBox(nodes[0])
        case .font(_, let body): return isCharacterBox(body)
        case .symbol(let symbol): return symbol.group != .op && symbol.group != .accent && symbol.group != .spacing
        default: return false
        }
    }

    /// The class `\overset` and `\stackrel` give their result: a relation or binary operator's, else ordinary.
    static func relationOrBinaryClass(of node: MathNode) -> AtomClass {
        switch node {
        case .group(let nodes) where !nodes.isEmpty: return relationOrBinaryClass(of: nodes[0])
        case .symbol(let symbol) where symbol.group == .rel: return .relation
        case .symbol(let symbol) where symbol.group == .bin: return .binary
        case .atom(let atomClass, _) where atomClass == .relation || atomClass == .binary: return atomClass
        default: return .ordinary
        }
    }

    /// A space: a space character of its width where there is one (`\,` is U+2009), else an `mspace`.
    static func space(_ space: Space) -> MathMLNode {
        guard case .width(let ems) = space else { return MathMLNode("mtext", text: "") }
        let characters: [(ClosedRange<Double>, String)] = [
            (0.05555...0.05556, "\u{200A}"), (0.1666...0.1667, "\u{2009}"), (0.2222...0.2223, "\u{2005}"),
            (0.2777...0.2778, "\u{2005}\u{200A}"), (-0.05556 ... -0.05555, "\u{200A}\u{2063}"),
            (-0.1667 ... -0.1666, "\u{2009}\u{2063}"), (-0.2223 ... -0.2222, "\u{205F}\u{2063}"),
            (-0.2778 ... -0.2777, "\u{2005}\u{2063}"),
        ]
        var node = characters.first { $0.0.contains(ems) }.map { MathMLNode("mtext", text: $0.1) }
            ?? MathMLNode("mspace", [("width", TeXDimension.css(ems))])
        node.isSpace = true
        return node
    }

    /// `\phantom` and its kin, `\smash`, and the overlaps (`\rlap`).
    static func phantom(_ kind: PhantomKind, _ body: MathNode, _ context: Context) -> MathMLNode {
        let built = build(body, context)
        let phantom = MathMLNode("mphantom", [], expression(body.nodes, context))
        switch kind {
        case .phantom: return phantom
        case .horizontal: return MathMLNode("mpadded", [("height", "0px"), ("depth", "0px")], [phantom])
        case .vertical: return MathMLNode("mpadded", [("width", "0px")], [phantom])
        case .smash: return MathMLNode("mpadded", [("height", "0px"), ("depth", "0px")], [built])
        case .overlapLeft: return MathMLNode("mpadded", [("lspace", "-1width"), ("width", "0px")], [built])
        case .overlapRight: return MathMLNode("mpadded", [("width", "0px")], [built])
        case .overlapCenter: return MathMLNode("mpadded", [("lspace", "-0.5width"), ("width", "0px")], [built])
        }
    }
}
