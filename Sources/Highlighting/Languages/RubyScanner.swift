/// One read of Ruby code; `#{…}` is a nested `run` that returns at its `}`. Heredoc bodies are read at the end
/// of the line that opened them. Strings and literals are in `RubyScanner+Literals`.
struct RubyScanner {
    let code: UnsafeBufferPointer<UInt8>
    var sink = TokenSink()
    var i = 0
    /// Heredocs opened on the current line: whether their end may be indented, and their word.
    var heredocs: [(tolerant: Bool, start: Int, end: Int)] = []
    var pending: TokenClass?

    init(code: UnsafeBufferPointer<UInt8>) {
        self.code = code
    }

    mutating func run(inInterpolation: Bool) {
        var depth = 0
        while i < code.count {
            let c = code[i]
            let start = i
            if c == 10 {
                i += 1
                if !heredocs.isEmpty { scanHeredocBodies() }
                continue
            }
            if c.isSpace { i += 1; continue }
            if inInterpolation {
                if c == UInt8(ascii: "{") { depth += 1 }
                if c == UInt8(ascii: "}") {
                    if depth == 0 { return }
                    depth -= 1
                }
            }
            if c == UInt8(ascii: "#") {
                i = code.lineEnd(from: i)
                sink.add(.commentSingle, start, i)
                continue
            }
            if c == UInt8(ascii: "=") && code.has("=begin", at: i) && (i == 0 || code[i - 1] == 10)
                && code.at(i + 6).isSpace {
                scanBlockComment()
                continue
            }
            if code.has("__END__", at: i) && (i == 0 || code[i - 1] == 10) {
                sink.add(.commentPreproc, i, code.count)
                i = code.count
                continue
            }
            if c.isIdentifierStart {
                scanWord()
                continue
            }
            if c.isDigit {
                scanNumber()
                continue
            }
            if scanLiteral(c) { continue }
            scanOperator(c)
        }
    }

    private mutating func scanBlockComment() {
        let start = i
        var line = code.lineEnd(from: i) + 1
        while line < code.count && !(code.has("=end", at: line)) { line = code.lineEnd(from: line) + 1 }
        i = min(code.lineEnd(from: line), code.count)
        sink.add(.commentMultiline, start, i)
    }

    private mutating func scanWord() {
        let start = i
        var end = code.identifierEnd(from: i)
        let suffix = code.at(end)
        let hasSuffix = (suffix == UInt8(ascii: "?") || suffix == UInt8(ascii: "!")) && code.at(end + 1) != 61
        if start > 0 && code[start - 1] == UInt8(ascii: ".") && code.at(start - 2) != UInt8(ascii: ".") {
            i = hasSuffix ? end + 1 : end
            sink.add(.name, start, i)
            return
        }
        if let pending {
            self.pending = nil
            if scanDeclaredName(pending, start, end) { return }
        }
        if let keyword = RubyLexer.words.lookup(code, start, end) {
            if code.has("defined", at: start) && suffix == UInt8(ascii: "?") { end += 1 }
            i = end
            sink.add(keyword, start, end)
            return
        }
        if isWord("def", start, end) { pending = .nameFunction }
        if isWord("class", start, end) { pending = .nameClass }
        if isWord("module", start, end) { pending = .nameNamespace }
        if pending != nil {
            i = end
            sink.add(.keyword, start, end)
            return
        }
        if hasSuffix && suffix == UInt8(ascii: "?") && RubyLexer.predicates.contains(code, start, end)
            || suffix == UInt8(ascii: "!") && isBangBuiltin(start, end) {
            i = end + 1
            sink.add(.nameBuiltin, start, i)
            return
        }
        if isWord("__FILE__", start, end) || isWord("__LINE__", start, end) {
            i = end
            sink.add(.nameBuiltinPseudo, start, end)
            return
        }
        if RubyLexer.builtins.contains(code, start, end) {
            i = end
            sink.add(.nameBuiltin, start, end)
            return
        }
        if suffix == UInt8(ascii: ":") && code.at(end + 1) != UInt8(ascii: ":") {
            sink.add(.stringSymbol, start, end)
            sink.add(.punctuation, end, end + 1)
            i = end + 1
            return
        }
        i = hasSuffix ? end + 1 : end
        let isConstant = code[start] >= 65 && code[start] <= 90 && end - start >= 2
        sink.add(isConstant && !hasSuffix ? .nameConstant : .name, start, i)
    }

