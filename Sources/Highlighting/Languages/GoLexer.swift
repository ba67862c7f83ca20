/// Go: raw strings in backquotes, runes, imaginary numbers, and builtins where they are called.
struct GoLexer: Lexer {
    static let names = ["go", "golang"]
    static let syntax = CLikeSyntax(.go, words: [
        (.keywordNamespace, "import package"),
        (.keywordDeclaration, "var func struct map chan type interface const"),
        (.keyword, "break default select case defer go else goto switch fallthrough if range continue for return"),
        (.keywordConstant, "true false iota nil"),
        (.keywordType, """
            uint uint8 uint16 uint32 uint64 int int8 int16 int32 int64 float float32 float64 complex64 complex128 \
            byte rune string bool error uintptr any comparable
            """),
        (.nameBuiltin, """
            print println panic recover close complex real imag len cap append copy delete new make min max clear
            """),
    ])

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = CLikeScanner(code: code, syntax: Self.syntax)
        return scanner.tokens()
    }
}
