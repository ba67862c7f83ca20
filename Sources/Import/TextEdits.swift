/// Replacements in a text by UTF-8 byte range, applied together, with positions in the text (of items left for
/// the author) moved along, so that each converter can scan the text as it is and report where it left something.
struct TextEdits {
    struct Edit {
        var range: Range<Int>
        var replacement: String
    }

    private(set) var edits: [Edit] = []

    mutating func replace(_ range: Range<Int>, with replacement: String) {
        edits.append(Edit(range: range, replacement: replacement))
    }

    var isEmpty: Bool { edits.isEmpty }

    /// `text` with the edits made (they must not overlap), and `positions` moved to the same places in the result.
    /// Insertions at one place go in the order they were made, before a replacement that starts there.
    func apply(to text: String, moving positions: inout [Int]) -> String {
        let sorted = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.isEmpty ? 0 : 1, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.isEmpty ? 0 : 1, $1.offset)
        }.map(\.element)
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        var shifts: [(at: Int, end: Int, delta: Int)] = []
        for edit in sorted where edit.range.lowerBound >= cursor {
            output += bytes[cursor..<edit.range.lowerBound]
            let replacement = Array(edit.replacement.utf8)
            output += replacement
            shifts.append((edit.range.lowerBound, edit.range.upperBound, replacement.count - edit.range.count))
            cursor = edit.range.upperBound
        }
        output += bytes[cursor...]
        positions = positions.map { position in
            var moved = position
            for shift in shifts where shift.at <= position {
                moved += position < shift.end ? 0 : shift.delta  // inside a replaced range: its start
            }
            return moved
        }
        return String(decoding: output, as: UTF8.self)
    }
}
