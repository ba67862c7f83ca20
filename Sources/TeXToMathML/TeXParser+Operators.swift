extension TeXParser {
    /// Large operators, operator names, atom classes and delimiters.
    static let operatorCommands: [String: TeXCommand] = {
        var commands: [String: TeXCommand] = [:]
        let withLimits = ["\\sum", "\\prod", "\\coprod", "\\bigvee", "\\bigwedge", "\\biguplus", "\\bigcap", "\\bigcup",
                          "\\bigodot", "\\bigoplus", "\\bigotimes", "\\bigsqcup"]
        let integrals = ["\\int", "\\iint", "\\iiint", "\\oint", "\\oiint", "\\oiiint", "\\intop", "\\smallint"]
        for name in withLimits + integrals {
            let character = TeXSymbols.math[name]?.character ?? name
            let limits = withLimits.contains(name)
            commands[name] = .math { _, _, _ throws(TeXError) -> MathNode? in
                .largeOperator(LargeOperator(content: .symbol(character), limits: limits))
            }
        }
        let names = ["arcsin", "arccos", "arctan", "arctg", "arcctg", "arg", "ch", "cos", "cosec", "cosh", "cot", "cotg",
                     "coth", "csc", "ctg", "cth", "deg", "dim", "exp", "hom", "ker", "lg", "ln", "log", "sec", "sin",
                     "sinh", "sh", "tan", "tanh", "tg", "th"]
        let namesWithLimits = ["det", "gcd", "inf", "lim", "max", "min", "Pr", "sup"]
        for name in names + namesWithLimits {
            let limits = namesWithLimits.contains(name)
            commands["\\" + name] = .math { _, _, _ throws(TeXError) -> MathNode? in .largeOperator(LargeOperator(content: .name(name), limits: limits)) }
        }
        commands["\\mathop"] = .math { parser, token, _ throws(TeXError) -> MathNode? in
            .largeOperator(LargeOperator(content: .body(try parser.argument(for: token).nodes), limits: false))
        }
        for (name, star) in [("\\operatorname", false), ("\\operatornamewithlimits", true)] {
            commands[name] = .math { parser, token, _ throws(TeXError) -> MathNode? in
                var limits = star
                if !star, try parser.peek().isCharacter("*") {
                    try parser.consume()
                    limits = true
                }
                let body = try parser.argument(for: token).nodes
                return .operatorName(body: body, limits: false, alwaysHandlesScripts: limits)
            }
        }
        let classes: [(String, AtomClass)] = [
            ("\\mathord", .ordinary), ("\\mathbin", .binary), ("\\mathrel", .relation), ("\\mathopen", .opening),
            ("\\mathclose", .closing), ("\\mathpunct", .punctuation), ("\\mathinner", .inner),
        ]
        for (name, atomClass) in classes {
            commands[name] = .math { parser, token, _ throws(TeXError) -> MathNode? in
                .atom(atomClass, try parser.argument(for: token).nodes)
            }
        }
        let sizes: [(String, Int, AtomClass)] = [
            ("\\bigl", 1, .opening), ("\\Bigl", 2, .opening), ("\\biggl", 3, .opening), ("\\Biggl", 4, .opening),
            ("\\bigr", 1, .closing), ("\\Bigr", 2, .closing), ("\\biggr", 3, .closing), ("\\Biggr", 4, .closing),
            ("\\bigm", 1, .relation), ("\\Bigm", 2, .relation), ("\\biggm", 3, .relation), ("\\Biggm", 4, .relation),
            ("\\big", 1, .ordinary), ("\\Big", 2, .ordinary), ("\\bigg", 3, .ordinary), ("\\Bigg", 4, .ordinary),
        ]
        for (name, size, atomClass) in sizes {
            commands[name] = .math { parser, token, _ throws(TeXError) -> MathNode? in
                .sizedDelimiter(delimiter: try parser.delimiter(after: token), size: size, atomClass: atomClass)
            }
        }
        commands["\\left"] = .math { parser, token, _ throws(TeXError) -> MathNode? in try parser.fenced(token) }
        commands["\\right"] = .math { _, token, _ throws(TeXError) -> MathNode? in
            throw TeXError("\\right without a \\left before it", at: token.offset)
        }
        commands["\\middle"] = .math { _, token, _ throws(TeXError) -> MathNode? in
            throw TeXError("\\middle outside \\left…\\right", at: token.offset)
        }
        return commands
    }()

    /// The characters and commands that may follow `\left`, `\right`, `\big` and their kin, and what each shows.
    static let delimiters: [String: String] = {
        var delimiters: [String: String] = [".": ""]
        for name in ["(", ")", "[", "]", "\\{", "\\}", "\\lbrace", "\\rbrace", "\\lbrack", "\\rbrack", "\\lfloor",
                     "\\rfloor", "\\lceil", "\\rceil", "\\langle", "\\rangle", "\\lt", "\\gt", "<", ">", "/",
                     "\\backslash", "|", "\\|", "\\vert", "\\Vert", "\\lvert", "\\rvert", "\\lVert", "\\rVert",
                     "\\uparrow", "\\Uparrow", "\\downarrow", "\\Downarrow", "\\updownarrow", "\\Updownarrow",
                     "\\lgroup", "\\rgroup", "\\lmoustache", "\\rmoustache", "\\ulcorner", "\\urcorner",
                     "\\llcorner", "\\lrcorner", "\\llbracket", "\\rrbracket", "\\lBrace", "\\rBrace",
                     "\u{27E8}", "\u{27E9}", "\u{2223}", "\u{2225}", "\u{230A}", "\u{230B}", "\u{2308}", "\u{2309}",
                     "\u{231C}", "\u{231D}", "\u{231E}", "\u{231F}", "\u{27EE}", "\u{27EF}", "\u{23B0}", "\u{23B1}",
                     "\u{27E6}", "\u{27E7}", "\u{2983}", "\u{2984}", "\u{2191}", "\u{2193}", "\u{2195}", "\u{21D1}",
                     "\u{21D3}", "\u{21D5}"] {
            delimiters[name] = TeXSymbols.math[name]?.character ?? name
        }
        return delimiters
    }()

    /// The delimiter after `\left`, `\big` and their kin, as written.
    mutating func delimiter(after token: TeXToken) throws(TeXError) -> String {
        try skipSpaces()
        let next = try consume()
        guard next.kind != .end, Self.delimiters[next.text] != nil else {
            throw TeXError("invalid delimiter \(describe(next)) after \(token.text)", at: next.offset)
        }
        return next.text
    }

    /// `\left( … \middle| … \right)`.
    mutating func fenced(_ token: TeXToken) throws(TeXError) -> MathNode {
        let left = try delimiter(after: token)
        tokens.beginGroup()
        defer { tokens.endGroup() }
        var body: [MathNode] = []
        while true {
            body += try expression(until: { _ in false })
            let next = try consume()
            switch next.text {
            case "\\middle" where next.kind == .command: body.append(.middle(try delimiter(after: next)))
            case "\\right" where next.kind == .command:
                let right = try delimiter(after: next)
                return .fenced(left: left, body: body, right: right)
            default: throw TeXError("expected \\right to close the \\left at \(token.offset + 1), found \(describe(next))",
                                    at: next.offset)
            }
        }
    }
}
