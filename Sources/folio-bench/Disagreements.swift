import Highlighting

/// Prints where folio's Swift lexer and the compiler disagree: `file:line: text  [compiler→folio]`.
enum Disagreements {
    /// Prints up to `limit` runs of disagreeing characters in one file; returns how many it printed.
    static func print(file: String, code: [UInt8], tokens: [Token], reference: [UInt8], limit: Int) -> Int {
        var ours = [UInt8](repeating: LexicalCategory.other.rawValue, count: code.count)
        for token in tokens { for index in token.start..<min(token.end, code.count) {
            ours[index] = LexicalCategory(token.kind).rawValue
        } }
        var printed = 0, index = 0
        while index < code.count, printed < limit {
            let byte = code[index]
            let blank = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            guard !blank, index < reference.count, ours[index] != reference[index] else {
                index += 1
                continue
            }
            var end = index
            while end < code.count, end < reference.count, code[end] != 0x0A, ours[end] == ours[index],
                  reference[end] == reference[index] { end += 1 }
            let line = code[..<index].filter { $0 == 0x0A }.count + 1
            let lineStart = code[..<index].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let lineEnd = code[index...].firstIndex(of: 0x0A) ?? code.count
            let text = String(decoding: code[lineStart..<lineEnd], as: UTF8.self)
            let run = String(decoding: code[index..<end], as: UTF8.self)
            Swift.print("\(file):\(line): «\(run)» \(Character(Unicode.Scalar(reference[index])))→"
                        + "\(Character(Unicode.Scalar(ours[index])))   in: \(text.prefix(110))")
            printed += 1
            index = end
        }
        return printed
    }
}
