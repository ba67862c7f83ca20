/// Java, with Pygments' habits kept where themes rely on them: members after `.` and declared methods are names
/// of their own.
struct JavaLexer: Lexer {
    static let names = ["java"]
    static let syntax = CLikeSyntax(.java, words: [
        (.keyword, """
            assert break case catch continue default do else finally for if goto instanceof new return switch this \
            throw try while
            """),
        (.keywordDeclaration, """
            abstract const enum exports extends final implements native non-sealed open opens permits private \
            protected provides public requires sealed static strictfp super synchronized throws to transient \
            transitive uses volatile with yield class interface module var record
            """),
        (.keywordType, "boolean byte char double float int long short void"),
        (.keywordConstant, "true false null"),
        (.keywordNamespace, "package import"),
    ], types: "class interface record")

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = CLikeScanner(code: code, syntax: Self.syntax)
        return scanner.tokens()
    }
}
