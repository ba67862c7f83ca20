/// One read of shell code. Each nested construct (`$(…)`, `${…}`, `$((…))`, backquotes, double quotes) is a
/// recursive `run` that returns at its closer. Longer than most files: the shell's rules are many and read best
/// together.
struct BashScanner {
    enum Closer { case end, paren, curly, math, backtick }

    let code: UnsafeBufferPointer<UInt8>
    var sink = TokenSink()
    var i = 0

    init(code: UnsafeBufferPointer<UInt8>) {
        self.code = code
    }

    /// Whether a word may start at `i`: nothing word-like runs into it from the left.
    private var atWordStart: Bool {
        i == 0 || !code[i - 1].isIdentifier
    }

    mutating func run(until closer: Closer) {
        while i < code.count {
            let c = code[i]
            let start = i
            switch closer {
            case .paren where c == UInt8(ascii: ")"),
                 .math where c == UInt8(ascii: ")") && code.at(i + 1) == UInt8(ascii: ")"):
                i += closer == .math ? 2 : 1
                sink.add(.keyword, start, i)
                return
            case .curly where c == UInt8(ascii: "}"):
                i += 1
                sink.add(.stringInterpolation, start, i)
                return
            case .backtick where c == UInt8(ascii: "`"):
                i += 1
                sink.add(.stringBacktick, start, i)
                return
            default: break
            }
            if closer == .curly && scanCurlyPart(c) { continue }
            if closer == .math && scanMathPart(c) { continue }
            if scanBasic(c) { continue }
            if c == UInt8(ascii: "`") {
                i += 1
                sink.add(.stringBacktick, start, i)
                run(until: .backtick)
                continue
            }
            if scanData(c) { continue }
            if scanInterpolation() { continue }
            i += 1
        }
    }

