/// One read of Python code; an f-string's hole is a nested `run` that returns at its `}` or format `:`.
/// Longer than most files: Python's strings alone have many forms.
struct PythonScanner {
    let code: UnsafeBufferPointer<UInt8>
    var sink = TokenSink()
    var i = 0
    /// The class the next name gets: after `def`, `class`, and in imports.
    var pending: TokenClass?
    var inImport = false

    init(code: UnsafeBufferPointer<UInt8>) {
        self.code = code
    }

    /// Scans to the end, or (in an f-string's hole) to its closing `}`, `!r}` or `:` at bracket depth 0.
    mutating func run(inFString: Bool) {
        var depth = 0
        while i < code.count {
            let c = code[i]
            let start = i
            if inFString && depth == 0 && (c == UInt8(ascii: "}") || c == UInt8(ascii: ":")
                                           || c == UInt8(ascii: "!") && code.at(i + 1) != UInt8(ascii: "=")) {
                return
            }
            if c == 10 { i += 1; inImport = false; continue }
            if c.isBlank || c == 13 || c == 12 { i += 1; continue }
            if !inFString && code.atLineStart(i) && scanDocstring() { continue }
            if c == UInt8(ascii: "#") {
                i = code.lineEnd(from: i)
                sink.add(.commentSingle, start, i)
                continue
            }
            if c == UInt8(ascii: "\\") { i += 1; continue }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                scanString(prefixEnd: i)
                continue
            }
            if c.isIdentifierStart {
                scanWord()
                continue
            }
            if c.isDigit || c == UInt8(ascii: ".") && code.at(i + 1).isDigit {
                scanNumber()
                continue
            }
            if pending == .nameNamespace && c == UInt8(ascii: ".") { inImport = true }
            inImport = inImport && (c == UInt8(ascii: ".") || c == UInt8(ascii: ","))
            if inImport {
                i += 1
                sink.add(c == UInt8(ascii: ".") ? .nameNamespace : .operator, start, i)
                continue
            }
            if c == UInt8(ascii: "@") && code.at(i + 1).isIdentifierStart {
                i = code.identifierEnd(from: i + 1)
                sink.add(.nameDecorator, start, i)
                continue
            }
            if ByteSet.openBrackets.contains(c) { depth += 1 }
            if ByteSet.closeBrackets.contains(c) { depth -= 1 }
            let isPunctuation = ByteSet.pythonPunctuation.contains(c)
            i += 1
            if !isPunctuation && ByteSet.pythonComparisonStarts.contains(c) && code.at(i) == UInt8(ascii: "=")
                || code.has("<<", at: start) || code.has(">>", at: start) { i += 1 }
            sink.add(isPunctuation ? .punctuation : .operator, start, i)
        }
    }

    /// A triple-quoted string at the start of a line: a docstring.
    private mutating func scanDocstring() -> Bool {
        var k = i
        while k < i + 2 && "rRuUbB".utf8.contains(code.at(k)) { k += 1 }
        let quote = code.at(k)
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
              code.at(k + 1) == quote, code.at(k + 2) == quote else { return false }
        var end = k + 3
        while end < code.count && !(code[end] == quote && code.at(end + 1) == quote && code.at(end + 2) == quote) {
            end += 1
        }
        guard end < code.count else { return false }
        sink.add(.stringAffix, i, k)
        sink.add(.stringDoc, k, end + 3)
        i = end + 3
        return true
    }

    private mutating func scanWord() {
        let start = i
        let end = code.identifierEnd(from: i)
        let quote = code.at(end)
        if end - start <= 2 && (quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"))
            && code[start..<end].allSatisfy({ "rRuUbBfFtT".utf8.contains($0) }) {
            scanString(prefixEnd: end)
            return
        }
        i = end
        let afterDot = start > 0 && code[start - 1] == UInt8(ascii: ".")
        if let pending, !(pending == .nameNamespace && isWord("import", start, end)) {
            self.pending = nil
            if pending == .nameFunction, PythonLexer.magicMethods.contains(code, start, end) {
                sink.add(.nameFunction, start, end)
                return
            }
            let isKeyword = PythonLexer.words.lookup(code, start, end) != nil
            if !isKeyword || pending == .nameNamespace && !isWord("None", start, end) {
                sink.add(pending, start, end)
                if pending == .nameNamespace { inImport = true }
                return
            }
        }
        if inImport {
            if isWord("as", start, end) { sink.add(.keyword, start, end); return }
            if isWord("import", start, end) { sink.add(.keywordNamespace, start, end); inImport = false; return }
            sink.add(.nameNamespace, start, end)
            return
        }
        if let keyword = PythonLexer.words.lookup(code, start, end) {
            sink.add(keyword, start, end)
            if isWord("def", start, end) { pending = .nameFunction }
            if isWord("class", start, end) { pending = .nameClass }
            let yieldFrom = isWord("from", start, end) && start >= 6
                && code.has("yield", at: code.blanksStart(before: start) - 5)
            if keyword == .keywordNamespace && !yieldFrom { pending = .nameNamespace }
            if yieldFrom { sink.add(.keyword, start, end) }
            return
        }
        if (isWord("match", start, end) || isWord("case", start, end)) && isSoftKeyword(start, end) {
            sink.add(.keyword, start, end)
            return
        }
        if !afterDot, let builtin = PythonLexer.builtins.lookup(code, start, end) {
            sink.add(builtin, start, end)
        } else if let magic = PythonLexer.magicMethods.lookup(code, start, end)
                    ?? PythonLexer.magicVariables.lookup(code, start, end) {
            sink.add(magic, start, end)
        } else {
            sink.add(.name, start, end)
        }
    }

    private func isWord(_ word: StaticString, _ start: Int, _ end: Int) -> Bool {
        end - start == word.utf8CodeUnitCount && code.has(word, at: start)
    }

    /// `match` and `case` open a statement at the start of a line, unless an operator or keyword follows.
    private func isSoftKeyword(_ start: Int, _ end: Int) -> Bool {
        guard code.atLineStart(start) else { return false }
        let next = code.blanksEnd(from: end)
        let c = code.at(next)
        if ":,;=^&|@~)]}".utf8.contains(c) || c == 10 || next >= code.count { return false }
        let wordEnd = code.identifierEnd(from: next)
        return !(wordEnd > next && PythonLexer.words.contains(code, next, wordEnd) && code[next] >= 97)
    }

    private mutating func scanNumber() {
        let start = i
        var k = i
        var isFloat = false
        var kind = TokenClass.numberInteger
        func digits(_ isDigit: (UInt8) -> Bool) {
            while k < code.count && (isDigit(code[k]) || code[k] == 95 && isDigit(code.at(k + 1))) { k += 1 }
        }
        let radix = code.at(k + 1) | 0x20
        if code[k] == UInt8(ascii: "0") && (radix == 120 || radix == 111 || radix == 98) {
            k += 2
            kind = radix == 120 ? .numberHex : radix == 111 ? .numberOctal : .numberBinary
            digits { radix == 120 ? $0.isHexDigit : radix == 111 ? ($0 >= 48 && $0 <= 55) : ($0 == 48 || $0 == 49) }
        } else {
            digits { $0.isDigit }
            if code.at(k) == UInt8(ascii: ".") { isFloat = true; k += 1; digits { $0.isDigit } }
            if code.at(k) | 0x20 == 101 && (code.at(k + 1).isDigit || "+-".utf8.contains(code.at(k + 1))) {
                isFloat = true
                k += 2
                digits { $0.isDigit }
            }
            if code.at(k) | 0x20 == UInt8(ascii: "j") { isFloat = true; k += 1 }
        }
        i = k
        sink.add(isFloat ? .numberFloat : kind, start, k)
    }

    /// A string whose prefix runs from `i` to `prefixEnd`; f-strings' holes are code.
    private mutating func scanString(prefixEnd: Int) {
        let prefix = code[i..<prefixEnd]
        let isRaw = prefix.contains { $0 | 0x20 == UInt8(ascii: "r") }
        let isFormat = prefix.contains { $0 | 0x20 == UInt8(ascii: "f") || $0 | 0x20 == UInt8(ascii: "t") }
        sink.add(.stringAffix, i, prefixEnd)
        let quote = code[prefixEnd]
        let triple = code.at(prefixEnd + 1) == quote && code.at(prefixEnd + 2) == quote
        let kind: TokenClass = quote == UInt8(ascii: "'") ? .stringSingle : .stringDouble
        var k = prefixEnd + (triple ? 3 : 1)
        var textStart = prefixEnd
        while k < code.count {
            let c = code[k]
            if c == quote && (!triple || code.at(k + 1) == quote && code.at(k + 2) == quote) {
                k += triple ? 3 : 1
                break
            }
            if c == 10 && !triple { break }
            if c == UInt8(ascii: "\\") {
                let end = isRaw ? rawEscapeEnd(k, quote) : escapeEnd(k)
                if let end {
                    sink.add(kind, textStart, k)
                    sink.add(.stringEscape, k, end)
                    k = end
                    textStart = k
                    continue
                }
                k += 1
                continue
            }
            if isFormat && (c == UInt8(ascii: "{") || c == UInt8(ascii: "}")) {
                if code.at(k + 1) == c {
                    sink.add(kind, textStart, k)
                    sink.add(.stringEscape, k, k + 2)
                    k += 2
                    textStart = k
                    continue
                }
                sink.add(kind, textStart, k)
                sink.add(.stringInterpolation, k, k + 1)
                k += 1
                if c == UInt8(ascii: "{") {
                    i = k
                    let saved = (pending, inImport)
                    (pending, inImport) = (nil, false)
                    run(inFString: true)
                    (pending, inImport) = saved
                    k = i
                    if code.at(k) == UInt8(ascii: "!") || code.at(k) == UInt8(ascii: ":") {
                        let closesHole = code.at(k) == UInt8(ascii: "!")
                        let end = closesHole ? min(k + 3, code.count) : k + 1
                        sink.add(.stringInterpolation, k, end)
                        k = end
                    } else if code.at(k) == UInt8(ascii: "}") {
                        sink.add(.stringInterpolation, k, k + 1)
                        k += 1
                    }
                }
                textStart = k
                continue
            }
            k += 1
        }
        i = min(k, code.count)
        sink.add(kind, textStart, i)
    }

    private func escapeEnd(_ k: Int) -> Int? {
        let c = code.at(k + 1)
        switch c {
        case UInt8(ascii: "x"): return code.at(k + 2).isHexDigit && code.at(k + 3).isHexDigit ? k + 4 : nil
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let length = c == UInt8(ascii: "u") ? 4 : 8
            for d in 0..<length where !code.at(k + 2 + d).isHexDigit { return nil }
            return k + 2 + length
        case UInt8(ascii: "N") where code.at(k + 2) == UInt8(ascii: "{"):
            var e = k + 3
            while e < code.count && code[e] != UInt8(ascii: "}") && code[e] != 10 { e += 1 }
            return code.at(e) == UInt8(ascii: "}") ? e + 1 : nil
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var e = k + 1
            while e < k + 4 && code.at(e) >= 48 && code.at(e) <= 55 { e += 1 }
            return e
        default:
            return "\\abfnrtv\"'\n".utf8.contains(c) ? k + 2 : nil
        }
    }

    /// In raw strings only `\\`, an escaped quote and a line continuation are escapes, as Pygments shows them.
    private func rawEscapeEnd(_ k: Int, _ quote: UInt8) -> Int? {
        let c = code.at(k + 1)
        return c == UInt8(ascii: "\\") || c == quote || c == 10 ? k + 2 : nil
    }
}
