extension TeXParser {
    /// Accents, lines, braces, stacked relations, extensible arrows, boxes, strikes and phantoms.
    static let accentCommands: [String: TeXCommand] = {
        var commands: [String: TeXCommand] = [:]
        for name in ["\\hat", "\\check", "\\tilde", "\\acute", "\\grave", "\\dot", "\\ddot", "\\breve", "\\bar", "\\vec",
                     "\\mathring"] {
            let character = TeXSymbols.math[name]?.character ?? ""
            commands[name] = .math { parser, token, _ throws(TeXError) -> MathNode? in
                .accent(character: character, base: try parser.argument(for: token).normalized, stretches: false, below: false)
            }
        }
        let stretchy: [(String, String, Bool)] = [
            ("\\widehat", "^", false), ("\\widecheck", "\u{2C7}", false), ("\\widetilde", "~", false),
            ("\\overrightarrow", "\u{2192}", false), ("\\overleftarrow", "\u{2190}", false),
            ("\\overleftrightarrow", "\u{2194}", false), ("\\Overrightarrow", "\u{21D2}", false),
            ("\\overgroup", "\u{23E0}", false), ("\\overleftharpoon", "\u{21BC}", false),
            ("\\overrightharpoon", "\u{21C0}", false), ("\\overline", "\u{203E}", false),
            ("\\underleftarrow", "\u{2190}", true), ("\\underrightarrow", "\u{2192}", true),
            ("\\underleftrightarrow", "\u{2194}", true), ("\\utilde", "~", true), ("\\undergroup", "\u{23E1}", true),
            ("\\underline", "\u{203E}", true),
        ]
        for (name, character, below) in stretchy {
            commands[name] = .math { parser, token, _ throws(TeXError) -> MathNode? in
                .accent(character: character, base: try parser.argument(for: token).normalized, stretches: true, below: below)
            }
        }
        // Text accents, which KaTeX also takes in math.
        for name in ["\\'", "\\`", "\\^", "\\~", "\\=", "\\u", "\\.", "\\\"", "\\v", "\\H", "\\r", "\\textcircled"] {
            let character = TeXSymbols.text[name]?.character ?? ""
            commands[name] = .both { parser, token, _ throws(TeXError) -> MathNode? in
                .accent(character: character, base: try parser.argument(for: token).normalized, stretches: false, below: false)
            }
        }
        for (name, character, over) in [("\\overbrace", "\u{23DE}", true), ("\\underbrace", "\u{23DF}", false)] {
            commands[name] = .math { parser, token, _ throws(TeXError) -> MathNode? in
                .brace(base: try parser.argument(for: token), character: character, over: over)
            }
        }
        for (name, over) in [("\\overset", true), ("\\stackrel", true), ("\\underset", false)] {
            commands[name] = .math { parser, token, _ throws(TeXError) -> MathNode? in
                let annotation = try parser.argument(for: token)
                return .stacked(base: try parser.argument(for: token), annotation: annotation, over: over)
            }
        }
        let arrows: [(String, String)] = [
            ("\\xrightarrow", "\u{2192}"), ("\\xleftarrow", "\u{2190}"), ("\\xRightarrow", "\u{21D2}"),
            ("\\xLeftarrow", "\u{21D0}"), ("\\xleftrightarrow", "\u{2194}"), ("\\xLeftrightarrow", "\u{21D4}"),
            ("\\xhookleftarrow", "\u{21A9}"), ("\\xhookrightarrow", "\u{21AA}"), ("\\xmapsto", "\u{21A6}"),
            ("\\xrightharpoondown", "\u{21C1}"), ("\\xrightharpoonup", "\u{21C0}"), ("\\xleftharpoondown", "\u{21BD}"),
            ("\\xleftharpoonup", "\u{21BC}"), ("\\xrightleftharpoons", "\u{21CC}"), ("\\xleftrightharpoons", "\u{21CB}"),
            ("\\xlongequal", "="), ("\\xtwoheadrightarrow", "\u{21A0}"), ("\\xtwoheadleftarrow", "\u{219E}"),
            ("\\xtofrom", "\u{21C4}"), ("\\xrightleftarrows", "\u{21C4}"),
        ]
        for (name, character) in arrows {
            commands[name] = .math { parser, token, _ throws(TeXError) -> MathNode? in
                let below = try parser.optionalArgument()
                let above = try parser.argument(for: token)
                return .extensibleArrow(character: character, above: above, below: below.map { .group($0) })
            }
        }
        let strikes: [(String, String)] = [
            ("\\cancel", "updiagonalstrike"), ("\\bcancel", "downdiagonalstrike"),
            ("\\xcancel", "updiagonalstrike downdiagonalstrike"), ("\\sout", "horizontalstrike"),
        ]
        for (name, notation) in strikes {
            commands[name] = .both { parser, token, _ throws(TeXError) -> MathNode? in
                .enclosed(notation: notation, body: try parser.argument(for: token), isText: false)
            }
        }
        commands["\\fbox"] = .both { parser, token, _ throws(TeXError) -> MathNode? in
            .enclosed(notation: "box", body: try parser.boxArgument(for: token), isText: true)
        }
        let phantoms: [(String, PhantomKind, Mode)] = [
            ("\\phantom", .phantom, .math), ("\\hphantom", .horizontal, .math), ("\\vphantom", .vertical, .math),
            ("\\smash", .smash, .math), ("\\llap", .overlapLeft, .text), ("\\rlap", .overlapRight, .text),
            ("\\clap", .overlapCenter, .text), ("\\mathllap", .overlapLeft, .math),
            ("\\mathrlap", .overlapRight, .math), ("\\mathclap", .overlapCenter, .math),
        ]
        for (name, kind, argumentMode) in phantoms {
            commands[name] = .both { parser, token, _ throws(TeXError) -> MathNode? in
                if kind == .smash, let _ = try parser.optionalArgument() {}
                let body = try parser.argument(for: token, in: argumentMode == .text ? .text : parser.mode)
                guard argumentMode == .text else { return .phantom(kind, body) }
                return .phantom(kind, .text(TextFont(), body.nodes))
            }
        }
        return commands
    }()

    /// An argument that TeX sets in a box of its own (`\fbox`, `\raisebox`): text, in text style.
    mutating func boxArgument(for token: TeXToken) throws(TeXError) -> MathNode {
        .style(.text, [.text(TextFont(), try argument(for: token, in: .text).nodes)])
    }
}
