/// One read of a Markdown text: block rules at each line's start, inline rules inside lines. Longer than most
/// files: the block and inline rules read best together.
struct MarkdownScanner {
    let code: UnsafeBufferPointer<UInt8>
    var sink = TokenSink()
    var i = 0
    // Where a search for a closing `]` or fence found none up to the end: later searches from there on would
    // find none either, so they are not made (else a text of many `[` would take quadratic time).
    var noBracketFrom = Int.max
    var noFenceFrom = Int.max
    /// The end of the white space that the current run of blank lines is part of.
    var blankRunEnd = 0

    init(code: UnsafeBufferPointer<UInt8>) {
        self.code = code
    }

    mutating func run() {
        while i < code.count {
            if i == 0 || code[i - 1] == 10 {
                var end = code.lineEnd(from: i)
                // The rules that start with white space may start on a blank line before their own.
                if blankRunEnd <= i { blankRunEnd = code.spaceEnd(from: i) }
                if blankRunEnd > end, end < code.count {
                    let line = blankRunEnd
                    let start = code.lineStart(of: line)
                    let lineEnd = code.lineEnd(from: start)
                    if lineEnd < code.count, let next = scanIndentedBlock(start, lineEnd) {
                        i = next
                        continue
                    }
                }
                end = code.lineEnd(from: i)
                if end < code.count, let next = scanBlock(i, end) {
                    i = next
                    continue
                }
                if let next = scanReferenceDefinition(i) {
                    i = next
                    continue
                }
            }
            i = inlineStep(at: i, limit: code.count)
        }
    }

    /// The block rules; returns where the next line starts, or nil when none applies.
    private mutating func scanBlock(_ line: Int, _ end: Int) -> Int? {
        if code.at(line) == UInt8(ascii: "#") {
            var hashes = 0
            while code.at(line + hashes) == UInt8(ascii: "#") { hashes += 1 }
            if hashes <= 6 && line + hashes < end - (hashes == 1 ? 0 : 0) && end - line > hashes {
                sink.add(hashes == 1 ? .genericHeading : .genericSubheading, line, end)
                return end + 1
            }
        }
        if end > line && end + 1 < code.count {
            let next = end + 1
            let nextEnd = code.lineEnd(from: next)
            let mark = code.at(next)
            if (mark == UInt8(ascii: "=") || mark == UInt8(ascii: "-")) && nextEnd < code.count
                && code[next..<nextEnd].allSatisfy({ $0 == mark }) {
                let kind: TokenClass = mark == UInt8(ascii: "=") ? .genericHeading : .genericSubheading
                sink.add(kind, line, end)
                sink.add(kind, next, nextEnd)
                return nextEnd + 1
            }
        }
        return scanIndentedBlock(line, end)
    }

    /// The block rules that allow white space before their mark: list items, quotes, fences.
    private mutating func scanIndentedBlock(_ line: Int, _ end: Int) -> Int? {
        let first = code.blanksEnd(from: line)
        let c = code.at(first)
        if (c == UInt8(ascii: "*") || c == UInt8(ascii: "-")) && code.at(first + 1).isSpace && first + 1 < end {
            if code.at(first + 1) == 32 && code.at(first + 2) == UInt8(ascii: "[")
                && " xX".utf8.contains(code.at(first + 3)) && code.at(first + 4) == UInt8(ascii: "]")
                && code.at(first + 5) == 32 && first + 6 < end {
                sink.add(.keyword, first, first + 5)
                scanInline(first + 5, end)
                return end + 1
            }
            if first + 2 < end {
                sink.add(.keyword, first, first + 1)
                scanInline(first + 2, end)
                return end + 1
            }
        }
        if c.isDigit {
            var k = first
            while code.at(k).isDigit { k += 1 }
            if code.at(k) == UInt8(ascii: ".") && code.at(k + 1) == 32 && k + 2 < end {
                sink.add(.keyword, first, k + 1)
                scanInline(k + 1, end)
                return end + 1
            }
        }
        let quote = code.blanksEnd(from: line)
        if code.at(quote) == UInt8(ascii: ">") && code.at(quote + 1).isSpace && code.at(quote + 2) != 10 {
            // The blank after `>` may be the line break: then the next line is the quoted text.
            let text = quote + 2
            let textEnd = code.lineEnd(from: text)
            if textEnd > text && textEnd < code.count {
                sink.add(.keyword, quote, quote + 1)
                sink.add(.genericEmph, text, textEnd)
                return textEnd + 1
            }
        }
        return scanFence(line, end)
    }

    /// A fenced code block opened by three backquotes (after any white space) and an optional info word.
    private mutating func scanFence(_ line: Int, _ end: Int) -> Int? {
        let fence = code.blanksEnd(from: line)
        guard code.has("```", at: fence), fence + 3 <= end else { return nil }
        var word = fence + 3
        while word < end && (code[word].isIdentifier || code[word] == UInt8(ascii: "-")) { word += 1 }
        let hasWord = word > fence + 3
        if hasWord && word < end && !code[word].isBlank { return nil }
        if !hasWord && fence + 3 != end { return nil }
        // The closing fence: a line of white space and three backquotes, then a line break.
        guard end + 1 < noFenceFrom else { return nil }
        var close = end + 1
        var closeEnd = -1
        while close < code.count {
            let lineEnd = code.lineEnd(from: close)
            let mark = code.blanksEnd(from: close)
            if mark + 3 == lineEnd && code.has("```", at: mark) && lineEnd < code.count {
                closeEnd = lineEnd
                break
            }
            close = lineEnd + 1
        }
        guard closeEnd >= 0 else {
            noFenceFrom = end + 1
            return nil
        }
        let bodyStart = end + 1
        let closeMark = code.blanksEnd(from: close)
        if !hasWord {
            sink.add(.stringBacktick, fence, closeEnd)
            return closeEnd + 1
        }
        sink.add(.stringBacktick, fence, word)
        let extra = code.blanksEnd(from: word)
        sink.add(.name, extra, end)
        let body = UnsafeBufferPointer(rebasing: code[bodyStart..<close])
        let name = String(decoding: code[(fence + 3)..<word], as: UTF8.self)
        if let lexer = Languages.lexer(named: name) {
            sink.add(lexer.init().tokens(in: body), offset: bodyStart)
        }
        sink.add(.stringBacktick, closeMark, closeEnd)
        return closeEnd + 1
    }

