/// JSON5: JSON with comments, unquoted and single-quoted keys, trailing commas, hex numbers and `Infinity`.
/// Keys are variables (as Pygments shows them), values strings, numbers and keywords.
struct JSON5Lexer: Lexer {
    static let names = ["json5"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var sink = TokenSink()
        var i = 0
        // For each open `{` or `[`: whether the next thing in an object is a key.
        var inObject: [Bool] = []
        var expectingKey = false
        while i < code.count {
            let c = code[i]
            let start = i
            if c.isSpace { i += 1; continue }
            if c == UInt8(ascii: "/") && (code.at(i + 1) == UInt8(ascii: "/") || code.at(i + 1) == UInt8(ascii: "*"))
                || c == UInt8(ascii: "#") {
                if code.at(i + 1) == UInt8(ascii: "*") {
                    i += 2
                    while i < code.count && !code.has("*/", at: i) { i += 1 }
                    i = min(i + 2, code.count)
                    sink.add(code.has("/**", at: start) && i - start > 4 ? .stringDoc : .comment, start, i)
                } else {
                    i = code.lineEnd(from: i)
                    sink.add(.commentSingle, start, i)
                }
                continue
            }
            if expectingKey && c != UInt8(ascii: "}") {
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    i = quotedEnd(code, i, c)
                } else {
                    while i < code.count && code[i] != UInt8(ascii: ":") { i += 1 }
                    while i > start && code[i - 1].isSpace { i -= 1 }
                }
                sink.add(.nameVariable, start, max(i, start + 1))
                i = max(i, start + 1)
                expectingKey = false
                continue
            }
            switch c {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                inObject.append(c == UInt8(ascii: "{"))
                expectingKey = c == UInt8(ascii: "{")
                i += 1
                sink.add(.punctuation, start, i)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !inObject.isEmpty { inObject.removeLast() }
                i += 1
                sink.add(.punctuation, start, i)
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                expectingKey = c == UInt8(ascii: ",") && inObject.last == true
                i += 1
                sink.add(.punctuation, start, i)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                i = quotedEnd(code, i, c)
                sink.add(.string, start, i)
            case _ where c.isDigit || "+-.".utf8.contains(c) && code.at(i + 1).isDigit:
                i += 1
                while i < code.count && (code[i].isHexDigit || "xX.".utf8.contains(code[i])
                                         || "+-".utf8.contains(code[i]) && code[i - 1] | 0x20 == 101) { i += 1 }
                sink.add(code.has("0x", at: start) || code.has("0X", at: start) ? .numberHex : .numberFloat, start, i)
            case _ where c.isIdentifierStart || c == UInt8(ascii: "+") || c == UInt8(ascii: "-"):
                let end = code.identifierEnd(from: c.isIdentifierStart ? i : i + 1)
                i = max(end, i + 1)
                sink.add(JSON5Lexer.words.contains(code, start, i) ? .keyword : .error, start, i)
            default:
                i += 1
                sink.add(.error, start, i)
            }
        }
        return sink.tokens
    }

    private static let words = WordTable([(.keyword, "false Infinity +Infinity -Infinity NaN null true")])

    private func quotedEnd(_ code: UnsafeBufferPointer<UInt8>, _ start: Int, _ quote: UInt8) -> Int {
        var k = start + 1
        while k < code.count && code[k] != quote { k += code[k] == UInt8(ascii: "\\") ? 2 : 1 }
        return min(k + 1, code.count)
    }
}
