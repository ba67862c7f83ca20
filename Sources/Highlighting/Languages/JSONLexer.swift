/// JSON, with the comments that configuration files put in it: keys are tags, other strings are strings.
struct JSONLexer: Lexer {
    static let names = ["json", "jsonc", "json-object", "geojson", "webmanifest"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var sink = TokenSink()
        var i = 0
        while i < code.count {
            let c = code[i]
            let start = i
            switch c {
            case _ where c.isSpace:
                i += 1
            case UInt8(ascii: "\""):
                i = stringEnd(code, from: i)
                let after = code.spaceEnd(from: i)
                sink.add(code.at(after) == UInt8(ascii: ":") ? .nameTag : .stringDouble, start, i)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var isFloat = false
                i += 1
                while i < code.count && (code[i].isDigit || ByteSet.jsonNumberMarks.contains(code[i])) {
                    if !code[i].isDigit { isFloat = true }
                    i += 1
                }
                sink.add(isFloat ? .numberFloat : .numberInteger, start, i)
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                while i < code.count && ByteSet.jsonConstantLetters.contains(code[i]) { i += 1 }
                sink.add(.keywordConstant, start, i)
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: ","), UInt8(ascii: ":"):
                i += 1
                sink.add(.punctuation, start, i)
            case UInt8(ascii: "/") where code.at(i + 1) == UInt8(ascii: "/"):
                i = code.lineEnd(from: i)
                sink.add(.commentSingle, start, i)
            case UInt8(ascii: "/") where code.at(i + 1) == UInt8(ascii: "*"):
                i += 2
                while i < code.count && !code.has("*/", at: i) { i += 1 }
                i = min(i + 2, code.count)
                sink.add(.commentMultiline, start, i)
            default:
                i += 1
                while i < code.count && code[i] & 0xC0 == 0x80 { i += 1 }
                sink.add(.error, start, i)
            }
        }
        return sink.tokens
    }

    private func stringEnd(_ code: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var k = start + 1
        while k < code.count && code[k] != UInt8(ascii: "\"") {
            k += code[k] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(k + 1, code.count)
    }
}
