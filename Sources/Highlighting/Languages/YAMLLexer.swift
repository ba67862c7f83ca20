/// YAML: keys as tags, plain scalars plain, quoted scalars strings, block scalars (`|`, `>`) as constants,
/// anchors, aliases and tags, comments, document markers and directives, and flow collections.
public struct YAMLLexer: Lexer {
    public static let names = ["yaml", "yml"]

    public init() {}

    public func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = YAMLScanner(code: code)
        scanner.run()
        return scanner.sink.tokens
    }
}
