/// The state of one TOML read: where a value is expected, and how deep in arrays and inline tables.
struct TOMLScanner {
    let code: UnsafeBufferPointer<UInt8>
    var sink = TokenSink()
    var i = 0
    var expectingValue = false
    /// `[` for arrays and `{` for inline tables, innermost last.
    var open: [UInt8] = []

    init(code: UnsafeBufferPointer<UInt8>) {
        self.code = code
    }

    mutating func run() {
        while i < code.count {
            let c = code[i]
            let start = i
            if c.isSpace { i += 1; continue }
            if c == UInt8(ascii: "#") {
                i = code.lineEnd(from: i)
                sink.add(.commentSingle, start, i)
                continue
            }
            if expectingValue || open.last == UInt8(ascii: "[") {
                if c == UInt8(ascii: ",") || c == UInt8(ascii: "]") {
                    if c == UInt8(ascii: "]") && !open.isEmpty { open.removeLast() }
                    i += 1
                    sink.add(.punctuation, start, i)
                    continue
                }
                scanValue()
                continue
            }
            switch c {
            case UInt8(ascii: "[") where open.isEmpty:
                i = code.lineEnd(from: i)
                var end = start
                while end < i && code[end] != UInt8(ascii: "#") { end += 1 }
                while end > start && code[end - 1].isBlank { end -= 1 }
                sink.add(.keyword, start, end)
                i = end
            case UInt8(ascii: "="):
                i += 1
                sink.add(open.isEmpty ? .operator : .punctuation, start, i)
                expectingValue = true
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanString(c)
            case UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: "."):
                if c == UInt8(ascii: "}") && !open.isEmpty { open.removeLast() }
                i += 1
                sink.add(.punctuation, start, i)
            default:
                while i < code.count && (code[i].isIdentifier || code[i] == UInt8(ascii: "-")) { i += 1 }
                if i == start { i += 1; sink.add(.error, start, i) } else { sink.add(.name, start, i) }
            }
        }
    }

    private mutating func scanValue() {
        let c = code[i]
        let start = i
        expectingValue = false
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            scanString(c)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            open.append(c)
            i += 1
            sink.add(.punctuation, start, i)
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            let end = code.identifierEnd(from: i)
            let isBoolean = code.has("true", at: i) && end == i + 4 || code.has("false", at: i) && end == i + 5
            i = isBoolean ? end : i + 1
            sink.add(isBoolean ? .keywordConstant : .error, start, i)
        default:
            scanNumberOrDate()
        }
    }

    private mutating func scanNumberOrDate() {
        let start = i
        var k = i
        while k < code.count && (code[k].isIdentifier || ByteSet.tomlNumberMarks.contains(code[k])) { k += 1 }
        // A date's time part may follow a space: 1979-05-27 07:32:00.
        if k - start == 10, code.at(k) == 32, code.at(k + 1).isDigit, code.at(k + 3) == UInt8(ascii: ":") {
            k += 1
            while k < code.count && (code[k].isIdentifier || ByteSet.tomlNumberMarks.contains(code[k])) { k += 1 }
        }
        let text = code[start..<k]
        let isDate = text.contains(UInt8(ascii: ":")) || text.count >= 10 && code.at(start + 4) == UInt8(ascii: "-")
        let kind: TokenClass
        if k == start {
            k += 1
            kind = .error
        } else if isDate {
            kind = .literalDate
        } else if text.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") })
                    && !code.has("0x", at: start) || text.contains(UInt8(ascii: "n")) {
            kind = .numberFloat
        } else {
            kind = code.has("0x", at: start) ? .numberHex : .numberInteger
        }
        i = k
        sink.add(kind, start, k)
    }

    private mutating func scanString(_ quote: UInt8) {
        let start = i
        let triple = code.at(i + 1) == quote && code.at(i + 2) == quote
        let kind: TokenClass = quote == UInt8(ascii: "'") ? .stringSingle : .stringDouble
        var k = i + (triple ? 3 : 1)
        var run = start
        while k < code.count {
            if code[k] == quote && (!triple || code.at(k + 1) == quote && code.at(k + 2) == quote) {
                k += triple ? 3 : 1
                while triple && code.at(k) == quote { k += 1 }
                break
            }
            if code[k] == 10 && !triple { break }
            if code[k] == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
                sink.add(kind, run, k)
                let length = code.at(k + 1) == UInt8(ascii: "u") ? 6 : code.at(k + 1) == UInt8(ascii: "U") ? 10 : 2
                sink.add(.stringEscape, k, min(k + length, code.count))
                k = min(k + length, code.count)
                run = k
                continue
            }
            k += 1
        }
        i = k
        sink.add(kind, run, k)
    }
}