    /// The inline rules over `start..<end` (a list item's text).
    private mutating func scanInline(_ start: Int, _ end: Int) {
        var k = start
        while k < end { k = inlineStep(at: k, limit: end) }
    }

    /// One step of the inline rules at `k`: a span, or plain text up to the next white space or backslash.
    /// Spans start where a word starts, or one byte before their mark.
    private mutating func inlineStep(at k: Int, limit: Int) -> Int {
        let c = code[k]
        if c.isSpace { return k + 1 }
        if c == UInt8(ascii: "\\") { return min(k + 2, limit) }
        if let next = scanSpan(at: k, limit) { return next }
        var e = k
        while e < limit && !code[e].isSpace && code[e] != UInt8(ascii: "\\") { e += 1 }
        return e
    }

    /// The spans in Pygments' order of trial: code, strong, emphasis, struck, mentions, links.
    private mutating func scanSpan(at k: Int, _ limit: Int) -> Int? {
        let marks: [(UInt8, Bool)] = [(96, false), (42, true), (95, true), (42, false), (95, false), (126, true)]
        for (c, double) in marks {
            for offset in 0...1 {
                let mark = k + offset
                guard mark < limit, code[mark] == c, offset == 0 || code[k] != c else { continue }
                if c == 96 {
                    var close = mark + 1
                    while close < limit && code[close] != c && code[close] != 10 { close += 1 }
                    if close < limit && code[close] == c && close > mark + 1 {
                        sink.add(.stringBacktick, mark, close + 1)
                        return close + 1
                    }
                } else if let close = delimited(mark, limit, double: double) {
                    let kind: TokenClass = c == 126 ? .genericDeleted : double ? .genericStrong : .genericEmph
                    sink.add(kind, mark, close)
                    return close
                }
            }
        }
        let c = code[k]
        if c == UInt8(ascii: "@") || c == UInt8(ascii: "#") {
            var e = k + 1
            while e < limit && (code[e].isIdentifier || code[e] == UInt8(ascii: "/") || code[e] == 58) { e += 1 }
            if e > k + 1 {
                sink.add(.nameEntity, k, e)
                return e
            }
        }
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "!") { return scanLink(k, limit) }
        return nil
    }

    /// `**x**` (or `~~x~~`) when `double`, `*x*` otherwise: the end, or nil.
    private func delimited(_ mark: Int, _ end: Int, double: Bool) -> Int? {
        let c = code[mark]
        let width = double ? 2 : 1
        if double && code.at(mark + 1) != c { return nil }
        let first = code.at(mark + width)
        guard mark + width < end, first != c, first != 32, first != 10 else { return nil }
        var close = mark + width + 1
        while close < end && code[close] != c && code[close] != 10 { close += 1 }
        guard close < end, code[close] == c, !double || code.at(close + 1) == c else { return nil }
        return close + width
    }

    /// `[text](url)`, `![alt](src)` and `[text][ref]`.
    private mutating func scanLink(_ start: Int, _ end: Int) -> Int? {
        let open = code[start] == UInt8(ascii: "!") ? start + 1 : start
        guard code.at(open) == UInt8(ascii: "["), let close = closingBracket(from: open + 1), close > open + 1 else {
            return nil
        }
        let kind = code.at(close + 1)
        guard kind == UInt8(ascii: "(") || kind == UInt8(ascii: "[") else { return nil }
        let closer: UInt8 = kind == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "]")
        var target = close + 2
        if kind == UInt8(ascii: "[") {
            guard let bracket = closingBracket(from: target) else { return nil }
            target = bracket
        }
        while target < code.count && code[target] != closer && code[target] != 10 { target += 1 }
        guard target < code.count, code[target] == closer, kind == 91 || target > close + 2 else { return nil }
        sink.add(.nameTag, open + 1, close)
        sink.add(kind == UInt8(ascii: "(") ? .nameAttribute : .nameLabel, close + 2, target)
        return target + 1
    }

    /// `[ref]: url` at the start of a line.
    private mutating func scanReferenceDefinition(_ line: Int) -> Int? {
        let open = code.blanksEnd(from: line)
        guard code.at(open) == UInt8(ascii: "["), let close = closingBracket(from: open + 1),
              code.at(close + 1) == UInt8(ascii: ":") else { return nil }
        let url = code.spaceEnd(from: close + 2)
        let end = code.lineEnd(from: url)
        guard url < end else { return nil }
        sink.add(.nameLabel, open + 1, close)
        sink.add(.nameAttribute, url, end)
        return end
    }

    /// The next `]` at or after `start`, remembering where there is none.
    private mutating func closingBracket(from start: Int) -> Int? {
        guard start < noBracketFrom else { return nil }
        var k = start
        while k < code.count && code[k] != UInt8(ascii: "]") { k += 1 }
        guard k < code.count else {
            noBracketFrom = start
            return nil
        }
        return k
    }
}
