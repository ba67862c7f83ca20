/// Comments, preprocessor lines, strings, characters and numbers of the C-like languages.
extension CLikeScanner {
    /// A comment at `i` (which holds `/`), or false when the `/` is something else.
    mutating func scanComment() -> Bool {
        let start = i
        let next = code.at(i + 1)
        if next == UInt8(ascii: "/") {
            i = lineCommentEnd(from: i)
            let doc = dialect == .rust && (code.at(start + 2) == UInt8(ascii: "!")
                || code.at(start + 2) == UInt8(ascii: "/") && code.at(start + 3) != UInt8(ascii: "/"))
            sink.add(doc ? .stringDoc : .commentSingle, start, i)
            return true
        }
        if next == UInt8(ascii: "*") {
            i = blockCommentEnd(from: start + 2)
            let third = code.at(start + 2)
            let doc = dialect == .rust && (third == UInt8(ascii: "!")
                || third == UInt8(ascii: "*") && code.at(start + 3) != UInt8(ascii: "/")
                    && code.at(start + 3) != UInt8(ascii: "*"))
            sink.add(doc ? .stringDoc : .commentMultiline, start, i)
            return true
        }
        if dialect.isJavaScript && regexAllowed, let end = regexEnd(from: i) {
            i = end
            sink.add(.stringRegex, start, i)
            last = .string
            return true
        }
        return false
    }

    private var regexAllowed: Bool {
        last == .op || last == .open || last == .start || last == .keyword
    }

    private func lineCommentEnd(from start: Int) -> Int {
        var k = code.lineEnd(from: start)
        while dialect.hasPreprocessor && k > start && code[k - 1] == UInt8(ascii: "\\") && k < code.count {
            k = code.lineEnd(from: k + 1)
        }
        return k
    }

    func blockCommentEnd(from start: Int) -> Int {
        var k = start
        var depth = 1
        while k < code.count {
            if code[k] == UInt8(ascii: "*") && code.at(k + 1) == UInt8(ascii: "/") {
                depth -= 1
                k += 2
                if depth == 0 || !dialect.nestsComments { return k }
            } else if dialect.nestsComments && code[k] == UInt8(ascii: "/") && code.at(k + 1) == 42 {
                depth += 1
                k += 2
            } else {
                k += 1
            }
        }
        return k
    }

    /// A regex literal `/…/flags` on one line; nil when none closes.
    private func regexEnd(from start: Int) -> Int? {
        var k = start + 1
        var inClass = false
        while k < code.count && code[k] != 10 {
            let c = code[k]
            if c == UInt8(ascii: "\\") { k += 2; continue }
            if c == UInt8(ascii: "[") { inClass = true } else if c == UInt8(ascii: "]") { inClass = false }
            else if c == UInt8(ascii: "/") && !inClass {
                if k == start + 1 { return nil }
                k += 1
                while k < code.count && code[k].isLetter && code[k] < 0x80 { k += 1 }
                return k
            }
            k += 1
        }
        return nil
    }

