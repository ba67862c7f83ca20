/// Dockerfiles: instructions as keywords, image names and plain arguments as strings, exec-form arrays as JSON,
/// and the shell commands of `RUN` and the rest (with their `\` continuations) as shell code.
struct DockerfileLexer: Lexer {
    static let names = ["dockerfile", "docker", "containerfile"]

    init() {}

    private static let plainArguments = WordTable([(.keyword, "maintainer expose workdir user stopsignal volume")],
                                                  caseInsensitive: true)
    private static let onbuild = WordTable([(.keyword, "onbuild")], caseInsensitive: true)
    private static let arrayForms = WordTable([(.keyword, "volume entrypoint cmd shell")], caseInsensitive: true)
    private static let shellForms = WordTable([(.keyword, """
        run cmd entrypoint env arg label add copy healthcheck
        """)], caseInsensitive: true)

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var sink = TokenSink()
        var line = 0
        while line < code.count {
            var k = line
            if code[k] == UInt8(ascii: "#") {
                k = code.lineEnd(from: k)
                sink.add(.comment, line, k)
                line = k + 1
                continue
            }
            let wordEnd = code.identifierEnd(from: k)
            let argument = code.blanksEnd(from: wordEnd)
            let hasSpace = argument > wordEnd || code.at(wordEnd) == 10
            // ONBUILD takes another instruction.
            if hasSpace && wordEnd == k + 7 && Self.onbuild.contains(code, k, wordEnd) {
                sink.add(.keyword, k, wordEnd)
                line = argument
                continue
            }
            if hasSpace && code.has("FROM", at: k) || hasSpace && code.has("from", at: k) && wordEnd == k + 4 {
                sink.add(.keyword, k, wordEnd)
                line = scanFrom(code, argument, into: &sink)
                continue
            }
            if hasSpace && Self.arrayForms.contains(code, k, wordEnd) && code.at(argument) == UInt8(ascii: "[") {
                var close = argument
                while close < code.count && code[close] != 10 && code[close] != UInt8(ascii: "]") { close += 1 }
                if code.at(close) == UInt8(ascii: "]") {
                    sink.add(.keyword, k, wordEnd)
                    let array = UnsafeBufferPointer(rebasing: code[argument..<(close + 1)])
                    sink.add(JSONLexer().tokens(in: array), offset: argument)
                    line = close + 1
                    continue
                }
            }
            if hasSpace && Self.plainArguments.contains(code, k, wordEnd) {
                sink.add(.keyword, k, wordEnd)
                let end = code.lineEnd(from: argument)
                sink.add(.string, argument, end)
                line = end + 1
                continue
            }
            if hasSpace && Self.shellForms.contains(code, k, wordEnd) {
                sink.add(.keyword, k, wordEnd)
                k = argument
            }
            line = scanShell(code, from: k, into: &sink)
        }
        return sink.tokens
    }

    /// `FROM image [AS name]`.
    private func scanFrom(_ code: UnsafeBufferPointer<UInt8>, _ start: Int, into sink: inout TokenSink) -> Int {
        var k = start
        while k < code.count && !code[k].isSpace { k += 1 }
        sink.add(.string, start, k)
        let alias = code.blanksEnd(from: k)
        if (code.has("AS", at: alias) || code.has("as", at: alias)) && code.at(alias + 2).isBlank {
            sink.add(.keyword, alias, alias + 2)
            let name = code.blanksEnd(from: alias + 2)
            var end = name
            while end < code.count && !code[end].isSpace { end += 1 }
            sink.add(.string, name, end)
            k = end
        }
        return k
    }

    /// A shell command from `start` to the end of its last `\`-continued line.
    private func scanShell(_ code: UnsafeBufferPointer<UInt8>, from start: Int, into sink: inout TokenSink) -> Int {
        var end = code.lineEnd(from: start)
        while end > start && end < code.count && code[end - 1] == UInt8(ascii: "\\") {
            end = code.lineEnd(from: end + 1)
        }
        if end > start {
            sink.add(BashLexer().tokens(in: UnsafeBufferPointer(rebasing: code[start..<end])), offset: start)
        }
        return end + 1
    }
}
