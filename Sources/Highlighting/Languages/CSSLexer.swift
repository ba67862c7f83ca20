/// CSS: selectors (tags, `.classes`, `#ids`, `:pseudo-classes`), at-rules, declarations with known properties as
/// keywords, and values: keyword values and colours, functions, numbers with units, strings, `!important`.
public struct CSSLexer: Lexer {
    public static let names = ["css"]

    public init() {}

    public func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = CSSScanner(code: code)
        scanner.run()
        return scanner.sink.tokens
    }
}
