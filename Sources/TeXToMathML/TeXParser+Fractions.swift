extension TeXParser {
    /// `\frac` and its kin, `\binom` and its kin, and `\sqrt`.
    static let fractionCommands: [String: TeXCommand] = {
        var commands: [String: TeXCommand] = [:]
        let fractions: [(String, MathStyle?, Bool)] = [
            ("\\frac", nil, true), ("\\dfrac", .display, true), ("\\tfrac", .text, true), ("\\cfrac", .display, true),
            ("\\binom", nil, false), ("\\dbinom", .display, false), ("\\tbinom", .text, false),
        ]
        for (name, style, hasBar) in fractions {
            commands[name] = .math { parser, token, _ throws(TeXError) -> MathNode? in
                let numerator = try parser.argument(for: token)
                let denominator = try parser.argument(for: token)
                var fraction = Fraction(numerator: numerator, denominator: denominator, hasBar: hasBar, style: style)
                if !hasBar { (fraction.leftDelimiter, fraction.rightDelimiter) = ("(", ")") }
                return .fraction(fraction)
            }
        }
        commands["\\sqrt"] = .math { parser, token, _ throws(TeXError) -> MathNode? in
            let index = try parser.optionalArgument()
            let body = try parser.argument(for: token)
            return .root(body: body, index: index.map { .group($0) })
        }
        return commands
    }()

    /// The infix commands, which make a fraction of their whole group: the delimiters and whether there is a bar.
    static let infixCommands: [String: (left: String?, right: String?, hasBar: Bool)] = [
        "\\over": (nil, nil, true), "\\choose": ("(", ")", false), "\\atop": (nil, nil, false),
        "\\brace": ("\\{", "\\}", false), "\\brack": ("[", "]", false),
    ]

    /// `{a \over b}`: the group's atoms before and after the command.
    mutating func infixFraction(_ token: TeXToken, numerator: [MathNode], denominator: [MathNode])
        throws(TeXError) -> MathNode {
        guard let infix = Self.infixCommands[token.text] else { throw unexpected(token) }
        var fraction = Fraction(numerator: .group(numerator), denominator: .group(denominator), hasBar: infix.hasBar)
        fraction.leftDelimiter = infix.left
        fraction.rightDelimiter = infix.right
        return .fraction(fraction)
    }
}
