/// Unified and classic diffs, line by line: removed and added lines, hunk headers, file headers.
struct DiffLexer: Lexer {
    static let names = ["diff", "patch", "udiff"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var sink = TokenSink()
        var line = 0
        while line < code.count {
            let end = code.lineEnd(from: line)
            if let kind = kind(of: code, line, end) { sink.add(kind, line, end) }
            line = end + 1
        }
        return sink.tokens
    }

    private func kind(of code: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenClass? {
        switch code.at(start) {
        case UInt8(ascii: " "): return nil
        case UInt8(ascii: "!"): return .genericStrong
        case UInt8(ascii: "-"): return end - start == 3 && code.has("---", at: start) ? .genericStrong : .genericDeleted
        case UInt8(ascii: "+"): return .genericInserted
        case UInt8(ascii: "<") where code.at(start + 1) == 32: return .genericDeleted
        case UInt8(ascii: ">") where code.at(start + 1) == 32: return .genericInserted
        case UInt8(ascii: "@"), UInt8(ascii: "="):
            return code.at(start) == UInt8(ascii: "@") ? .genericSubheading : .genericHeading
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return isClassicHunk(code, start, end) ? .genericSubheading : nil
        default:
            let isHeading = code.has("diff", at: start) || code.has("index", at: start) || code.has("Index", at: start)
            return isHeading ? .genericHeading : nil
        }
    }

    /// `12,14c12,15` and the like, in a diff without context.
    private func isClassicHunk(_ code: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var k = start + 1
        if code.at(k) == UInt8(ascii: ",") {
            k += 1
            guard code.at(k).isDigit else { return false }
            while code.at(k).isDigit { k += 1 }
        }
        guard "acd".utf8.contains(code.at(k)), code.at(k + 1).isDigit else { return false }
        return true
    }
}
