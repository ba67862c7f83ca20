import SourceDiagnostics

/// A position in TOML text, with the small steps every part of the grammar takes: spaces, comments, newlines.
/// Works on UTF-8 bytes; the text came from a `String`, so it is valid UTF-8.
struct TOMLCursor {
    /// One part of a dotted key, with its place.
    struct Key {
        var name: String
        var location: SourceLocation
    }

    let bytes: [UInt8]
    var index = 0
    let path: String
    private let lineOffset: Int
    /// The byte index where each line starts.
    private let lineStarts: [Int]
    /// How deep arrays and inline tables are nested here; bounded, so no input can exhaust the stack.
    var depth = 0
    static let maximumDepth = 100

    init(_ text: String, path: String, lineOffset: Int) {
        bytes = Array(text.utf8)
        self.path = path
        self.lineOffset = lineOffset
        var starts = [0]
        for (position, byte) in bytes.enumerated() where byte == 0x0A { starts.append(position + 1) }
        lineStarts = starts
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// The 1-based line (moved by the line offset) and byte column of a byte index.
    func location(at position: Int) -> SourceLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1 + lineOffset, column: position - lineStarts[low] + 1)
    }

    func error(_ message: String, at position: Int) -> Diagnostic {
        .error(message, path: path, at: location(at: position))
    }

    /// What is at `index`, for messages: `'x'`, `the end of the line`, `the end of the text`.
    var found: String {
        guard let byte = current else { return "the end of the text" }
        if byte == 0x0A || byte == 0x0D { return "the end of the line" }
        let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        return "'" + String(decoding: bytes[index..<min(index + length, bytes.count)], as: UTF8.self) + "'"
    }

    /// Takes `expected` if the text continues with it.
    mutating func take(_ expected: [UInt8]) -> Bool {
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected)
        else { return false }
        index += expected.count
        return true
    }

    mutating func skipSpaces() {
        while let byte = current, byte == 0x20 || byte == 0x09 { index += 1 }
    }

    /// A `#` comment up to the end of its line; control characters other than tab are errors there.
    mutating func skipComment() throws(Diagnostic) {
        guard current == UInt8(ascii: "#") else { return }
        while let byte = current, byte != 0x0A {
            if byte == 0x0D, peek(1) == 0x0A { return }
            if (byte < 0x20 && byte != 0x09) || byte == 0x7F {
                throw error("TOML: control character U+\(hex(byte)) in a comment", at: index)
            }
            index += 1
        }
    }

    /// A line feed, or a carriage return and a line feed.
    mutating func takeNewline() throws(Diagnostic) -> Bool {
        if current == 0x0A {
            index += 1
            return true
        }
        if current == 0x0D {
            guard peek(1) == 0x0A else {
                throw error("TOML: a carriage return must be followed by a line feed", at: index)
            }
            index += 2
            return true
        }
        return false
    }

    /// Spaces, comments and newlines: between statements, and inside arrays.
    mutating func skipBlank() throws(Diagnostic) {
        repeat {
            skipSpaces()
            try skipComment()
        } while try takeNewline()
    }

    /// After a statement: spaces, an optional comment, then a newline or the end of the text.
    mutating func endLine() throws(Diagnostic) {
        skipSpaces()
        try skipComment()
        if current == nil { return }
        if try takeNewline() { return }
        throw error("TOML: expected the end of the line, found \(found)", at: index)
    }

    func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "00" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}
