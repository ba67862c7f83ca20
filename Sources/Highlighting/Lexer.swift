/// A language's lexer: reads a code block's text and returns its tokens.
///
/// Tokens come in order, do not overlap, and lie within the text; bytes outside every token are plain. A lexer
/// never fails: text it does not understand is plain (or `.error`), and it always reaches the end.
public protocol Lexer: Sendable {
    /// The fence info words that choose this lexer (`swift`; `js`, `javascript`), lowercase.
    static var names: [String] { get }
    init()
    /// The tokens of `code`, its UTF-8 bytes.
    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token]
}
