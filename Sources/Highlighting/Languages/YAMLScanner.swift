/// One read of a YAML document, line by line; quoted scalars and flow collections may span lines.
struct YAMLScanner {
    let code: UnsafeBufferPointer<UInt8>
    var sink = TokenSink()
    var i = 0
    /// How deep inside `[…]` and `{…}`.
    var flow = 0
    /// The indentation of the current line.
    var indent = 0

    init(code: UnsafeBufferPointer<UInt8>) {
        self.code = code
    }

    mutating func run() {
        while i < code.count {
            let lineStart = i
            i = code.blanksEnd(from: i)
            indent = i - lineStart
            if flow == 0 && indent == 0 && scanLineStartMarks() { continue }
            scanLine()
            if i < code.count && code[i] == 10 { i += 1 }
        }
    }

    /// `---`, `...` and `%DIRECTIVE …` at the start of a line.
    private mutating func scanLineStartMarks() -> Bool {
        if (code.has("---", at: i) || code.has("...", at: i)) && (code.at(i + 3).isSpace || i + 3 == code.count) {
            sink.add(.nameNamespace, i, i + 3)
            i += 3
            return false
        }
        guard code.at(i) == UInt8(ascii: "%") else { return false }
        var k = i
        while k < code.count && !code[k].isSpace { k += 1 }
        sink.add(.nameTag, i, k)
        let end = code.lineEnd(from: k)
        var word = code.blanksEnd(from: k)
        while word < end {
            var wordEnd = word
            while wordEnd < end && !code[wordEnd].isBlank { wordEnd += 1 }
            let isNumber = code[word..<wordEnd].allSatisfy { $0.isDigit || $0 == UInt8(ascii: ".") }
            sink.add(isNumber ? .number : .name, word, wordEnd)
            word = code.blanksEnd(from: wordEnd)
        }
        i = min(end + 1, code.count)
        return true
    }

    private mutating func scanLine() {
        var atNodeStart = true
        while i < code.count && code[i] != 10 {
            let c = code[i]
            let start = i
            if c.isBlank { i += 1; continue }
            if c == UInt8(ascii: "#") && (i == 0 || code[i - 1].isSpace) {
                i = code.lineEnd(from: i)
                sink.add(.commentSingle, start, i)
                return
            }
            if flow > 0 {
                scanFlowPart(c)
                continue
            }
            if (c == UInt8(ascii: "-") || c == UInt8(ascii: "?") || c == UInt8(ascii: ":"))
                && (code.at(i + 1).isSpace || i + 1 == code.count) {
                i += 1
                sink.add(.punctuation, start, i)
                atNodeStart = true
                continue
            }
            if scanProperty(c) { continue }
            switch c {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanQuoted(c)
                atNodeStart = false
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flow += 1
                i += 1
                sink.add(.punctuation, start, i)
            case UInt8(ascii: "|") where atNodeStart, UInt8(ascii: ">") where atNodeStart:
                scanBlockScalar()
                return
            default:
                let end = plainEnd(from: i, inFlow: false)
                if code.at(end) == UInt8(ascii: ":") {
                    sink.add(.nameTag, start, end)
                    i = end + 1
                    sink.add(.punctuation, end, i)
                    atNodeStart = true
                } else {
                    sink.add(.literal, start, end)
                    i = end
                    atNodeStart = false
                }
            }
        }
    }

    /// `&anchor`, `*alias`, `!tag`.
    private mutating func scanProperty(_ c: UInt8) -> Bool {
        guard c == UInt8(ascii: "&") || c == UInt8(ascii: "*") || c == UInt8(ascii: "!") else { return false }
        let start = i
        var k = i + 1
        while k < code.count && !code[k].isSpace && (flow == 0 || !ByteSet.flowIndicators.contains(code[k])) { k += 1 }
        i = k
        sink.add(c == UInt8(ascii: "&") ? .nameLabel : c == UInt8(ascii: "*") ? .nameVariable : .keywordType, start, k)
        return true
    }

    /// Inside `[…]` or `{…}`: indicators, keys, and plain scalars (which Pygments shows as variables).
    private mutating func scanFlowPart(_ c: UInt8) {
        let start = i
        if scanProperty(c) { return }
        switch c {
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","):
            if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") { flow += 1 }
            if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") { flow -= 1 }
            i += 1
            sink.add(.punctuation, start, i)
        case UInt8(ascii: ":"):
            i += 1
            sink.add(.punctuation, start, i)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            scanQuoted(c)
        default:
            let end = plainEnd(from: i, inFlow: true)
            let isKey = code.at(end) == UInt8(ascii: ":")
            sink.add(isKey ? .nameTag : .nameVariable, start, max(end, start + 1))
            i = max(end, start + 1)
        }
    }

    /// The end of a plain scalar: before `: `, ` #`, the line's end, or (in flow) `,`, `]`, `}`; trailing blanks
    /// are left out.
    private func plainEnd(from start: Int, inFlow: Bool) -> Int {
        var k = start
        while k < code.count && code[k] != 10 {
            let c = code[k]
            if c == UInt8(ascii: ":") && (code.at(k + 1).isSpace || k + 1 == code.count
                                          || inFlow && ",]}".utf8.contains(code.at(k + 1))) { break }
            if c == UInt8(ascii: "#") && code[k - 1].isBlank { break }
            if inFlow && ByteSet.flowIndicators.contains(c) { break }
            k += 1
        }
        while k > start && code[k - 1].isBlank { k -= 1 }
        return k
    }

    private mutating func scanQuoted(_ quote: UInt8) {
        let start = i
        var k = i + 1
        while k < code.count {
            if code[k] == quote {
                if quote == UInt8(ascii: "'") && code.at(k + 1) == quote { k += 2; continue }
                break
            }
            k += code[k] == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") ? 2 : 1
        }
        i = min(k + 1, code.count)
        sink.add(.string, start, i)
    }

    /// `|` or `>` with its indicators, then every following line indented more than this one (or blank).
    private mutating func scanBlockScalar() {
        let start = i
        i += 1
        while i < code.count && (code[i] == UInt8(ascii: "-") || code[i] == UInt8(ascii: "+") || code[i].isDigit) {
            i += 1
        }
        sink.add(.punctuation, start, i)
        var end = code.lineEnd(from: i)
        let comment = code.blanksEnd(from: i)
        if code.at(comment) == UInt8(ascii: "#") { sink.add(.commentSingle, comment, end) }
        var line = end + 1
        while line < code.count {
            let next = code.lineEnd(from: line)
            let text = code.blanksEnd(from: line)
            if text < next && text - line <= indent { break }
            if text < next { sink.add(.nameConstant, text, next) }
            end = next
            line = next + 1
        }
        i = end
    }
}
