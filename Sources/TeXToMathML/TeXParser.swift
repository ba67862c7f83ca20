/// Reads a formula's tokens into `MathNode`s, as TeX's stomach does: atoms with their scripts, groups, commands
/// with their arguments (`TeXParser+Commands.swift`) and environments (`TeXParser+Environments.swift`).
struct TeXParser {
    enum Mode { case math, text }

    var tokens: TeXTokenStream
    var mode: Mode = .math
    /// Display math (`$$…$$`): `\tag` and the display environments (`align`) are allowed.
    let isDisplay: Bool
    /// The `\tag` of the formula, read anywhere at its top level.
    var tag: [MathNode]?
    /// How deep the parser is in groups and arguments: a formula nested deeper than `depthLimit` is refused.
    private var depth = 0
    static let depthLimit = 50

    init(_ bytes: [UInt8], display: Bool, macros: [String: TeXMacro]) {
        tokens = TeXTokenStream(bytes, macros: macros)
        isDisplay = display
    }

    /// The whole formula.
    mutating func parse() throws(TeXError) -> [MathNode] {
        let body = try expression(until: { _ in false })
        let end = try peek()
        switch end.text {
        case _ where end.kind == .end: return body
        case "}": throw TeXError("unexpected '}': no '{' opens it", at: end.offset)
        case "\\right": throw TeXError("\\right without a \\left before it", at: end.offset)
        case "\\middle": throw TeXError("\\middle outside \\left…\\right", at: end.offset)
        case "\\end": throw TeXError("\\end without a \\begin", at: end.offset)
        case "&": throw TeXError("'&' outside a table (matrix, aligned, cases, array)", at: end.offset)
        default: throw unexpected(end)
        }
    }

    // MARK: Tokens

    /// The next token, expanded, left to be read.
    mutating func peek() throws(TeXError) -> TeXToken {
        let token = try tokens.next()
        tokens.push(token)
        return token
    }

    @discardableResult
    mutating func consume() throws(TeXError) -> TeXToken { try tokens.next() }

    /// Reads `text` (a character or a command), or fails naming what came instead.
    mutating func expect(_ text: String) throws(TeXError) {
        let token = try consume()
        guard token.text == text, token.kind != .end else {
            throw TeXError("expected '\(text)', found \(describe(token))", at: token.offset)
        }
    }

    /// Skips spaces, which math ignores.
    mutating func skipSpaces() throws(TeXError) {
        while try peek().kind == .space { try consume() }
    }

    func describe(_ token: TeXToken) -> String {
        switch token.kind {
        case .end: "the end of the formula"
        case .space: "a space"
        default: "'\(token.text)'"
        }
    }

    func unexpected(_ token: TeXToken) -> TeXError {
        TeXError(token.kind == .end ? "unexpected end of the formula" : "unexpected \(describe(token))",
                 at: token.offset)
    }

    // MARK: Expressions

    /// Atoms up to a token that ends an expression (`}`, `&`, `\\`, `\end`, `\right`, the end) or that `ends` says
    /// ends this one, which is left to be read. An infix command (`\over`, `\choose`) makes the whole a fraction.
    mutating func expression(until ends: (TeXToken) -> Bool) throws(TeXError) -> [MathNode] {
        var body: [MathNode] = []
        var infix: (token: TeXToken, at: Int)?
        while true {
            let token = try peek()
            if token.kind == .space, mode == .math {
                try consume()
                continue
            }
            if token.kind == .end || ends(token) || Self.endsExpression(token) { break }
            if Self.infixCommands[token.text] != nil, token.kind == .command {
                if infix != nil { throw TeXError("only one of \\over, \\choose and their kin per group", at: token.offset) }
                try consume()
                infix = (token, body.count)
                continue
            }
            if let node = try atom(until: ends) { body.append(node) }
        }
        guard let (token, index) = infix else { return body }
        return [try infixFraction(token, numerator: Array(body[..<index]), denominator: Array(body[index...]))]
    }

