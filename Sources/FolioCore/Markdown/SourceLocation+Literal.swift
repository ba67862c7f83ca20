extension SourceLocation {
    /// The place of a byte of a node's literal (an HTML block, say) that starts here. cmark took the indentation
    /// of a container (a list item, a quote) off the lines after the first; it is as wide as this column's.
    func locating(byte offset: Int, in literal: String) -> SourceLocation {
        let before = literal.utf8.prefix(offset)
        guard let lastNewline = before.lastIndex(of: 0x0A) else {
            return SourceLocation(line: line, column: column + before.count)
        }
        let newlines = before.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
        return SourceLocation(line: line + newlines, column: column - 1 + before.distance(from: lastNewline,
                                                                                          to: before.endIndex))
    }
}
