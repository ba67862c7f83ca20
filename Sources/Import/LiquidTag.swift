/// One `{% tag %}` or `{{ output }}` of Liquid, with Jekyll's `{%-`/`-%}` trimming marks allowed.
struct LiquidTag {
    /// Byte offsets of `{` and of the byte after the closing `}`.
    var start: Int
    var end: Int
    /// `{{ … }}` rather than `{% … %}`.
    var isOutput: Bool
    /// What is between the delimiters, without trimming marks, trimmed.
    var inner: String
    /// The tag as written, for notes, shortened when long.
    var text: String

    /// The words of `inner`: `["post_url", "2018-01-19-forums"]`.
    var words: [String] { inner.split(whereSeparator: \.isWhitespace).map(String.init) }
    /// The tag's name (`highlight`, `include`); for an output, its first word.
    var name: String { words.first ?? "" }

    /// The tag starting at `start`, or nil when it is not closed (Liquid tags may span lines, not paragraphs).
    init?(_ bytes: [UInt8], at start: Int) {
        isOutput = bytes[start + 1] == UInt8(ascii: "{")
        let closing = isOutput ? UInt8(ascii: "}") : UInt8(ascii: "%")
        var index = start + 2
        let limit = min(bytes.count - 1, start + 2000)
        while index < limit, !(bytes[index] == closing && bytes[index + 1] == UInt8(ascii: "}")) {
            if bytes[index] == 0x0A, index + 1 < bytes.count, bytes[index + 1] == 0x0A { return nil }
            index += 1
        }
        guard index < limit else { return nil }
        self.start = start
        end = index + 2
        var body = bytes[(start + 2)..<index]
        if body.first == UInt8(ascii: "-") { body = body.dropFirst() }
        if body.last == UInt8(ascii: "-") { body = body.dropLast() }
        inner = String(decoding: body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let written = String(decoding: bytes[start..<end], as: UTF8.self).replacing("\n", with: " ")
        text = written.count > 60 ? String(written.prefix(57)) + "…" + (isOutput ? "}}" : "%}") : written
    }

    /// The range of the first `{% name %}` (any trimming marks) at or after `from`.
    static func findEnd(_ name: String, in bytes: [UInt8], from: Int) -> Range<Int>? {
        var index = from
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "%"),
               let tag = LiquidTag(bytes, at: index), !tag.isOutput, tag.inner == name {
                return tag.start..<tag.end
            }
            index += 1
        }
        return nil
    }
}
