/// A command the parser knows: how it reads its arguments into a node, and where it may be used.
struct TeXCommand: Sendable {
    typealias Parse = @Sendable (inout TeXParser, TeXToken, (TeXToken) -> Bool) throws(TeXError) -> MathNode?

    var inMath = true
    var inText = false
    var parse: Parse

    /// A command of math mode.
    static func math(_ parse: @escaping Parse) -> TeXCommand { TeXCommand(parse: parse) }
    /// A command of text mode only.
    static func text(_ parse: @escaping Parse) -> TeXCommand { TeXCommand(inMath: false, inText: true, parse: parse) }
    /// A command of either mode.
    static func both(_ parse: @escaping Parse) -> TeXCommand { TeXCommand(inMath: true, inText: true, parse: parse) }
}

extension TeXParser {
    /// Every command the parser knows, by name.
    static let commands: [String: TeXCommand] = {
        var all: [String: TeXCommand] = [:]
        for table in [fractionCommands, fontCommands, operatorCommands, accentCommands, spaceCommands, otherCommands] {
            all.merge(table) { first, _ in first }
        }
        return all
    }()

    static func isCommand(_ name: String) -> Bool { commands[name] != nil || infixCommands[name] != nil }

    /// A command token: one the parser knows, or a symbol.
    mutating func command(_ token: TeXToken, until ends: (TeXToken) -> Bool) throws(TeXError) -> MathNode? {
        if let command = Self.commands[token.text] {
            if mode == .math, !command.inMath {
                throw TeXError("\(token.text) can be used only in text", at: token.offset)
            }
            if mode == .text, !command.inText {
                throw TeXError("\(token.text) can be used only in math", at: token.offset)
            }
            return try command.parse(&self, token, ends)
        }
        if let symbol = TeXSymbols.symbol(token.text, math: mode == .math) {
            if symbol.group == .op, mode == .math {
                return .largeOperator(LargeOperator(content: .symbol(symbol.character), limits: false))
            }
            return .symbol(symbol)
        }
        if mode == .math, TeXSymbols.text[token.text] != nil {
            throw TeXError("\(token.text) can be used only in text", at: token.offset)
        }
        if mode == .text, TeXSymbols.math[token.text] != nil {
            throw TeXError("\(token.text) can be used only in math", at: token.offset)
        }
        throw TeXError("undefined command \(token.text)", at: token.offset)
    }

    /// The rest of the group in `mode`, read for a switch such as `\color{red}` or `\rm`.
    mutating func rest(until ends: (TeXToken) -> Bool) throws(TeXError) -> [MathNode] {
        try expression(until: ends)
    }

    /// A braced argument's text, unexpanded and without its braces (a colour, a length, an environment's name).
    mutating func rawArgument(for command: TeXToken) throws(TeXError) -> String {
        try tokens.skipSpaces()
        let first = try tokens.pop()
        guard first.isCharacter("{") else {
            throw TeXError("\(command.text) expects a braced argument, found \(describe(first))", at: first.offset)
        }
        return try tokens.balanced(until: "}", opening: first).map(\.text).joined()
    }

    /// A length in braces (`\hspace{1em}`) or written straight after the command (`\kern1em`, `\mkern3mu`).
    mutating func dimension(for command: TeXToken, braced: Bool) throws(TeXError) -> TeXDimension {
        let at = try peek().offset
        var text: String
        if braced {
            text = try rawArgument(for: command)
        } else {
            try tokens.skipSpaces()
            text = ""
            // Sign, digits and a point, then the two letters of the unit.
            while true {
                let token = try tokens.pop()
                let isNumber = token.kind == .character && "+-.,0123456789".contains(token.text)
                if isNumber || token.kind == .space && text.isEmpty {
                    text += token.text == "," ? "." : token.text
                    continue
                }
                tokens.push(token)
                break
            }
            try tokens.skipSpaces()
            for _ in 0..<2 {
                let token = try tokens.pop()
                guard token.kind == .character, token.text.count == 1, token.text.first!.isLetter else {
                    tokens.push(token)
                    break
                }
                text += token.text
            }
        }
        guard let dimension = TeXDimension(text) else {
            throw TeXError("invalid length '\(text)'", at: at)
        }
        return dimension
    }
}
