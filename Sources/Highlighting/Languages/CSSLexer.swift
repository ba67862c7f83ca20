/// CSS: selectors (tags, `.classes`, `#ids`, `:pseudo-classes`), at-rules, declarations with known properties as
/// keywords, and values: keyword values and colours, functions, numbers with units, strings, `!important`.
struct CSSLexer: Lexer {
    static let names = ["css"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = CSSScanner(code: code)
        scanner.run()
        return scanner.sink.tokens
    }
}
