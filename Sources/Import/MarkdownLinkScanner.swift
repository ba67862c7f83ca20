/// Finds the link and image destinations of a Markdown text, and the `href` and `src` values of its raw HTML, by
/// UTF-8 byte range, outside fenced code blocks and code spans, so that the import can rewrite them in place.
///
/// It reads the text the way a person skimming it would rather than as a full parser: inline links
/// (`[a](dest "title")`, `![a](<dest>)`), reference definitions (`[a]: dest`) and quoted HTML attributes.
enum MarkdownLinkScanner {
    struct Destination {
        /// The bytes to replace: the destination, with its angle brackets if it has them.
        var range: Range<Int>
        /// The destination without angle brackets.
        var url: String
        /// An attribute of raw HTML, which folio publishes as written (a Markdown link, it resolves).
        var isHTML = false
    }

    static func destinations(in text: String) -> [Destination] {
        let bytes = Array(text.utf8)
        var found: [Destination] = []
        var fence: (byte: UInt8, count: Int)?
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            let line = lineStart..<lineEnd
            if let marker = fenceMarker(bytes, line) {
                if let open = fence {
                    if marker.byte == open.byte, marker.count >= open.count, marker.isBare { fence = nil }
                } else {
                    fence = (marker.byte, marker.count)
                }
            } else if fence == nil {
                scanLine(bytes, line, into: &found)
            }
            lineStart = lineEnd + 1
        }
        return found
    }

    /// A line of up to three spaces and three or more backticks or tildes.
    private static func fenceMarker(_ bytes: [UInt8], _ line: Range<Int>) -> (byte: UInt8, count: Int, isBare: Bool)? {
        var index = line.lowerBound
        while index < line.upperBound, index - line.lowerBound < 4, bytes[index] == 0x20 { index += 1 }
        guard index - line.lowerBound < 4, index < line.upperBound,
              bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~") else { return nil }
        let byte = bytes[index]
        let start = index
        while index < line.upperBound, bytes[index] == byte { index += 1 }
        let count = index - start
        guard count >= 3 else { return nil }
        let rest = bytes[index..<line.upperBound]
        if byte == UInt8(ascii: "`"), rest.contains(UInt8(ascii: "`")) { return nil }
        return (byte, count, rest.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
    }

    private static func scanLine(_ bytes: [UInt8], _ line: Range<Int>, into found: inout [Destination]) {
        // A reference definition: `[label]: destination`.
        var start = line.lowerBound
        while start < line.upperBound, start - line.lowerBound < 3, bytes[start] == 0x20 { start += 1 }
        if start < line.upperBound, bytes[start] == UInt8(ascii: "["),
           let close = bytes[start..<line.upperBound].firstIndex(of: UInt8(ascii: "]")),
           close + 1 < line.upperBound, bytes[close + 1] == UInt8(ascii: ":"), close > start + 1,
           bytes[start + 1] != UInt8(ascii: "^") {
            var index = close + 2
            while index < line.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            if let destination = destination(bytes, at: index, limit: line.upperBound) { found.append(destination) }
            return
        }
        var index = line.lowerBound
        while index < line.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") {  // a code span: skip to the closing run of the same length
                var run = index
                while run < line.upperBound, bytes[run] == byte { run += 1 }
                let length = run - index
                var search = run
                var closed = false
                while search < line.upperBound {
                    if bytes[search] == byte {
                        var end = search
                        while end < line.upperBound, bytes[end] == byte { end += 1 }
                        if end - search == length {
                            index = end
                            closed = true
                            break
                        }
                        search = end
                    } else {
                        search += 1
                    }
                }
                if !closed { index = run }
                continue
            }
            if byte == UInt8(ascii: "]"), index + 1 < line.upperBound, bytes[index + 1] == UInt8(ascii: "(") {
                var at = index + 2
                while at < line.upperBound, bytes[at] == 0x20 { at += 1 }
                if let destination = destination(bytes, at: at, limit: line.upperBound) {
                    found.append(destination)
                    index = destination.range.upperBound
                    continue
                }
            }
            if let attribute = htmlAttribute(bytes, at: index, limit: line.upperBound) {
                found.append(attribute)
                index = attribute.range.upperBound
                continue
            }
            index += 1
        }
    }

    /// `<dest>` or a run of non-space bytes with balanced parentheses.
    private static func destination(_ bytes: [UInt8], at start: Int, limit: Int) -> Destination? {
        guard start < limit else { return nil }
        if bytes[start] == UInt8(ascii: "<") {
            guard let close = bytes[(start + 1)..<limit].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            return Destination(range: start..<(close + 1),
                               url: String(decoding: bytes[(start + 1)..<close], as: UTF8.self))
        }
        var index = start, depth = 0
        while index < limit {
            let byte = bytes[index]
            if byte <= 0x20 { break }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            }
            index += 1
        }
        guard index > start else { return nil }
        return Destination(range: start..<index, url: String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// ` href="…"` or ` src='…'` in raw HTML: the value's range.
    private static func htmlAttribute(_ bytes: [UInt8], at index: Int, limit: Int) -> Destination? {
        guard bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A else { return nil }
        for name in ["href", "src"] {
            let name = Array(name.utf8)
            let after = index + 1 + name.count
            guard after + 1 < limit, bytes[(index + 1)..<after].map({ $0 | 0x20 }).elementsEqual(name),
                  bytes[after] == UInt8(ascii: "="), bytes[after + 1] == 0x22 || bytes[after + 1] == 0x27
            else { continue }
            let quote = bytes[after + 1]
            guard let close = bytes[(after + 2)..<limit].firstIndex(of: quote) else { return nil }
            return Destination(range: (after + 2)..<close,
                               url: String(decoding: bytes[(after + 2)..<close], as: UTF8.self), isHTML: true)
        }
        return nil
    }
}