    /// Keywords, builtins, comments, escapes, assignments, operators and here-documents.
    private mutating func scanBasic(_ c: UInt8) -> Bool {
        let start = i
        if c.isIdentifierStart && c < 0x80 {
            let end = code.identifierEnd(from: i)
            if BashLexer.keywords.contains(code, start, end) && !code.at(end).isIdentifier && atWordStart {
                i = end
                sink.add(.keyword, start, end)
                return true
            }
            if BashLexer.builtins.contains(code, start, end) && atWordStart
                && (code.at(end).isSpace || code.at(end) == UInt8(ascii: ")") || code.at(end) == UInt8(ascii: "`")) {
                i = end
                sink.add(.nameBuiltin, start, end)
                return true
            }
        }
        if c.isIdentifier && atWordStart {
            let end = code.identifierEnd(from: i)
            let equals = code.blanksEnd(from: end)
            if code.at(equals) == UInt8(ascii: "=") || code.has("+=", at: equals) {
                sink.add(.nameVariable, start, end)
                i = equals + (code.at(equals) == UInt8(ascii: "+") ? 2 : 1)
                sink.add(.operator, equals, i)
                return true
            }
        }
        switch c {
        case UInt8(ascii: "#"):
            i = code.lineEnd(from: i)
            sink.add(.commentSingle, start, i)
        case UInt8(ascii: "\\"):
            i = min(i + 2, code.count)
            while i < code.count && code[i] & 0xC0 == 0x80 { i += 1 }
            sink.add(.stringEscape, start, i)
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "="):
            i += 1
            sink.add(.operator, start, i)
        case UInt8(ascii: "<") where code.has("<<<", at: i):
            i += 3
            sink.add(.operator, start, i)
        case UInt8(ascii: "<") where code.at(i + 1) == UInt8(ascii: "<"):
            return scanHereDocument()
        case UInt8(ascii: "&") where code.at(i + 1) == c, UInt8(ascii: "|") where code.at(i + 1) == c:
            i += 2
            sink.add(.operator, start, i)
        default:
            return false
        }
        return true
    }

    /// `<<EOF` … `EOF`: a string up to the next appearance of the word.
    private mutating func scanHereDocument() -> Bool {
        let start = i
        var k = i + 2
        if code.at(k) == UInt8(ascii: "-") { k += 1 }
        k = code.spaceEnd(from: k)
        if code.at(k) == UInt8(ascii: "'") { k += 1 }
        if code.at(k) == UInt8(ascii: "\\") { k += 1 }
        let word = k
        let wordEnd = code.identifierEnd(from: word)
        guard wordEnd > word, wordEnd < code.count else { return false }
        let length = wordEnd - word
        var search = wordEnd + 1
        while search + length <= code.count {
            if code[search] == code[word] && code[search..<(search + length)].elementsEqual(code[word..<wordEnd]) {
                i = search + length
                sink.add(.string, start, i)
                return true
            }
            search += 1
        }
        return false
    }

    /// Quoted strings, punctuation, numbers and plain words.
    private mutating func scanData(_ c: UInt8) -> Bool {
        let start = i
        switch c {
        case UInt8(ascii: "\""):
            scanDoubleQuoted()
        case UInt8(ascii: "$") where code.at(i + 1) == UInt8(ascii: "\""):
            sink.add(.stringDouble, start, start + 1)
            i += 1
            scanDoubleQuoted()
        case UInt8(ascii: "$") where code.at(i + 1) == UInt8(ascii: "'"):
            var k = i + 2
            while k < code.count && code[k] != UInt8(ascii: "'") { k += code[k] == UInt8(ascii: "\\") ? 2 : 1 }
            guard k < code.count else { return false }
            i = k + 1
            sink.add(.stringSingle, start, i)
        case UInt8(ascii: "'"):
            var k = i + 1
            while k < code.count && code[k] != UInt8(ascii: "'") { k += 1 }
            guard k < code.count else { i += 1; return true }
            i = k + 1
            sink.add(.stringSingle, start, i)
        case UInt8(ascii: ";"), UInt8(ascii: "&"), UInt8(ascii: "|"):
            i += 1
            sink.add(.punctuation, start, i)
        case _ where c.isSpace, UInt8(ascii: "<"):
            i += 1
        case _ where c.isDigit && atWordStart:
            var k = i
            while code.at(k).isDigit { k += 1 }
            if code.at(k).isIdentifier { return scanText() }
            i = k
            sink.add(.number, start, k)
        case UInt8(ascii: "$"), UInt8(ascii: "`"), UInt8(ascii: "\\"):
            return false
        default:
            return scanText()
        }
        return true
    }

    private mutating func scanText() -> Bool {
        while i < code.count && !ByteSet.shellWordEnds.contains(code[i]) && !code[i].isSpace { i += 1 }
        return true
    }

    /// `"…"`: plain text, escapes, and substitutions inside.
    private mutating func scanDoubleQuoted() {
        let start = i
        i += 1
        var run = start
        while i < code.count && code[i] != UInt8(ascii: "\"") {
            if code[i] == UInt8(ascii: "\\") {
                i = min(i + 2, code.count)
                continue
            }
            if code[i] == UInt8(ascii: "$") {
                sink.add(.stringDouble, run, i)
                if !scanInterpolation() {
                    i += 1
                    sink.add(.stringDouble, i - 1, i)
                }
                run = i
                continue
            }
            if code[i] == UInt8(ascii: "`") {
                // Pygments leaves backquotes inside double quotes as string text; so does folio.
                i += 1
                continue
            }
            i += 1
        }
        i = min(i + 1, code.count)
        sink.add(.stringDouble, run, i)
    }

    /// `$((`, `$(`, `${`, `$name`, `$1`, `$?` at `i`.
    private mutating func scanInterpolation() -> Bool {
        let start = i
        guard code.at(i) == UInt8(ascii: "$") else { return false }
        let next = code.at(i + 1)
        if next == UInt8(ascii: "(") {
            let math = code.at(i + 2) == UInt8(ascii: "(")
            i += math ? 3 : 2
            sink.add(.keyword, start, i)
            run(until: math ? .math : .paren)
        } else if next == UInt8(ascii: "{") {
            i += code.at(i + 2) == UInt8(ascii: "#") ? 3 : 2
            sink.add(.stringInterpolation, start, i)
            run(until: .curly)
        } else if next.isIdentifierStart && next < 0x80 {
            i = code.identifierEnd(from: i + 1)
            sink.add(.nameVariable, start, i)
        } else if next.isDigit {
            i += 1
            while code.at(i).isDigit { i += 1 }
            sink.add(.nameVariable, start, i)
        } else if "#$?!_*@-".utf8.contains(next) {
            i += 2
            sink.add(.nameVariable, start, i)
        } else {
            i += 1
        }
        return true
    }

    /// Inside `${…}`: `:-`, names, and the punctuation of expansions.
    private mutating func scanCurlyPart(_ c: UInt8) -> Bool {
        let start = i
        if c == UInt8(ascii: ":") {
            i += code.at(i + 1) == UInt8(ascii: "-") ? 2 : 1
            sink.add(i - start == 2 ? .keyword : .punctuation, start, i)
        } else if c.isIdentifier {
            i = code.identifierEnd(from: i)
            sink.add(.nameVariable, start, i)
        } else if !ByteSet.expansionEnds.contains(c) {
            while i < code.count && !ByteSet.expansionEnds.contains(code[i]) { i += 1 }
            sink.add(.punctuation, start, i)
        } else {
            return false
        }
        return true
    }

    /// Inside `$((…))`: operators, numbers and names.
    private mutating func scanMathPart(_ c: UInt8) -> Bool {
        let start = i
        if "*|<>-+/%^&".utf8.contains(c) {
            i += 1
            if code.has("**", at: start) || code.has("||", at: start) || code.has("<<", at: start)
                || code.has(">>", at: start) { i += 1 }
            sink.add(.operator, start, i)
        } else if c.isDigit {
            while i < code.count && (code[i].isIdentifier || code[i] == UInt8(ascii: "#")) { i += 1 }
            sink.add(.number, start, i)
        } else if c.isIdentifierStart {
            i = code.identifierEnd(from: i)
            sink.add(.nameVariable, start, i)
        } else {
            return false
        }
        return true
    }
}
