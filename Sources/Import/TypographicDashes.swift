/// Dashes as the old site showed them: kramdown (Jekyll) and Goldmark's typographer (Hugo) print `---` as an em
/// dash and `--` as an en dash, which GitHub's Markdown leaves as hyphens. After a word and a space, before another
/// word or at the end of the line (`employees --- protections`), they become `—` and `–`. Code, code spans, HTML
/// comments and lines of tables, HTML or nothing but dashes (rules, setext underlines) are left alone, as is any
/// other run of hyphens (`--no-cache`).
enum TypographicDashes {
    static func convert(_ text: String) -> BodyConversion {
        var conversion = BodyConversion()
        guard text.contains(" --") else { return conversion }
        var inComment = false
        for line in MarkdownLines(text).lines where line.role == .text {
            let written = line.text.drop { $0 == " " || $0 == "\t" }
            if inComment {
                inComment = !line.text.contains("-->")
                continue
            }
            if written.hasPrefix("<!--") {
                inComment = !written.dropFirst(4).contains("-->")
                continue
            }
            guard line.indent < 4, !written.hasPrefix("<"), !line.text.contains("|"),
                  !written.allSatisfy({ $0 == "-" || $0 == " " || $0 == "=" }) else { continue }
            convert(line, into: &conversion)
        }
        return conversion
    }

    /// Each spaced run of two or three hyphens in the line, after a word and before one or the line's end.
    private static func convert(_ line: MarkdownLines.Line, into conversion: inout BodyConversion) {
        let text = line.text
        var index = text.startIndex
        while let found = text[index...].range(of: " --") {
            let start = text.index(after: found.lowerBound)
            var end = start
            while end < text.endIndex, text[end] == "-" { end = text.index(after: end) }
            index = end
            let count = text.distance(from: start, to: end)
            // Before a word, or at the end of the line (a sentence written a clause a line goes on below).
            let after = text[end...].drop { $0 == " " || $0 == "\t" }
            guard count == 2 || count == 3, after.isEmpty || (end < text.endIndex && text[end] == " "),
                  found.lowerBound > text.startIndex, text[text.index(before: found.lowerBound)] != " ",
                  !text[..<start].contains("<!--") || text[..<start].contains("-->"),
                  !KramdownConverter.isInCodeSpan(start, of: text) else { continue }
            let offset = line.start + text.utf8.distance(from: text.startIndex, to: start)
            conversion.edits.replace(offset..<(offset + count), with: count == 3 ? "—" : "–")
        }
    }
}
