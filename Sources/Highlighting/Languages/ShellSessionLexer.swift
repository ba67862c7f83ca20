/// Shell sessions (`console`, `shell-session`): prompts (`$ `, `# `, `% `, `user@host:~$ `, `(venv) $ `) are
/// `gp`, the commands after them shell code, and every other line output (`go`). Consecutive commands and their
/// `\` continuations are read as one script, so a here-document or a quote may span them.
struct ShellSessionLexer: Lexer {
    static let names = ["console", "shell-session", "sh-session", "terminal"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var sink = TokenSink()
        var script = SplicedCode()
        // Prompts of lines whose commands wait in `script`, added in order when it is flushed.
        var prompts: [Token] = []
        var continued = false
        var line = 0
        while line < code.count {
            let end = code.lineEnd(from: line)
            let next = min(end + 1, code.count)
            var commandStart: Int?
            if continued {
                commandStart = code.has("> ", at: line) ? line + 2 : line
                if commandStart != line { prompts.append(Token(.genericPrompt, line, line + 2)) }
            } else if let prompt = promptEnd(code, line, end) {
                prompts.append(Token(.genericPrompt, line, prompt))
                commandStart = prompt
            }
            if let start = commandStart {
                script.append(code, start, next)
                continued = end > start && code[end - 1] == UInt8(ascii: "\\")
            } else {
                script.flush(into: &sink, with: prompts) { BashLexer().tokens(in: $0) }
                prompts.removeAll()
                sink.add(.genericOutput, line, end)
            }
            line = next
        }
        script.flush(into: &sink, with: prompts) { BashLexer().tokens(in: $0) }
                prompts.removeAll()
        return sink.tokens
    }

    /// The end of the prompt at the start of the line `start..<end`, with the blanks after it, or nil.
    func promptEnd(_ code: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var k = start
        if code.at(k) == UInt8(ascii: "(") {
            var close = k + 1
            while close < end && code[close] != UInt8(ascii: ")") && !code[close].isSpace { close += 1 }
            if code.at(close) == UInt8(ascii: ")") { k = code.blanksEnd(from: close + 1) }
        }
        if code.at(k) == UInt8(ascii: "[") {
            var close = k + 1
            while close < end && code[close] != UInt8(ascii: "]") { close += 1 }
            if close < end, let prompt = promptMark(code, close + 1, end) { return prompt }
        }
        if let prompt = promptMark(code, k, end) { return prompt }
        // user@host:~/dir$, with at most one more word before the mark: user@host dir $
        guard code.at(k).isIdentifier else { return nil }
        var word = k
        while word < end && !code[word].isSpace { word += 1 }
        let hasHost = code[(k + 1)..<word].dropFirst().contains { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":") }
        let isShell = code.has("sh", at: k)
        guard hasHost || isShell else { return nil }
        for mark in stride(from: word - 1, to: k + 1, by: -1) where isMark(code[mark]) {
            if let prompt = promptMark(code, mark, end) { return prompt }
        }
        guard hasHost else { return nil }
        var second = code.blanksEnd(from: word)
        if let prompt = promptMark(code, second, end), second > word { return prompt }
        while second < end && !code[second].isSpace { second += 1 }
        return promptMark(code, code.blanksEnd(from: second - 1), end)
            ?? (second > word ? promptMark(code, second, end) : nil)
    }

    private func isMark(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "$") || c == UInt8(ascii: "#") || c == UInt8(ascii: "%")
    }

    /// Blanks, one of `$ # %`, blanks: the end of that, or nil.
    private func promptMark(_ code: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        let mark = code.blanksEnd(from: start)
        guard mark < end, isMark(code[mark]) else { return nil }
        return code.blanksEnd(from: mark + 1)
    }
}
