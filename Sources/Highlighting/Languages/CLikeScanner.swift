/// Reads a C-like language (C, C++, Objective-C, Java, Kotlin, Go, Rust, JavaScript, TypeScript) with the rules of
/// its `CLikeSyntax`. Longer than most files: one loop over the bytes, with the dialects' differences inline so
/// that the rules read together; literals and names are in the `+Literals` and `+Names` extensions.
struct CLikeScanner {
    /// What the last significant token was: it decides whether `/` starts a regex, and what a name is.
    enum Last { case start, name, keyword, number, string, close, open, op, dot }

    let code: UnsafeBufferPointer<UInt8>
    let syntax: CLikeSyntax
    var dialect: CDialect { syntax.dialect }
    var sink = TokenSink()
    var i = 0
    var last = Last.start
    /// The class the next identifier gets (after `class`, `fn`, `struct`, …).
    var pendingName: TokenClass?
    /// Rust: after `:` or `->`, the next identifier names a type.
    var expectingType = false
    /// For each open brace, whether it opened a function body (C family: no function definitions inside).
    var braces: [Bool] = []
    /// C family: the statement so far is only words, `*`, `&` and `::`, so a name before `(` declares a function.
    var declarationSoFar = true
    var statementNamedFunction = false
    var inCaseValue = false
    /// Java: the token before was a word followed by white space, so a name before `(` declares a method.
    var wordThenSpace = false
    var lastKeyword: TokenClass?
    var kotlinFunctionName = -1

    init(code: UnsafeBufferPointer<UInt8>, syntax: CLikeSyntax) {
        self.code = code
        self.syntax = syntax
    }

    mutating func tokens() -> [Token] {
        scanStart()
        run(untilBrace: false)
        return sink.tokens
    }

    /// Scans until the end, or (inside an interpolation) until the `}` that closes it, which it leaves unread.
    mutating func run(untilBrace: Bool) {
        var depth = 0
        while i < code.count {
            let c = code[i]
            if c.isSpace {
                let start = i
                i = code.spaceEnd(from: i)
                if dialect == .java {
                    let before = code.at(start - 1)
                    wordThenSpace = last == .name || last == .keyword && lastKeyword != .keyword
                        || before == UInt8(ascii: ">") || before == UInt8(ascii: "]")
                }
                if dialect.isJavaScript && last != .start && code[start..<i].contains(10) && startsRegexLine() {
                    last = .op
                }
                continue
            }
            let wasWordThenSpace = wordThenSpace
            wordThenSpace = false
            if c == UInt8(ascii: "#") && dialect.hasPreprocessor && code.atLineStart(i) {
                scanDirective()
                continue
            }
            if c == UInt8(ascii: "/") && scanComment() { continue }
            if c == UInt8(ascii: "}") && untilBrace && depth == 0 { return }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") {
                if scanQuoted(c) { continue }
            }
            if c.isDigit || (c == UInt8(ascii: ".") && code.at(i + 1).isDigit && dialect != .rust) {
                scanNumber(from: i)
                continue
            }
            if c == UInt8(ascii: "-") && dialect.hasPreprocessor && code.at(i + 1).isDigit {
                scanNumber(from: i + 1, signAt: i)
                continue
            }
            if c.isIdentifierStart || c == UInt8(ascii: "$") {
                scanWord(afterWordAndSpace: wasWordThenSpace)
                continue
            }
            if scanSpecial(c) { continue }
            scanPunctuation(c, depth: &depth)
        }
    }

    /// A `#!` line at the very start (JavaScript, Kotlin, Rust).
    private mutating func scanStart() {
        guard code.has("#!", at: 0) else { return }
        switch dialect {
        case .javascript, .typescript:
            i = code.lineEnd(from: 0)
            sink.add(.commentHashbang, 0, i)
        case .kotlin where code.has("#!/", at: 0):
            i = code.lineEnd(from: 0)
            sink.add(.commentSingle, 0, i)
        case .rust where code.at(2) != UInt8(ascii: "[") && code.at(2) != 10:
            i = code.lineEnd(from: 0)
            sink.add(.commentPreproc, 0, i)
        default: break
        }
    }

    /// JavaScript: a line whose first byte is white space or `/` may start with a regex.
    private func startsRegexLine() -> Bool {
        var k = i - 1
        while k >= 0 && code[k] != 10 { k -= 1 }
        return k + 1 < i ? true : code.at(i) == UInt8(ascii: "/")
    }

    private mutating func scanPunctuation(_ c: UInt8, depth: inout Int) {
        let start = i
        i += 1
        expectingType = false
        switch c {
        case UInt8(ascii: "{"):
            depth += 1
            braces.append(dialect.hasPreprocessor && statementNamedFunction && last == .close)
            endStatement()
            sink.add(.punctuation, start, i)
            last = .open
        case UInt8(ascii: "}"):
            depth -= 1
            if !braces.isEmpty { braces.removeLast() }
            endStatement()
            sink.add(.punctuation, start, i)
            last = dialect.isJavaScript ? .close : .open
        case UInt8(ascii: ";"):
            endStatement()
            sink.add(.punctuation, start, i)
            last = .open
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","):
            sink.add(.punctuation, start, i)
            last = .open
            if c != UInt8(ascii: "(") { declarationSoFar = false }
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            sink.add(.punctuation, start, i)
            last = .close
        case UInt8(ascii: "."):
            if code.has("..", at: start) { scanOperator(start) } else {
                sink.add(.punctuation, start, i)
                last = .dot
            }
        case UInt8(ascii: ":") where code.at(i) == UInt8(ascii: ":"):
            i += 1
            sink.add(dialect == .kotlin ? .operator : .punctuation, start, i)
            last = .dot
        default:
            scanOperator(start)
        }
    }

    private mutating func scanOperator(_ start: Int) {
        i = start + 1
        while i < code.count, ByteSet.operators.contains(code[i]) {
            if code[i] == UInt8(ascii: "/") && (code.at(i + 1) == UInt8(ascii: "/") || code.at(i + 1) == 42) { break }
            i += 1
        }
        let isPunctuation = dialect.isJavaScript && (code.has("=>", at: start) || code.has("...", at: start))
        let kind: TokenClass = isPunctuation ? .punctuation
            : (code[start] == UInt8(ascii: ":") && dialect != .javascript && dialect != .typescript
               && !dialect.hasPreprocessor) ? .punctuation : .operator
        sink.add(kind, start, i)
        // Kotlin: a name after `?.` is a member, as after `.`.
        if dialect == .kotlin && code.has("?.", at: i - 2) && i - start == 2 {
            last = .dot
            return
        }
        // Rust: a type is expected after `:` and `->`, and no longer after any other mark.
        expectingType = dialect == .rust && (i == start + 1 && code[start] == UInt8(ascii: ":")
                                             || i == start + 2 && code.has("->", at: start))
        if code[start] == UInt8(ascii: ":") && inCaseValue { inCaseValue = false }
        let starOrAmpersand = code[start] == UInt8(ascii: "*") || code[start] == UInt8(ascii: "&")
        if !starOrAmpersand { declarationSoFar = false }
        last = .op
    }

    mutating func endStatement() {
        declarationSoFar = true
        statementNamedFunction = false
        pendingName = nil
        expectingType = false
    }

    var inFunctionBody: Bool { braces.contains(true) }
}
