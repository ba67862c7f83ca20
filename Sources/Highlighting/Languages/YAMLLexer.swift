/// YAML: keys as tags, plain scalars plain, quoted scalars strings, block scalars (`|`, `>`) as constants,
/// anchors, aliases and tags, comments, document markers and directives, and flow collections.
struct YAMLLexer: Lexer {
    static let names = ["yaml", "yml"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = YAMLScanner(code: code)
        scanner.run()
        return scanner.sink.tokens
    }
}