    static func endsExpression(_ token: TeXToken) -> Bool {
        switch token.kind {
        case .character: return token.text == "}" || token.text == "&"
        case .command: return ["\\end", "\\right", "\\middle"].contains(token.text)
        default: return false
        }
    }

    /// One atom with its scripts, or nil for what makes no atom (a definition, `\relax`).
    mutating func atom(until ends: (TeXToken) -> Bool) throws(TeXError) -> MathNode? {
        let start = try peek()
        var base: MathNode?
        if !(mode == .math && ["^", "_", "'"].contains(start.text) && start.kind == .character) {
            base = try group(until: ends)
            guard mode == .math, base != nil else { return base }
        }
        var sup: MathNode?, sub: MathNode?
        while true {
            if mode == .math { try skipSpaces() }
            let token = try peek()
            if token.kind == .command, token.text == "\\limits" || token.text == "\\nolimits" {
                try consume()
                guard case .largeOperator(var op) = base else {
                    guard case .operatorName(let body, _, let always) = base else {
                        throw TeXError("\(token.text) must follow a large operator", at: token.offset)
                    }
                    base = .operatorName(body: body, limits: token.text == "\\limits", alwaysHandlesScripts: always)
                    continue
                }
                op.limits = token.text == "\\limits"
                op.alwaysHandlesScripts = true
                base = .largeOperator(op)
                continue
            }
            guard token.kind == .character else { break }
            switch token.text {
            case "^":
                if sup != nil { throw TeXError("double superscript", at: token.offset) }
                try consume()
                sup = try scriptArgument(after: token)
            case "_":
                if sub != nil { throw TeXError("double subscript", at: token.offset) }
                try consume()
                sub = try scriptArgument(after: token)
            case "'":
                if sup != nil { throw TeXError("double superscript", at: token.offset) }
                var primes: [MathNode] = []
                let prime = TeXSymbols.symbol("\\prime", math: true)!
                while try peek().isCharacter("'") {
                    try consume()
                    primes.append(.symbol(prime))
                }
                if try peek().isCharacter("^") {
                    let caret = try consume()
                    if let more = try scriptArgument(after: caret) { primes.append(more) }
                }
                sup = .group(primes)
            default:
                return sup == nil && sub == nil ? base : .scripts(base: base, superscript: sup, subscript: sub)
            }
        }
        return sup == nil && sub == nil ? base : .scripts(base: base, superscript: sup, subscript: sub)
    }

    /// The argument of `^` or `_`: a group, or one symbol or command with its own arguments.
    private mutating func scriptArgument(after token: TeXToken) throws(TeXError) -> MathNode? {
        try skipSpaces()
        let next = try peek()
        if next.kind == .end || Self.endsExpression(next) || ["^", "_", "'"].contains(next.text) && next.kind == .character {
            throw TeXError("expected something after '\(token.text)'", at: next.offset)
        }
        guard let node = try group(until: { _ in false }) else {
            throw TeXError("expected something after '\(token.text)'", at: next.offset)
        }
        return node
    }

    /// A braced group, a command with its arguments, or a symbol; nil for a command that makes nothing.
    mutating func group(until ends: (TeXToken) -> Bool) throws(TeXError) -> MathNode? {
        let token = try peek()
        depth += 1
        defer { depth -= 1 }
        guard depth < Self.depthLimit else { throw TeXError("the formula is nested too deeply", at: token.offset) }
        if token.isCharacter("{") {
            try consume()
            return .group(try groupBody(opening: token))
        }
        if token.kind == .command {
            try consume()
            return try command(token, until: ends)
        }
        try consume()
        if mode == .text, token.isCharacter("$") { return try inlineMath(opening: token) }
        return try symbol(token)
    }

    /// `$…$` inside text: math in text style.
    private mutating func inlineMath(opening: TeXToken) throws(TeXError) -> MathNode {
        mode = .math
        defer { mode = .text }
        let body = try expression(until: { $0.isCharacter("$") })
        let close = try consume()
        guard close.isCharacter("$") else {
            throw TeXError("expected '$' to close the '$' at \(opening.offset + 1), found \(describe(close))",
                           at: close.offset)
        }
        return .style(.text, body)
    }

