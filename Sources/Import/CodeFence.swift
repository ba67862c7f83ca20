/// The backticks that fence a block of code safely: one more than the longest run of backticks inside, at least 3.
enum CodeFence {
    static func marks(for code: String) -> String {
        var longest = 0, run = 0
        for byte in code.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return String(repeating: "`", count: max(3, longest + 1))
    }

    /// The code with one leading line break removed, the indentation of the closing tag's line dropped, and a
    /// final line break ensured, as a fence holds it.
    static func body(_ code: String) -> String {
        var code = Substring(code)
        if code.hasPrefix("\r\n") { code = code.dropFirst(2) } else if code.hasPrefix("\n") { code = code.dropFirst() }
        if let lastBreak = code.lastIndex(of: "\n"),
           code[code.index(after: lastBreak)...].allSatisfy({ $0 == " " || $0 == "\t" }) {
            code = code[...lastBreak]
        }
        return code.hasSuffix("\n") ? String(code) : code + "\n"
    }
}
