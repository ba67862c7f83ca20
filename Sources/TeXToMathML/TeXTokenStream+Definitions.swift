extension TeXTokenStream {
    /// Takes in a definition if `token` starts one (`\newcommand`, `\def`, `\let` and their kin) and returns true;
    /// false, having read nothing, for any other token.
    mutating func define(_ token: TeXToken) throws(TeXError) -> Bool {
        switch token.text {
        case "\\newcommand", "\\renewcommand", "\\providecommand":
            try newCommand(token)
        case "\\def", "\\edef": try def(token, global: false)
        case "\\gdef", "\\xdef": try def(token, global: true)
        case "\\global":
            try skipSpaces()
            let next = try pop()
            switch next.text {
            case "\\def", "\\edef", "\\gdef", "\\xdef": try def(next, global: true)
            case "\\let": try letCommand(next, global: true)
            default: throw TeXError("\\global must be followed by \\def or \\let", at: next.offset)
            }
        case "\\let": try letCommand(token, global: false)
        default: return false
        }
        return true
    }

    /// `\newcommand{\name}[parameters][default]{body}`, `\renewcommand` and `\providecommand`.
    private mutating func newCommand(_ token: TeXToken) throws(TeXError) {
        try skipSpaces()
        if (try peekUnexpanded()).isCharacter("*") { _ = try pop() }
        let nameTokens = try argument(for: token)
        guard nameTokens.count == 1, let name = nameTokens.first, name.kind == .command else {
            throw TeXError("\(token.text)'s first argument must be a command", at: nameTokens.first?.offset ?? token.offset)
        }
        var parameters = 0
        if let count = try optionalArgument() {
            let text = count.map(\.text).joined().trimmingCharacters(in: " ")
            guard let number = Int(text), (0...9).contains(number) else {
                throw TeXError("invalid number of arguments: \(text)", at: count.first?.offset ?? token.offset)
            }
            parameters = number
        }
        let optional = parameters > 0 ? try optionalArgument() : nil
        let body = try argument(for: token)
        let exists = isDefined(name.text)
        switch token.text {
        case "\\newcommand" where exists:
            throw TeXError("\\newcommand{\(name.text)} would redefine \(name.text); use \\renewcommand",
                           at: name.offset)
        case "\\renewcommand" where !exists:
            throw TeXError("\\renewcommand{\(name.text)}: \(name.text) is not defined; use \\newcommand",
                           at: name.offset)
        case "\\providecommand" where exists: return
        default: break
        }
        set(name.text, TeXMacro(parameters: parameters, body: body, optionalDefault: optional))
    }

    /// `\def\name#1#2{body}`: undelimited parameters only.
    private mutating func def(_ token: TeXToken, global: Bool) throws(TeXError) {
        try skipSpaces()
        let name = try pop()
        guard name.kind == .command else { throw TeXError("\(token.text) must be followed by a command", at: name.offset) }
        var parameters = 0
        while true {
            let next = try pop()
            if next.isCharacter("{") {
                push(next)
                break
            }
            guard next.isCharacter("#") else {
                throw TeXError("\(token.text)\(name.text): parameters must be #1, #2, … in order", at: next.offset)
            }
            let digit = try pop()
            guard Int(digit.text) == parameters + 1 else {
                throw TeXError("\(token.text)\(name.text): parameters must be #1, #2, … in order", at: digit.offset)
            }
            parameters += 1
        }
        let body = try argument(for: token)
        set(name.text, TeXMacro(parameters: parameters, body: body), global: global)
    }

    /// `\let\new\old` or `\let\new=\old`: `\new` means what `\old` means now.
    private mutating func letCommand(_ token: TeXToken, global: Bool) throws(TeXError) {
        try skipSpaces()
        let name = try pop()
        guard name.kind == .command else { throw TeXError("\\let must be followed by a command", at: name.offset) }
        try skipSpaces()
        var meaning = try pop()
        if meaning.isCharacter("=") {
            try skipSpaces()
            meaning = try pop()
        }
        if meaning.kind == .end { throw TeXError("\\let\(name.text) lacks a meaning", at: meaning.offset) }
        let macro = macros[meaning.text] ?? TeXBuiltinMacros.macro(named: meaning.text)
            ?? TeXMacro(parameters: 0, body: [meaning])
        set(name.text, macro, global: global)
    }

    /// True when `name` means something already: a macro, a command of the parser, or a symbol.
    func isDefined(_ name: String) -> Bool {
        macros[name] != nil || TeXBuiltinMacros.macro(named: name) != nil || TeXParser.isCommand(name)
            || TeXSymbols.math[name] != nil || TeXSymbols.text[name] != nil
    }
}

extension String {
    /// The text without `character` at either end.
    func trimmingCharacters(in character: Character) -> String {
        var text = Substring(self)
        while text.first == character { text = text.dropFirst() }
        while text.last == character { text = text.dropLast() }
        return String(text)
    }
}
