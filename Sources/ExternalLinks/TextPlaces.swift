import SourceDiagnostics

/// Finds where a piece of text is written in a file: the line and the column (in bytes, as every place folio
/// reports), of its first occurrence.
enum TextPlaces {
    /// The place of the first occurrence of any of `needles` in `text`, or nil.
    static func firstPlace(of needles: [String], in text: String) -> SourceLocation? {
        let bytes = Array(text.utf8)
        var best: Int?
        for needle in needles where !needle.isEmpty {
            if let offset = find(Array(needle.utf8), in: bytes), offset < (best ?? .max) { best = offset }
        }
        return best.map { place(of: $0, in: bytes) }
    }

    /// The line and column of the byte at `offset`.
    static func place(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(line: line, column: offset - lineStart + 1)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
