/// Swift, read as the compiler's own lexer reads it, with the parser's rules for contextual keywords where the
/// neighbouring tokens can tell them: nested and doc comments; raw, multi-line and interpolated strings (with
/// nested parentheses, strings and closures inside `\(…)` and `\#(…)`); every numeric form; regex literals told
/// from division by the compiler's own rules; attributes, `#if` lines and macros; keywords used as argument labels
/// or after `.` are names. It works on bytes in one pass, with no regular expressions.
struct SwiftLexer: Lexer {
    static let names = ["swift"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        guard let base = code.baseAddress, !code.isEmpty else { return [] }
        var scanner = SwiftScanner(base: base, count: code.count)
        scanner.scanCode(in: nil)
        return scanner.tokens
    }
}
