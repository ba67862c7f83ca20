/// Shell scripts (bash, sh, zsh, ksh): keywords, builtins, variables and assignments, the three kinds of quotes,
/// `$(…)`, `${…}`, `$((…))` and backquotes nested to any depth, here-documents and comments.
struct BashLexer: Lexer {
    static let names = ["bash", "sh", "zsh", "shell", "ksh", "shell-script", "openrc"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = BashScanner(code: code)
        if code.has("#!", at: 0) {
            scanner.i = code.lineEnd(from: 0)
            scanner.sink.add(.commentHashbang, 0, scanner.i)
        }
        scanner.run(until: .end)
        return scanner.sink.tokens
    }

    static let keywords = WordTable([(.keyword,
        "if fi else while in do done for then return function case select break continue until esac elif")])
    static let builtins = WordTable([(.nameBuiltin, """
        alias bg bind builtin caller cd command compgen complete declare dirs disown echo enable eval exec exit \
        export false fc fg getopts hash help history jobs kill let local logout popd printf pushd pwd read \
        readonly set shift shopt source suspend test time times trap true type typeset ulimit umask unalias \
        unset wait
        """)])
}
