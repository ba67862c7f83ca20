/// Notes for kramdown's attribute lists (`{: .class}`, `{:width="50%"}`, `{:toc}`, `{#id}` after a heading),
/// which Jekyll's Markdown reads and GitHub's shows as text. They are left in place, outside code.
enum KramdownNotes {
    static func notes(in text: String) -> [ImportNote] {
        var notes: [ImportNote] = []
        var offset = 0
        var fence: Character?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += line.utf8.count + 1 }
            let trimmed = line.drop { $0 == " " }
            if let first = trimmed.first, first == "`" || first == "~", trimmed.prefix(3).allSatisfy({ $0 == first }),
               trimmed.count >= 3 {
                fence = fence == nil ? first : (fence == first ? nil : fence)
                continue
            }
            guard fence == nil, let range = line.range(of: "{:") ?? headingID(in: line),
                  line.utf8.contains(UInt8(ascii: "}")) else { continue }
            let column = line.utf8.distance(from: line.startIndex, to: range.lowerBound)
            let end = line[range.lowerBound...].firstIndex(of: "}").map { line.index(after: $0) } ?? line.endIndex
            let written = String(line[range.lowerBound..<end])
            notes.append(ImportNote(offset: offset + column,
                                    message: "kramdown's \(written.count > 40 ? String(written.prefix(37)) + "…}" : written) "
                                        + "has no GitHub Markdown counterpart; it is left in the text"))
        }
        return notes
    }

    /// `{#id}` at the end of a heading line.
    private static func headingID(in line: Substring) -> Range<Substring.Index>? {
        guard line.hasPrefix("#"), line.hasSuffix("}"), let open = line.range(of: "{#", options: .backwards)
        else { return nil }
        return open
    }
}
