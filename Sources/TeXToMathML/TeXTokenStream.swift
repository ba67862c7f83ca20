/// The tokens of a formula with its macros expanded, as TeX's mouth gives them to its stomach: read from the lexer
/// or from tokens put back, with macros replaced by their bodies and definitions (`\newcommand`, `\def`) taken in.
struct TeXTokenStream {
    fileprivate(set) var lexer: TeXLexer
    /// Tokens put back or made by macros, the next one last.
    fileprivate(set) var stack: [TeXToken] = []
    /// The macros defined by the formula and by the formulas before it.
    var macros: [String: TeXMacro]
    /// For each group open, the definitions it made and what they replaced, undone when it closes.
    private var undo: [[(name: String, previous: TeXMacro?)]] = []
    private var expansions = 0
    /// TeX gives up after this many expansions: a macro that expands to itself never ends.
    static let expansionLimit = 1000

    init(_ bytes: [UInt8], macros: [String: TeXMacro]) {
        lexer = TeXLexer(bytes)
        self.macros = macros
    }

    var end: Int { lexer.bytes.count }

    /// The next token, unexpanded.
    mutating func pop() throws(TeXError) -> TeXToken {
        if let token = stack.popLast() { return token }
        return try lexer.next()
    }

    /// Puts `token` back, to be read next.
    mutating func push(_ token: TeXToken) { stack.append(token) }

    /// Puts `tokens` back, to be read next in their order.
    mutating func push(_ tokens: [TeXToken]) { stack += tokens.reversed() }

    mutating func peekUnexpanded() throws(TeXError) -> TeXToken {
        let token = try pop()
        push(token)
        return token
    }

    /// The next token after expanding every macro at the front.
    mutating func next() throws(TeXError) -> TeXToken {
        while true {
            let token = try pop()
            // Commands, and the characters that are macros: `~` and a few non-ASCII ones (`≠`).
            guard token.kind == .command || token.kind == .character
                    && (token.text == "~" || token.text.utf8.first.map { $0 >= 0x80 } == true) else { return token }
            if token.kind == .command, try define(token) { continue }
            guard let macro = macros[token.text] ?? TeXBuiltinMacros.macro(named: token.text) else { return token }
            expansions += 1
            guard expansions <= Self.expansionLimit else {
                throw TeXError("too many macro expansions: a macro that never ends?", at: token.offset)
            }
            var arguments: [[TeXToken]] = []
            if let optional = macro.optionalDefault {
                arguments.append(try optionalArgument() ?? optional)
            }
            while arguments.count < macro.parameters { arguments.append(try argument(for: token)) }
            push(try macro.expansion(with: arguments, at: token.offset))
        }
    }

    /// Skips spaces, unexpanded.
    mutating func skipSpaces() throws(TeXError) {
        while true {
            let token = try pop()
            if token.kind != .space {
                push(token)
                return
            }
        }
    }

    /// A macro's argument, unexpanded: a braced group's tokens without the braces, or one token.
    mutating func argument(for command: TeXToken) throws(TeXError) -> [TeXToken] {
        try skipSpaces()
        let first = try pop()
        switch first.kind {
        case .end: throw TeXError("\(command.text) lacks an argument", at: first.offset)
        case .character where first.text == "{": return try balanced(until: "}", opening: first)
        case .character where first.text == "}":
            throw TeXError("\(command.text) lacks an argument before '}'", at: first.offset)
        default: return [first]
        }
    }

    /// `[…]` if it comes next, unexpanded, without the brackets.
    mutating func optionalArgument() throws(TeXError) -> [TeXToken]? {
        try skipSpaces()
        let first = try pop()
        guard first.isCharacter("[") else {
            push(first)
            return nil
        }
        return try balanced(until: "]", opening: first)
    }

    /// The tokens up to `closing` at the same depth of braces, which is read and dropped.
    mutating func balanced(until closing: String, opening: TeXToken) throws(TeXError) -> [TeXToken] {
        var tokens: [TeXToken] = []
        var depth = 0
        while true {
            let token = try pop()
            if token.kind == .end { throw TeXError("'\(opening.text)' is never closed by '\(closing)'", at: token.offset) }
            if token.kind == .character {
                if depth == 0, token.text == closing { return tokens }
                if token.text == "{" { depth += 1 }
                if token.text == "}" {
                    depth -= 1
                    if depth < 0 { throw TeXError("unbalanced '}' inside '\(opening.text)…'", at: token.offset) }
                }
            }
            tokens.append(token)
        }
    }

    // MARK: Groups

    mutating func beginGroup() { undo.append([]) }

    mutating func endGroup() {
        for (name, previous) in (undo.popLast() ?? []).reversed() { macros[name] = previous }
    }

    /// Defines `name`, until the current group ends unless `global`.
    mutating func set(_ name: String, _ macro: TeXMacro?, global: Bool = false) {
        if !global, !undo.isEmpty { undo[undo.count - 1].append((name, macros[name])) }
        if global { for index in undo.indices { undo[index].removeAll { $0.name == name } } }
        macros[name] = macro
    }
}

extension TeXTokenStream {
    /// `\verb`'s text: from the character after the command to the next of the same, as written.
    mutating func verbatim(after token: TeXToken) throws(TeXError) -> String {
        guard stack.isEmpty else { throw TeXError("\\verb cannot be used in a macro's argument", at: token.offset) }
        return try lexer.verbatim(after: token)
    }
}
