extension TeXParser {
    /// Line breaks, tags, environments and the commands that fit no other family.
    static let otherCommands: [String: TeXCommand] = {
        var commands: [String: TeXCommand] = [:]
        for name in ["\\\\", "\\cr"] {
            commands[name] = .both { parser, _, _ throws(TeXError) -> MathNode? in
                if try parser.peek().isCharacter("[") { _ = try parser.optionalDimension(for: TeXToken.end(at: 0)) }
                return .lineBreak
            }
        }
        commands["\\begin"] = .both { parser, token, _ throws(TeXError) -> MathNode? in try parser.environment(token) }
        commands["\\end"] = .both { _, token, _ throws(TeXError) -> MathNode? in throw TeXError("\\end without a \\begin", at: token.offset) }
        for name in ["\\limits", "\\nolimits"] {
            commands[name] = .math { _, token, _ throws(TeXError) -> MathNode? in
                throw TeXError("\(token.text) must follow a large operator", at: token.offset)
            }
        }
        commands["\\relax"] = .both { _, _, _ throws(TeXError) -> MathNode? in nil }
        for name in ["\\notag", "\\nonumber"] { commands[name] = .math { _, _, _ throws(TeXError) -> MathNode? in nil } }
        commands["\\not"] = .math { _, _, _ throws(TeXError) -> MathNode? in
            .symbol(TeXSymbol(name: "\\not", character: "\u{338}", group: .textord, isMath: true))
        }
        commands["\\char"] = .both { parser, token, _ throws(TeXError) -> MathNode? in try parser.character(after: token) }
        for name in ["\\tag", "\\tag*"] {
            commands[name] = .math { parser, token, _ throws(TeXError) -> MathNode? in
                guard parser.isDisplay else { throw TeXError("\\tag can be used only in display math", at: token.offset) }
                var star = name == "\\tag*"
                if try parser.peek().isCharacter("*") {
                    try parser.consume()
                    star = true
                }
                if parser.tag != nil { throw TeXError("only one \\tag per formula", at: token.offset) }
                let body = try parser.argument(for: token, in: .text).nodes
                let open = TeXSymbol(name: "(", character: "(", group: .textord, isMath: false)
                let close = TeXSymbol(name: ")", character: ")", group: .textord, isMath: false)
                parser.tag = star ? body : [.symbol(open)] + body + [.symbol(close)]
                return nil
            }
        }
        commands["\\verb"] = .both { parser, token, _ throws(TeXError) -> MathNode? in .verbatim(try parser.tokens.verbatim(after: token)) }
        commands["\\mathchoice"] = .math { parser, token, _ throws(TeXError) -> MathNode? in
            let display = try parser.argument(for: token).nodes, text = try parser.argument(for: token).nodes
            let script = try parser.argument(for: token).nodes, scriptScript = try parser.argument(for: token).nodes
            return .choice(display, text, script, scriptScript)
        }
        commands["\\pmb"] = .both { parser, token, _ throws(TeXError) -> MathNode? in .poorMansBold(try parser.argument(for: token).nodes) }
        for name in ["\\href", "\\url"] {
            commands[name] = .both { parser, token, _ throws(TeXError) -> MathNode? in
                _ = try parser.rawArgument(for: token)
                if name == "\\href" { _ = try parser.argument(for: token) }
                return .untrusted(name)
            }
        }
        for name in ["\\dotso", "\\dotsc", "\\cdots"] {
            commands[name] = .math { parser, _, _ throws(TeXError) -> MathNode? in try parser.dots(name) }
        }
        // In text, `\dots` is an ellipsis, as `\textellipsis` is.
        commands["\\dots"] = .both { parser, _, _ throws(TeXError) -> MathNode? in
            parser.mode == .text ? .symbol(TeXSymbols.text["\\textellipsis"]!) : try parser.dots("\\dots")
        }
        commands["\\colorbox"] = .both { parser, token, _ throws(TeXError) -> MathNode? in
            let background = try parser.color(for: token)
            let body = MathNode.text(TextFont(), try parser.argument(for: token, in: .text).nodes)
            return .colorBox(background: background, border: nil, body)
        }
        commands["\\fcolorbox"] = .both { parser, token, _ throws(TeXError) -> MathNode? in
            let border = try parser.color(for: token)
            let background = try parser.color(for: token)
            let body = MathNode.text(TextFont(), try parser.argument(for: token, in: .text).nodes)
            return .colorBox(background: background, border: border, body)
        }
        return commands
    }()

    /// The closing delimiters and punctuation after which amsmath puts a thin space after dots.
    private static let closingAfterDots: Set<String> = [
        ")", "]", "\\rbrack", "\\}", "\\rbrace", "\\rangle", "\\rceil", "\\rfloor", "\\rgroup", "\\rmoustache",
        "\\right", "\\bigr", "\\biggr", "\\Bigr", "\\Biggr", "$", ";", ".", ",",
    ]

    /// Dots as amsmath sets them: `\dots` centred before a binary operator or relation and low elsewhere, with a
    /// thin space after them before a closing delimiter or punctuation.
    mutating func dots(_ name: String) throws(TeXError) -> MathNode {
        let next = try peek()
        var centred = name == "\\cdots"
        if name == "\\dots" {
            if let symbol = TeXSymbols.math[next.text], next.kind != .end {
                centred = symbol.group == .bin || symbol.group == .rel || symbol.group == .op
            } else {
                centred = next.text.hasPrefix("\\not") || next.text == "\\DOTSB"
            }
            if ["\\int", "\\iint", "\\iiint", "\\oint", "\\DOTSI"].contains(next.text) { centred = true }
        }
        // `\dots` before a comma is `\dotsc`, which puts no space before it.
        let isCommaDots = name == "\\dotsc" || name == "\\dots" && next.text == ","
        if Self.closingAfterDots.contains(next.text), next.kind != .end, !isCommaDots || next.text != "," {
            tokens.push(TeXToken(kind: .command, text: "\\,", offset: next.offset))
        }
        return .symbol(TeXSymbols.math[centred ? "\\@cdots" : "\\ldots"]!)
    }

    /// `\char` and a number: decimal, `"` hexadecimal, `'` octal, or `` ` `` and a character.
    mutating func character(after token: TeXToken) throws(TeXError) -> MathNode {
        try tokens.skipSpaces()
        let first = try tokens.pop()
        var value: UInt32?
        if first.isCharacter("`") {
            let character = try tokens.pop()
            value = character.text.unicodeScalars.count == 1 ? character.text.unicodeScalars.first?.value
                : character.kind == .command && character.text.unicodeScalars.count == 2
                    ? character.text.unicodeScalars.last?.value : nil
        } else {
            let radix = first.isCharacter("\"") ? 16 : first.isCharacter("'") ? 8 : 10
            var digits = radix == 10 ? first.text : ""
            while true {
                let next = try tokens.pop()
                guard next.kind == .character, next.text.count == 1, next.text.first!.isHexDigit,
                      UInt32(next.text, radix: radix) != nil else {
                    tokens.push(next)
                    break
                }
                digits += next.text
            }
            value = UInt32(digits, radix: radix)
        }
        guard let value, let scalar = Unicode.Scalar(value) else {
            throw TeXError("\\char needs a character code", at: first.offset)
        }
        let text = String(scalar)
        return .symbol(TeXSymbol(name: text, character: text, group: .textord, isMath: mode == .math))
    }
}
