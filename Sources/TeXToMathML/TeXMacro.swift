/// A macro: TeX tokens that replace a command, with `#1`… standing for its arguments.
struct TeXMacro {
    /// How many arguments it takes.
    var parameters: Int
    /// The replacement, in reading order; `#` then a digit is a parameter.
    var body: [TeXToken]
    /// `\newcommand{\x}[2][default]{…}`: the first argument is optional, in brackets, with this default.
    var optionalDefault: [TeXToken]?

    /// A macro of `text`, whose parameters are the highest `#n` in it.
    init(_ text: String) {
        var lexer = TeXLexer(Array(text.utf8))
        var tokens: [TeXToken] = []
        while let token = try? lexer.next(), token.kind != .end { tokens.append(token) }
        var highest = 0
        for (index, token) in tokens.enumerated() where token.isCharacter("#") && index + 1 < tokens.count {
            if let digit = Int(tokens[index + 1].text) { highest = max(highest, digit) }
        }
        self.init(parameters: highest, body: tokens)
    }

    init(parameters: Int, body: [TeXToken], optionalDefault: [TeXToken]? = nil) {
        self.parameters = parameters
        self.body = body
        self.optionalDefault = optionalDefault
    }

    /// The body with each parameter replaced by its argument's tokens, every token placed at `offset`.
    func expansion(with arguments: [[TeXToken]], at offset: Int) throws(TeXError) -> [TeXToken] {
        var result: [TeXToken] = []
        result.reserveCapacity(body.count)
        var index = 0
        while index < body.count {
            var token = body[index]
            if token.isCharacter("#"), index + 1 < body.count {
                let next = body[index + 1]
                if next.isCharacter("#") {  // `##` is one `#`
                    token.offset = offset
                    result.append(token)
                    index += 2
                    continue
                }
                guard let number = Int(next.text), number >= 1, number <= arguments.count else {
                    throw TeXError("the macro has no parameter \(next.text)", at: offset)
                }
                result += arguments[number - 1]
                index += 2
                continue
            }
            token.offset = offset
            result.append(token)
            index += 1
        }
        return result
    }
}
