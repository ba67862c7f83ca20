/// TOML: tables (`[server]`, `[[bin]]`) as keywords, keys as names, and typed values: strings of four kinds,
/// dates, numbers, booleans, arrays and inline tables.
struct TOMLLexer: Lexer {
    static let names = ["toml"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = TOMLScanner(code: code)
        scanner.run()
        return scanner.sink.tokens
    }
}
