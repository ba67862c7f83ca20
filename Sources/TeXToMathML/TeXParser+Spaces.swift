extension TeXParser {
    /// Spaces, kerns and rules.
    static let spaceCommands: [String: TeXCommand] = {
        var commands: [String: TeXCommand] = [:]
        for (name, mu) in [("\\,", 3.0), ("\\:", 4.0), ("\\;", 5.0), ("\\!", -3.0)] {
            commands[name] = .both { _, _, _ throws(TeXError) -> MathNode? in .space(.width(mu / 18)) }
        }
        for name in ["\\kern", "\\mkern", "\\mskip", "\\hskip"] {
            commands[name] = .both { parser, token, _ throws(TeXError) -> MathNode? in
                let braced = try parser.peek().isCharacter("{")
                let dimension = try parser.dimension(for: token, braced: braced)
                return .space(.width(dimension.ems))
            }
        }
        commands["\\hspace"] = .both { parser, token, _ throws(TeXError) -> MathNode? in
            if try parser.peek().isCharacter("*") {
                // `\hspace*` is a space TeX keeps at a line break: an empty rule, then the space.
                try parser.consume()
                let length = try parser.tokens.argument(for: token)
                parser.tokens.push([token, TeXToken(kind: .character, text: "{", offset: token.offset)] + length
                                   + [TeXToken(kind: .character, text: "}", offset: token.offset)])
                return .rule(width: "0em", height: "0em", raise: nil)
            }
            return .space(.width(try parser.dimension(for: token, braced: true).ems))
        }
        commands["\\rule"] = .both { parser, token, _ throws(TeXError) -> MathNode? in
            let raise = try parser.optionalDimension(for: token)
            let width = try parser.dimension(for: token, braced: true)
            let height = try parser.dimension(for: token, braced: true)
            return .rule(width: width.css, height: height.css, raise: raise?.css)
        }
        commands["\\raisebox"] = .both { parser, token, _ throws(TeXError) -> MathNode? in
            let at = try parser.peek().offset
            let text = try parser.rawArgument(for: token)
            guard TeXDimension(text) != nil else { throw TeXError("invalid length '\(text)'", at: at) }
            return .raised(by: text.filter { $0 != " " }, try parser.boxArgument(for: token))
        }
        return commands
    }()

    /// `[length]` if it comes next.
    mutating func optionalDimension(for token: TeXToken) throws(TeXError) -> TeXDimension? {
        try skipSpaces()
        guard try peek().isCharacter("[") else { return nil }
        let open = try tokens.pop()
        let text = try tokens.balanced(until: "]", opening: open).map(\.text).joined()
        guard let dimension = TeXDimension(text) else { throw TeXError("invalid length '\(text)'", at: open.offset) }
        return dimension
    }
}
