import SourceDiagnostics

/// Turns libyaml's 0-based marks (columns in characters, not bytes) into folio's 1-based byte places.
public struct YAMLLineIndex {
    /// The text's UTF-8 bytes.
    private let bytes: [UInt8]
    /// Where each line starts in `bytes`, and where the last one ends (after the text).
    private let starts: [Int]
    /// Lines before the text in its file (front matter's `---`, say): added to every line.
    public let lineOffset: Int

    public init(_ text: String, lineOffset: Int) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        starts.append(bytes.count + 1)
        self.starts = starts
        self.lineOffset = lineOffset
    }

    /// The number of lines (a text that ends in a line break ends in an empty line).
    public var lineCount: Int { starts.count - 1 }

    /// The bytes of line `line` (0-based), without its line break.
    private func line(_ line: Int) -> ArraySlice<UInt8> {
        bytes[starts[line]..<(starts[line + 1] - 1)]
    }

    /// The place of libyaml's 0-based line and character column, as the file's line and byte column.
    public func location(line: Int, column: Int) -> SourceLocation {
        var byteColumn = column
        if line < lineCount {
            let text = self.line(line)
            // Columns count characters: only a line with other than ASCII before the column needs reading.
            if text.prefix(column).contains(where: { $0 >= 0x80 }) {
                let scalars = String(decoding: text, as: UTF8.self).unicodeScalars
                let prefix = scalars.prefix(column)
                byteColumn = prefix.reduce(0) { $0 + UTF8.width($1) } + max(0, column - prefix.count)
            }
        }
        return SourceLocation(line: line + 1 + lineOffset, column: byteColumn + 1)
    }

    /// The place of a byte offset into the text.
    public func location(byteOffset: Int) -> SourceLocation {
        var remaining = byteOffset
        for index in 0..<lineCount {
            let count = line(index).count
            if remaining <= count { return SourceLocation(line: index + 1 + lineOffset, column: remaining + 1) }
            remaining -= count + 1
        }
        return SourceLocation(line: lineCount + lineOffset, column: 1)
    }
}
