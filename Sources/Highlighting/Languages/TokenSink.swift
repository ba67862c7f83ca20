/// Collects a lexer's tokens in order, joining a token to the one before it when both have the same class and
/// touch, and dropping empty ones, so that lexers can emit freely.
struct TokenSink {
    private(set) var tokens: [Token] = []

    init(capacity: Int = 0) {
        tokens.reserveCapacity(capacity)
    }

    mutating func add(_ kind: TokenClass, _ start: Int, _ end: Int) {
        guard end > start else { return }
        if let last = tokens.last, last.kind == kind, last.end == start {
            tokens[tokens.count - 1].end = end
        } else {
            tokens.append(Token(kind, start, end))
        }
    }

    /// Adds tokens that another lexer produced for a part of the text starting at `offset`.
    mutating func add(_ other: [Token], offset: Int) {
        for token in other {
            add(token.kind, token.start + offset, token.end + offset)
        }
    }

    /// The end of the last token, or 0.
    var end: Int { tokens.last?.end ?? 0 }
}
