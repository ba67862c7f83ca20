import SourceDiagnostics

extension SourceLocation {
    /// The places of bytes of a node's literal (an HTML block, say) that starts here, for offsets in increasing
    /// order, in one pass over the literal. cmark took the indentation of a container (a list item, a quote) off
    /// the lines after the first; it is as wide as this column's.
    func locating(bytes offsets: [Int], in literal: String) -> [SourceLocation] {
        var places: [SourceLocation] = []
        places.reserveCapacity(offsets.count)
        var line = self.line, lineStart = 0, index = 0
        var bytes = literal.utf8.makeIterator()
        for offset in offsets {
            while index < offset, let byte = bytes.next() {
                index += 1
                if byte == 0x0A {
                    line += 1
                    lineStart = index
                }
            }
            let column = line == self.line ? column + offset : column + offset - lineStart
            places.append(SourceLocation(line: line, column: column))
        }
        return places
    }
}
