@testable import Highlighting

/// One token as its text and class, to compare a lexer's output with what a test expects.
struct Lexed: Equatable, CustomStringConvertible {
    let text: String
    let kind: TokenClass

    init(_ text: String, _ kind: TokenClass) {
        self.text = text
        self.kind = kind
    }

    var description: String { "(\(text.debugDescription), .\(kind))" }

    /// The tokens `lexer` gives `code`, leaving out punctuation and operators (their classes matter little and
    /// would make the expected lists long).
    static func significant(_ lexer: any Lexer, _ code: String) -> [Lexed] {
        all(lexer, code).filter { $0.kind != .punctuation && $0.kind != .operator }
    }

    static func all(_ lexer: any Lexer, _ code: String) -> [Lexed] {
        let bytes = Array(code.utf8)
        let tokens = bytes.withUnsafeBufferPointer { lexer.tokens(in: $0) }
        return tokens.map { Lexed(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self), $0.kind) }
    }
}