    /// A preprocessor line with its continuations; `#if 0` blocks are comments up to their `#else` or `#endif`.
    mutating func scanDirective() {
        let start = i
        let word = code.spaceEnd(from: i + 1)
        let wordEnd = code.identifierEnd(from: word)
        if code.has("if", at: word) && wordEnd == word + 2 {
            let value = code.blanksEnd(from: wordEnd)
            if code.at(value) == UInt8(ascii: "0") && !code.at(value + 1).isIdentifier {
                scanIfZero(from: start)
                return
            }
        }
        i = wordEnd
        sink.add(.commentPreproc, start, i)
        if code.has("include", at: word) || code.has("import", at: word) {
            let file = code.blanksEnd(from: i)
            let close: UInt8 = code.at(file) == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "\"")
            if code.at(file) == UInt8(ascii: "<") || code.at(file) == UInt8(ascii: "\"") {
                var k = file + 1
                while k < code.count && code[k] != close && code[k] != 10 { k += 1 }
                if code.at(k) == close {
                    i = k + 1
                    sink.add(.commentPreprocFile, file, i)
                    let end = code.lineEnd(from: i)
                    sink.add(.commentSingle, code.blanksEnd(from: i), end)
                    i = end
                    return
                }
            }
        }
        while i < code.count && code[i] != 10 {
            if code[i] == UInt8(ascii: "/") && code.at(i + 1) == UInt8(ascii: "*") {
                let end = blockCommentEnd(from: i + 2)
                sink.add(.commentMultiline, i, end)
                i = end
            } else if code[i] == UInt8(ascii: "/") && code.at(i + 1) == UInt8(ascii: "/") {
                let end = code.lineEnd(from: i)
                sink.add(.commentSingle, i, end)
                i = end
            } else {
                if code[i] == UInt8(ascii: "\\") && code.at(i + 1) == 10 { i += 1 }
                if !code[i].isSpace { sink.add(.commentPreproc, i, i + 1) }
                i += 1
            }
        }
        endStatement()
        last = .open
    }

    private mutating func scanIfZero(from start: Int) {
        var depth = 0
        var line = start
        while line < code.count {
            let end = code.lineEnd(from: line)
            let first = code.blanksEnd(from: line)
            let isDirective = code.at(first) == UInt8(ascii: "#")
            let word = code.blanksEnd(from: first + 1)
            if isDirective && code.has("if", at: word) {
                depth += 1
            } else if isDirective && (code.has("endif", at: word) || code.has("el", at: word)) {
                if code.has("endif", at: word) { depth -= 1 }
                if depth <= 0 || code.has("el", at: word) && depth == 1 {
                    sink.add(.commentPreproc, first, end)
                    i = end
                    return
                }
            }
            sink.add(isDirective ? .commentPreproc : .comment, first, end)
            line = end + 1
        }
        i = code.count
    }

    /// A string, character or template literal starting with `quote` at `i`; false when `quote` is not one here.
    mutating func scanQuoted(_ quote: UInt8) -> Bool {
        let start = i
        switch quote {
        case UInt8(ascii: "'"):
            if dialect.hasSingleQuotedStrings {
                scanString(from: start, quote: quote, escapes: false)
            } else if let end = characterEnd(from: start) {
                i = end
                sink.add(.stringChar, start, end)
            } else if dialect == .rust {
                scanLifetime()
                return true
            } else {
                return false
            }
        case UInt8(ascii: "`"):
            switch dialect {
            case .javascript, .typescript: scanTemplate()
            case .go:
                var k = start + 1
                while k < code.count && code[k] != quote { k += 1 }
                i = min(k + 1, code.count)
                sink.add(.string, start, i)
            case .kotlin:
                var k = start + 1
                while k < code.count && code[k] != quote && code[k] != 10 { k += 1 }
                i = code.at(k) == quote ? k + 1 : start + 1
                sink.add(.name, start, i)
                last = .name
                return true
            default: return false
            }
        default:
            if code.has("\"\"\"", at: start) && (dialect == .kotlin || dialect == .java) {
                scanTripleQuoted(from: start)
            } else {
                scanString(from: start, quote: quote, escapes: dialect != .java && dialect != .kotlin
                           && dialect != .go && !dialect.isJavaScript)
            }
        }
        last = .string
        return true
    }

    /// A quoted string; C's ends at a line break, the others may span lines.
    mutating func scanString(from start: Int, quote: UInt8, escapes: Bool) {
        var k = start + 1
        var runStart = start
        let kind: TokenClass = dialect.isJavaScript ? (quote == 39 ? .stringSingle : .stringDouble) : .string
        while k < code.count && code[k] != quote {
            if code[k] == 10 && dialect.hasPreprocessor { break }
            if code[k] == UInt8(ascii: "$") && dialect == .kotlin {
                sink.add(kind, runStart, k)
                k = scanKotlinTemplate(at: k)
                runStart = k
                continue
            }
            if code[k] == UInt8(ascii: "\\") {
                if escapes, let end = escapeEnd(from: k) {
                    sink.add(kind, runStart, k)
                    sink.add(.stringEscape, k, end)
                    k = end
                    runStart = k
                    continue
                }
                k += 1
            }
            k += 1
        }
        k = min(k, code.count)
        i = code.at(k) == quote ? k + 1 : k
        sink.add(kind, runStart, i)
    }

    private func escapeEnd(from k: Int) -> Int? {
        let c = code.at(k + 1)
        switch c {
        case UInt8(ascii: "x"):
            var e = k + 2
            while e < k + 6 && code.at(e).isHexDigit { e += 1 }
            return e > k + 2 ? e : nil
        case UInt8(ascii: "u") where dialect == .rust:
            guard code.at(k + 2) == UInt8(ascii: "{") else { return nil }
            var e = k + 3
            while code.at(e).isHexDigit { e += 1 }
            return code.at(e) == UInt8(ascii: "}") ? e + 1 : nil
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = c == UInt8(ascii: "u") ? 4 : 8
            for d in 0..<digits where !code.at(k + 2 + d).isHexDigit { return nil }
            return k + 2 + digits
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var e = k + 1
            while e < k + 4 && code.at(e) >= 48 && code.at(e) <= 55 { e += 1 }
            return dialect == .rust && c != 48 ? nil : (dialect == .rust ? k + 2 : e)
        default:
            let simple = dialect == .rust ? "'\"\\nrt" : "\\abfnrtv\"'?"
            return simple.utf8.contains(c) ? k + 2 : nil
        }
    }

    /// `'x'`, `'\n'`, `'\u{1F600}'`: the end of a character literal at `start`, or nil.
    func characterEnd(from start: Int) -> Int? {
        var k = start + 1
        guard k < code.count, code[k] != 10, code[k] != UInt8(ascii: "'") || dialect == .go else { return nil }
        if code[k] == UInt8(ascii: "\\") {
            k += 2
            while k < code.count && k < start + 14 && code[k] != UInt8(ascii: "'") && code[k] != 10 { k += 1 }
        } else {
            k += 1
            while k < code.count && code[k] & 0xC0 == 0x80 { k += 1 }
        }
        return code.at(k) == UInt8(ascii: "'") ? k + 1 : nil
    }

    /// Rust: `'a` and `'static` after a `'` that opens no character literal.
    private mutating func scanLifetime() {
        sink.add(.operator, i, i + 1)
        i += 1
        let end = code.identifierEnd(from: i)
        let isBuiltin = code.has("static", at: i) && end == i + 6 || code.at(i) == UInt8(ascii: "_") && end == i + 1
        sink.add(isBuiltin ? .nameBuiltin : .nameAttribute, i, end)
        i = end
        last = .name
    }
}
