import SourceDiagnostics

/// Turns libyaml's 0-based marks (columns in characters, not bytes) into folio's 1-based byte places.
public struct YAMLLineIndex {
    /// The text's lines, without their line breaks.
    public let lines: [Substring.UTF8View]
    /// Lines before the text in its file (front matter's `---`, say): added to every line.
    public let lineOffset: Int

    public init(_ text: String, lineOffset: Int) {
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(\.utf8)
        self.lineOffset = lineOffset
    }

    /// The place of libyaml's 0-based line and character column, as the file's line and byte column.
    public func location(line: Int, column: Int) -> SourceLocation {
        var byteColumn = column
        if line < lines.count {
            let scalars = String(Substring(lines[line])).unicodeScalars
            let prefix = scalars.prefix(column)
            byteColumn = prefix.reduce(0) { $0 + UTF8.width($1) } + max(0, column - prefix.count)
        }
        return SourceLocation(line: line + 1 + lineOffset, column: byteColumn + 1)
    }

    /// The place of a byte offset into the text.
    public func location(byteOffset: Int) -> SourceLocation {
        var remaining = byteOffset
        for (index, line) in lines.enumerated() {
            if remaining <= line.count { return SourceLocation(line: index + 1 + lineOffset, column: remaining + 1) }
            remaining -= line.count + 1
        }
        return SourceLocation(line: lines.count + lineOffset, column: 1)
    }
}
