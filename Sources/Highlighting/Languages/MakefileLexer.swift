/// Makefiles (GNU and BSD): directive lines (`ifeq`, `include`, `define`, `.if`) as preprocessor lines, comments,
/// variables and their assignments, targets, `$(…)` expansions, automatic variables, and recipes as shell code.
struct MakefileLexer: Lexer {
    static let names = ["makefile", "make", "mf", "bsdmake", "gnumakefile", "mk", "mak"]

    init() {}

    private static let directives = WordTable([(.keyword, """
        ifeq ifneq ifdef ifndef else endif include -include sinclude define endef vpath if override
        """)])
    private static let bsdDirectives = WordTable([(.keyword, """
        include undef error warning if else elif endif for endfor
        """)])

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var sink = TokenSink()
        var rest = SplicedCode()
        // Directive and comment lines, put in order among the rest's tokens when it is lexed.
        var lines: [Token] = []
        var continued = false
        var line = 0
        while line < code.count {
            let end = code.lineEnd(from: line)
            let next = min(end + 1, code.count)
            let first = code.blanksEnd(from: line)
            if continued || isDirective(code, line) {
                lines.append(Token(.commentPreproc, first, end))
                var last = end
                while last > line && code[last - 1].isSpace { last -= 1 }
                continued = last > line && code[last - 1] == UInt8(ascii: "\\")
            } else if code.at(first) == UInt8(ascii: "#")
                        || code.at(first) == UInt8(ascii: "@") && code.at(first + 1) == UInt8(ascii: "#") {
                lines.append(Token(.comment, first, end))
            } else {
                rest.append(code, line, next)
            }
            line = next
        }
        rest.flush(into: &sink, with: lines.filter { $0.end > $0.start }) { text in
            var scanner = MakefileScanner(code: text)
            scanner.run()
            return scanner.sink.tokens
        }
        return sink.tokens
    }

    /// A line that starts (after blanks) with a directive word followed by white space, or with `:`.
    private func isDirective(_ code: UnsafeBufferPointer<UInt8>, _ line: Int) -> Bool {
        var k = line
        if code.at(k) == UInt8(ascii: ".") {
            k = code.blanksEnd(from: k + 1)
            let end = code.identifierEnd(from: k)
            if Self.bsdDirectives.contains(code, k, end) && code.at(end).isSpace { return true }
            k = line
        }
        k = code.blanksEnd(from: k)
        if code.at(k) == UInt8(ascii: ":") && code.at(k + 1).isSpace { return true }
        var end = code.at(k) == UInt8(ascii: "-") ? k + 1 : k
        end = code.identifierEnd(from: end)
        return end > k && Self.directives.contains(code, k, end) && code.at(end).isSpace
            && !(code.has("override", at: k) || code.has("sinclude", at: k))
    }
}
