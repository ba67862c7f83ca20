extension TeXParser {
    /// Math fonts, text, colours, styles and sizes.
    static let fontCommands: [String: TeXCommand] = {
        var commands: [String: TeXCommand] = [:]
        let fonts: [(String, MathFont)] = [
            ("\\mathrm", .roman), ("\\mathit", .italic), ("\\mathbf", .bold), ("\\mathbb", .blackboard),
            ("\\mathcal", .calligraphic), ("\\mathscr", .script), ("\\mathfrak", .fraktur), ("\\mathsf", .sansSerif),
            ("\\mathtt", .monospace), ("\\boldsymbol", .boldSymbol), ("\\bm", .boldSymbol), ("\\mathnormal", .normal),
            ("\\Bbb", .blackboard), ("\\bold", .bold), ("\\frak", .fraktur),
        ]
        for (name, font) in fonts {
            commands[name] = .math { parser, token, _ throws(TeXError) -> MathNode? in
                let body = try parser.argument(for: token).normalized
                // \boldsymbol keeps its argument's class: a bold `+` is still a binary operator.
                guard font == .boldSymbol else { return .font(font, body) }
                return .atom(MathMLBuilder.relationOrBinaryClass(of: body), [.font(font, body)])
            }
        }
        let switches: [(String, MathFont)] = [
            ("\\rm", .roman), ("\\sf", .sansSerif), ("\\tt", .monospace), ("\\bf", .bold), ("\\it", .italic),
            ("\\cal", .calligraphic),
        ]
        // In text, as KaTeX reads them: `\rm` leaves the text as it is, the others set its weight, shape or family.
        let textSwitches: [String: TextFont] = [
            "\\rm": TextFont(), "\\sf": TextFont(family: .sansSerif), "\\tt": TextFont(family: .monospace),
            "\\bf": TextFont(bold: true), "\\it": TextFont(italic: true),
        ]
        for (name, font) in switches {
            let textFont = textSwitches[name]
            commands[name] = TeXCommand(inMath: true, inText: textFont != nil) { parser, _, ends throws(TeXError) in
                if parser.mode == .text, let textFont { return .text(textFont, try parser.rest(until: ends)) }
                return .font(font, .group(try parser.rest(until: ends)))
            }
        }
        let texts: [(String, TextFont)] = [
            ("\\text", TextFont()), ("\\textrm", TextFont(family: .roman)), ("\\textnormal", TextFont(family: .roman)),
            ("\\textup", TextFont(italic: false)), ("\\textmd", TextFont(bold: false)),
            ("\\textsf", TextFont(family: .sansSerif)), ("\\texttt", TextFont(family: .monospace)),
            ("\\textbf", TextFont(bold: true)), ("\\textit", TextFont(italic: true)), ("\\hbox", TextFont()),
        ]
        for (name, font) in texts {
            commands[name] = .both { parser, token, _ throws(TeXError) -> MathNode? in
                .text(font, try parser.argument(for: token, in: .text).nodes)
            }
        }
        commands["\\color"] = .both { parser, token, ends throws(TeXError) -> MathNode? in
            let color = try parser.color(for: token)
            return .color(color, try parser.rest(until: ends))
        }
        commands["\\textcolor"] = .both { parser, token, _ throws(TeXError) -> MathNode? in
            let color = try parser.color(for: token)
            return .color(color, try parser.argument(for: token).nodes)
        }
        let styles: [(String, MathStyle)] = [
            ("\\displaystyle", .display), ("\\textstyle", .text), ("\\scriptstyle", .script),
            ("\\scriptscriptstyle", .scriptScript),
        ]
        for (name, style) in styles {
            commands[name] = .math { parser, _, ends throws(TeXError) -> MathNode? in .style(style, try parser.rest(until: ends)) }
        }
        let sizes: [(String, String)] = [
            ("\\tiny", "0.5em"), ("\\sixptsize", "0.6em"), ("\\scriptsize", "0.7em"), ("\\footnotesize", "0.8em"),
            ("\\small", "0.9em"), ("\\normalsize", "1em"), ("\\large", "1.2em"), ("\\Large", "1.44em"),
            ("\\LARGE", "1.728em"), ("\\huge", "2.074em"), ("\\Huge", "2.488em"),
        ]
        for (name, size) in sizes {
            commands[name] = .both { parser, _, ends throws(TeXError) -> MathNode? in .sized(size, try parser.rest(until: ends)) }
        }
        return commands
    }()

    /// A colour argument: a name (`red`), `#rgb`, `#rrggbb` or `rrggbb`, checked, as MathML's `mathcolor` takes it.
    mutating func color(for token: TeXToken) throws(TeXError) -> String {
        let at = try peek().offset
        let text = try rawArgument(for: token).trimmingCharacters(in: " ")
        let hex = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        let isHex = hex.allSatisfy(\.isHexDigit) && (hex.count == 6 || hex.count == 3 && text.hasPrefix("#"))
        if isHex { return text.hasPrefix("#") ? text : "#" + text }
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw TeXError("invalid colour '\(text)'", at: at)
        }
        return text
    }
}