    func isWord(_ word: StaticString, _ start: Int, _ end: Int) -> Bool {
        end - start == word.utf8CodeUnitCount && code.has(word, at: start)
    }

    private func isBangBuiltin(_ start: Int, _ end: Int) -> Bool {
        ["chomp", "chop", "exit", "gsub", "sub"].contains { $0.utf8.elementsEqual(code[start..<end]) }
    }

    /// The name after `def` (with its `self.` scope), `class` or `module` (with its `::` path).
    private mutating func scanDeclaredName(_ kind: TokenClass, _ start: Int, _ end: Int) -> Bool {
        switch kind {
        case .nameFunction:
            var nameStart = start
            if code.at(end) == UInt8(ascii: ".") && code.at(end + 1).isIdentifierStart {
                sink.add(.nameClass, start, end)
                sink.add(.operator, end, end + 1)
                nameStart = end + 1
            }
            var nameEnd = code.identifierEnd(from: nameStart)
            if "!?=".utf8.contains(code.at(nameEnd)) && code.at(nameEnd + 1) != UInt8(ascii: "=")
                && code.at(nameEnd + 1) != UInt8(ascii: ">") { nameEnd += 1 }
            sink.add(.nameFunction, nameStart, nameEnd)
            i = nameEnd
            return true
        case .nameClass:
            guard code[start] >= 65 && code[start] <= 90 || code[start] == 95 else { return false }
            i = end
            sink.add(.nameClass, start, end)
            return true
        default:
            var k = end
            while code.has("::", at: k) && code.at(k + 2).isIdentifierStart { k = code.identifierEnd(from: k + 2) }
            i = k
            sink.add(.nameNamespace, start, k)
            return true
        }
    }

    /// Digits, then a `/` or `?` that is an operator, not a regex or a character.
    private mutating func scanNumber() {
        let start = i
        var k = i
        if code.has("0x", at: k) || code.has("0b", at: k) { k += 2 }
        while k < code.count && (code[k].isHexDigit && (code.at(start + 1) | 0x20 == 120 || code[k].isDigit)
                                 || code[k] == 95 && code.at(k + 1).isHexDigit) { k += 1 }
        sink.add(.numberInteger, start, k)
        let after = code.blanksEnd(from: k)
        if code.at(after) == UInt8(ascii: "/") || code.at(after) == UInt8(ascii: "?") {
            sink.add(.operator, after, after + 1)
            k = after + 1
        }
        i = k
    }

    private mutating func scanOperator(_ c: UInt8) {
        let start = i
        if code.has("::", at: i) {
            i += 2
            sink.add(.operator, start, i)
            return
        }
        if c == UInt8(ascii: ".") && !code.has("..", at: i), let end = operatorNameEnd(i + 1) {
            sink.add(.operator, start, start + 1)
            sink.add(.operator, start + 1, end)
            i = end
            return
        }
        i += 1
        if ByteSet.rubyPunctuation.contains(c) {
            sink.add(.punctuation, start, i)
            return
        }
        while i < code.count && ByteSet.rubyOperators.contains(code[i]) && i < start + 3 { i += 1 }
        sink.add(.operator, start, i)
    }

    /// After `.`: an operator method name (`.+`, `.[]`, `.<=>`), or nil.
    private func operatorNameEnd(_ start: Int) -> Int? {
        for name: StaticString in ["[]=", "[]", "<=>", "===", "==", "=~", "!~", "**", "<<", ">>", "<=", ">="]
            where code.has(name, at: start) {
            return start + name.utf8CodeUnitCount
        }
        return nil
    }
}
