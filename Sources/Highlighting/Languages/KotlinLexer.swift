/// Kotlin: string templates, `"""` strings, declarations (`fun`, `val`, `class`) and their modifiers, labels.
struct KotlinLexer: Lexer {
    static let names = ["kotlin", "kt", "kts"]
    static let syntax = CLikeSyntax(.kotlin, words: [
        (.keyword, """
            as break by catch constructor continue do dynamic else finally get for if init in is out reified return \
            set super this throw try typealias typeof vararg when where while package import
            """),
        (.nameBuiltin, "it"),
        (.keywordType, "Boolean Byte Char Double Float Int Long Short String Any Unit"),
        (.keywordConstant, "true false null"),
        (.keywordDeclaration, """
            val var fun class interface object actual abstract annotation companion const crossinline data enum \
            expect external final infix inline inner internal lateinit noinline open operator override private \
            protected public sealed suspend tailrec value
            """),
    ], types: "class interface object")

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = CLikeScanner(code: code, syntax: Self.syntax)
        return scanner.tokens()
    }
}
