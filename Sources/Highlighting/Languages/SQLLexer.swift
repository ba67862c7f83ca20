/// SQL, in the standard's words (SQL:2016's reserved and non-reserved key words, with the common dialects'
/// additions), case-insensitive: keywords, data types, numbers, 'strings', "quoted names", comments.
struct SQLLexer: Lexer {
    static let names = ["sql", "mysql", "postgresql", "postgres", "psql", "sqlite", "plsql", "tsql"]

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
            case UInt8(ascii: "-") where code.at(i + 1) == c:
                i = code.lineEnd(from: i)
                sink.add(.commentSingle, start, i)
            case UInt8(ascii: "/") where code.at(i + 1) == UInt8(ascii: "*"):
                i = nestedCommentEnd(code, from: i)
                sink.add(.commentMultiline, start, i)
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                i += 1
                while i < code.count {
                    if code[i] == c {
                        if code.at(i + 1) == c { i += 2; continue }
                        break
                    }
                    i += 1
                }
                i = min(i + 1, code.count)
                sink.add(c == UInt8(ascii: "'") ? .stringSingle : .stringSymbol, start, i)
            case _ where c.isDigit:
                while code.at(i).isDigit { i += 1 }
                sink.add(.numberInteger, start, i)
            case _ where c.isIdentifierStart:
                var end = i
                while end < code.count && (code[end].isIdentifier || code[end] == UInt8(ascii: "$")) { end += 1 }
                let wordEnd = code.identifierEnd(from: i)
                i = end
                if let kind = SQLWords.all.lookup(code, start, wordEnd), wordEnd == end {
                    sink.add(kind, start, end)
                } else {
                    sink.add(.name, start, end)
                }
            case _ where ByteSet.sqlOperators.contains(c):
                i += 1
                sink.add(.operator, start, i)
            case _ where ByteSet.sqlPunctuation.contains(c):
                i += 1
                sink.add(.punctuation, start, i)
            default:
                i += 1
                while i < code.count && code[i] & 0xC0 == 0x80 { i += 1 }
                sink.add(.error, start, i)
            }
        }
        return sink.tokens
    }

    private func nestedCommentEnd(_ code: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var depth = 0
        var k = start
        while k < code.count {
            if code.has("/*", at: k) { depth += 1; k += 2; continue }
            if code.has("*/", at: k) {
                depth -= 1
                k += 2
                if depth == 0 { return k }
                continue
            }
            k += 1
        }
        return k
    }
}
