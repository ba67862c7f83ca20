/// Writes a highlighted code block as HTML: cmark-gfm's own `<pre><code class="language-…">`, the code escaped
/// exactly as cmark-gfm escapes it (`&`, `<`, `>`, `"`; not `'`), with `<span class="k">…</span>` around tokens.
/// Without options, taking out the spans gives cmark-gfm's HTML byte for byte.
///
/// With line options each line is a `<span class="line">` (`line hll` when highlighted) and a token that spans
/// lines is closed and opened again around each line break. Line numbers are CSS counters on `<pre class="lines
/// numbered">`, so they show but are not copied with the code. A title makes the block a `<figure>`.
struct CodeHTML {
    private(set) var bytes: [UInt8] = []
    private let code: UnsafeBufferPointer<UInt8>
    private let options: CodeOptions?
    private var line = 1
    private var lineIsOpen = false

    init(code: UnsafeBufferPointer<UInt8>, options: CodeOptions?) {
        self.code = code
        self.options = options?.wrapsLines == true || options?.title != nil ? options : nil
        bytes.reserveCapacity(code.count * 2 + 64)
    }

    /// The HTML of the whole block; `languageWord` is cmark-gfm's, the info string up to its first space.
    static func make(languageWord: String, code: UnsafeBufferPointer<UInt8>, tokens: [Token],
                     options: CodeOptions?) -> String {
        var html = CodeHTML(code: code, options: options)
        html.open(languageWord: languageWord)
        var position = 0
        for token in tokens {
            let start = html.boundary(max(token.start, position)), end = html.boundary(min(token.end, code.count))
            guard start < end else { continue }
            if position < start { html.write(position, start, kind: nil) }
            html.write(start, end, kind: token.kind)
            position = end
        }
        if position < code.count { html.write(position, code.count, kind: nil) }
        html.close()
        return String(decoding: html.bytes, as: UTF8.self)
    }

    /// Moves an offset forward to the start of a UTF-8 character, so that no tag splits one.
    private func boundary(_ offset: Int) -> Int {
        var offset = offset
        while offset < code.count, code[offset] & 0xC0 == 0x80 { offset += 1 }
        return offset
    }

    private mutating func open(languageWord: String) {
        if let title = options?.title {
            append("<figure class=\"listing\"><figcaption>")
            append(escaping: Array(title.utf8))
            append("</figcaption>")
        }
        if let options, options.wrapsLines {
            append(options.lineNumbers ? "<pre class=\"lines numbered\"" : "<pre class=\"lines\"")
            if options.lineNumbers, options.firstLine != 1 {
                append(" style=\"counter-reset: line \(options.firstLine - 1)\"")
            }
            append(">")
        } else {
            append("<pre>")
        }
        append("<code class=\"language-")
        append(escaping: Array(languageWord.utf8))
        append("\">")
    }

    private mutating func close() {
        if lineIsOpen { append("</span>") }
        append("</code></pre>")
        if options?.title != nil { append("</figure>") }
    }

    /// Code from `start` to `end`, in a span of `kind` unless nil, one line at a time when lines are wrapped.
    private mutating func write(_ start: Int, _ end: Int, kind: TokenClass?) {
        guard options?.wrapsLines == true else {
            if let kind { openSpan(kind) }
            escape(start, end)
            if kind != nil { append("</span>") }
            return
        }
        var index = start
        while index < end {
            var lineEnd = index
            while lineEnd < end, code[lineEnd] != 0x0A { lineEnd += 1 }
            if !lineIsOpen { openLine() }
            if index < lineEnd {
                if let kind { openSpan(kind) }
                escape(index, lineEnd)
                if kind != nil { append("</span>") }
            }
            guard lineEnd < end else { break }
            append("</span>\n")
            lineIsOpen = false
            line += 1
            index = lineEnd + 1
        }
    }

    private mutating func openLine() {
        append(options?.isHighlighted(line) == true ? "<span class=\"line hll\">" : "<span class=\"line\">")
        lineIsOpen = true
    }

    private mutating func openSpan(_ kind: TokenClass) {
        append("<span class=\"")
        bytes.append(contentsOf: kind.rawValue.utf8)
        append("\">")
    }

    /// cmark-gfm's `escape_html`: `&`, `<`, `>` and `"`, copying the runs between them in one piece.
    private mutating func escape(_ start: Int, _ end: Int) {
        var run = start
        for index in start..<end {
            let entity: StaticString
            switch code[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            default: continue
            }
            if run < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: code[run..<index])) }
            bytes.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            run = index + 1
        }
        if run < end { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: code[run..<end])) }
    }

    private mutating func append(escaping text: [UInt8]) {
        text.withUnsafeBufferPointer { buffer in
            var writer = CodeHTML(code: buffer, options: nil)
            writer.escape(0, buffer.count)
            bytes.append(contentsOf: writer.bytes)
        }
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}