    /// What follows `{` up to its `}`, which is read; definitions inside last to the `}`.
    mutating func groupBody(opening: TeXToken) throws(TeXError) -> [MathNode] {
        tokens.beginGroup()
        defer { tokens.endGroup() }
        let body = try expression(until: { _ in false })
        let close = try consume()
        guard close.isCharacter("}") else {
            throw TeXError("expected '}' to close the '{' at \(opening.offset + 1), found \(describe(close))",
                           at: close.offset)
        }
        return body
    }

    /// An argument of a command: a braced group's body, or one symbol or command.
    mutating func argument(for command: TeXToken) throws(TeXError) -> MathNode {
        if mode == .math { try skipSpaces() } else if try peek().kind == .space { try consume() }
        let next = try peek()
        if next.kind == .end || Self.endsExpression(next) && !next.isCharacter("&") {
            throw TeXError("\(command.text) lacks an argument", at: next.offset)
        }
        guard let node = try group(until: { _ in false }) else {
            throw TeXError("\(command.text) lacks an argument", at: next.offset)
        }
        return node
    }

    /// An argument read in `mode`, the mode restored afterwards.
    mutating func argument(for command: TeXToken, in mode: Mode) throws(TeXError) -> MathNode {
        let outer = self.mode
        self.mode = mode
        defer { self.mode = outer }
        return try argument(for: command)
    }

    /// `[…]` if it comes next, parsed as an expression.
    mutating func optionalArgument() throws(TeXError) -> [MathNode]? {
        if mode == .math { try skipSpaces() }
        guard try peek().isCharacter("[") else { return nil }
        let open = try consume()
        let body = try expression(until: { $0.isCharacter("]") })
        let close = try consume()
        guard close.isCharacter("]") else {
            throw TeXError("expected ']' to close the '[' at \(open.offset + 1), found \(describe(close))",
                           at: close.offset)
        }
        return body
    }

    // MARK: Symbols

    /// The large operators written as characters, and whether their scripts go below and above in display style.
    static let largeOperatorCharacters: [String: Bool] = [
        "\u{220F}": true, "\u{2210}": true, "\u{2211}": true, "\u{22C0}": true, "\u{22C1}": true, "\u{22C2}": true,
        "\u{22C3}": true, "\u{2A00}": true, "\u{2A01}": true, "\u{2A02}": true, "\u{2A04}": true, "\u{2A06}": true,
        "\u{222B}": false, "\u{222C}": false, "\u{222D}": false, "\u{222E}": false, "\u{222F}": false,
        "\u{2230}": false,
    ]

    /// A character: a symbol of the mode, a letter with accents, or any other letter or character as text.
    mutating func symbol(_ token: TeXToken) throws(TeXError) -> MathNode {
        if mode == .text, let ligature = try ligature(starting: token) { return .symbol(ligature) }
        if let symbol = TeXSymbols.symbol(token.text, math: mode == .math) { return .symbol(symbol) }
        if ["{", "}", "&", "#", "^", "_", "$"].contains(token.text) { throw unexpected(token) }
        if mode == .math, let op = Self.largeOperatorCharacters[token.text] {
            return .largeOperator(LargeOperator(content: .symbol(token.text), limits: op))
        }
        if let accented = try accentedLetter(token) { return accented }
        // Letters of other scripts, and other characters, are text, as KaTeX shows them.
        return .symbol(TeXSymbol(name: token.text, character: token.text, group: .textord, isMath: false))
    }

    /// Text's ligatures, as TeX's text fonts make them: `--` an en dash, `---` an em dash, ``` `` ``` and `''` quotes.
    private mutating func ligature(starting token: TeXToken) throws(TeXError) -> TeXSymbol? {
        let longest = token.text == "-" ? 3 : token.text == "`" || token.text == "'" ? 2 : 1
        var text = token.text
        while text.count < longest, try peek().isCharacter(token.text) {
            try consume()
            text += token.text
        }
        return text.count > 1 ? TeXSymbols.text[text] : nil
    }
}
