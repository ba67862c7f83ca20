import Markdown

/// Heading ids written for the old site's Markdown: kramdown's `## Conclusion {#conclusion}` and `{: #id}` on the
/// line after a heading (`{: .no_toc}` too), and Hugo's `## Heading {#id .class}`, for ATX and setext headings
/// alike. GitHub shows them as text, and makes its own id from the heading's text. Where that id is the one
/// written, the attributes go; otherwise the heading starts with an anchor GitHub honours,
/// `## <a id="custom"></a>Heading`, so that every link to the old id still leads there. Other attributes of a
/// heading (a class, `.no_toc`) have no GitHub counterpart: they go too, and are listed.
///
/// GitHub's ids are found by rendering the text without the attributes, as a build does, so that they are exact,
/// repeated headings (`-1`, `-2`) included.
enum HeadingIDConverter {
    /// One heading with attributes: where they are, and where its text starts (for the anchor).
    private struct Candidate {
        /// The heading's first line, counted from 1, as the renderer reports it.
        var line: Int
        var attributes: AttributeList
        /// What to remove: the list and the spaces before it, or the whole line of a list below the heading.
        var removal: Range<Int>
        var ownLine: Bool
        var textStart: Int
    }

    static func convert(_ text: String) -> BodyConversion {
        var conversion = BodyConversion()
        guard text.contains("{") else { return conversion }
        let lines = MarkdownLines(text).lines
        let candidates = findCandidates(lines)
        guard !candidates.isEmpty else { return conversion }
        // The text as it will be, but with a list's own line left blank, so that lines keep their numbers.
        var plain = TextEdits()
        for candidate in candidates {
            plain.replace(candidate.removal, with: candidate.ownLine ? "\n" : "")
        }
        var none: [Int] = []
        let stripped = plain.apply(to: text, moving: &none)
        guard let headings = try? MarkdownRenderer(options: .github).render(stripped, path: "").headings else {
            return conversion
        }
        let ids = Dictionary(headings.map { ($0.line, $0.id) }, uniquingKeysWith: { first, _ in first })
        for candidate in candidates {
            guard let githubID = ids[candidate.line] else { continue }  // not a heading after all
            conversion.edits.replace(candidate.removal, with: "")
            let list = candidate.attributes
            if let id = list.id, id != githubID {
                conversion.edits.replace(candidate.textStart..<candidate.textStart, with: AttributeList.anchor(id))
            }
            if !list.rest.isEmpty {
                conversion.notes.append(ImportNote(offset: candidate.removal.lowerBound, message:
                    "the heading's attributes \(list.rest) have no GitHub Markdown counterpart; they are removed"))
            }
        }
        return conversion
    }

    private static func findCandidates(_ lines: [MarkdownLines.Line]) -> [Candidate] {
        var candidates: [Candidate] = []
        for (index, line) in lines.enumerated() where line.role == .text && line.indent < 4 && !line.isBlank {
            let next = index + 1 < lines.count && lines[index + 1].role == .text ? lines[index + 1] : nil
            let atxText = atxTextStart(line)
            let isSetext = atxText == nil && next.map(isSetextUnderline) == true
            guard atxText != nil || isSetext else { continue }
            let textStart = atxText ?? line.start + line.text.utf8.count - line.text.drop { $0 == " " }.utf8.count
            if let (list, range) = trailingList(of: line) {
                candidates.append(Candidate(line: index + 1, attributes: list, removal: range, ownLine: false,
                                            textStart: textStart))
                continue
            }
            // kramdown's list on the line below: under an ATX heading, or under a setext heading's underline.
            let below = isSetext ? index + 2 : index + 1
            guard below < lines.count, lines[below].role == .text,
                  let list = AttributeList(lines[below].text.trimmingCharacters(in: .whitespaces)), list.hasColon,
                  list.id != nil || !list.classes.isEmpty
            else { continue }
            let end = min(lines[below].end + 1, lines.last?.end ?? lines[below].end)
            candidates.append(Candidate(line: index + 1, attributes: list, removal: lines[below].start..<end,
                                        ownLine: true, textStart: textStart))
        }
        return candidates
    }

    /// Where the text of an ATX heading starts (after `##` and its spaces), or nil when the line is not one.
    private static func atxTextStart(_ line: MarkdownLines.Line) -> Int? {
        let trimmed = line.text.drop { $0 == " " }
        let hashes = trimmed.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let after = trimmed.dropFirst(hashes)
        guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
        let text = after.drop { $0 == " " || $0 == "\t" }
        return line.start + line.text.utf8.count - text.utf8.count
    }

    private static func isSetextUnderline(_ line: MarkdownLines.Line) -> Bool {
        let trimmed = line.text.trimmingCharacters(in: .whitespaces)
        guard line.indent < 4, let first = trimmed.first, first == "=" || first == "-" else { return false }
        return trimmed.allSatisfy { $0 == first }
    }

    /// The attribute list that ends the line, with the spaces before and after it; nil when there is none.
    private static func trailingList(of line: MarkdownLines.Line) -> (AttributeList, Range<Int>)? {
        var text = line.text
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        if text.hasSuffix("#"), let open = text.lastIndex(of: "{"), text[open...].contains("}") {
            // `## Heading {#id} ##`: the closing hashes come after the list.
            text = text[..<(text.lastIndex { $0 != "#" && $0 != " " }.map(text.index(after:)) ?? text.endIndex)]
        }
        guard text.hasSuffix("}") else { return nil }
        var open = text.endIndex
        while let found = text[..<open].lastIndex(of: "{") {
            if let list = AttributeList(text[found...]) {
                let before = text[..<found]
                guard let last = before.last, last == " " || last == "\t" else { return nil }
                let spaces = before.reversed().prefix { $0 == " " || $0 == "\t" }.count
                let start = line.start + before.utf8.count - spaces
                return (list, start..<(line.start + line.text.utf8.count))
            }
            open = found
        }
        return nil
    }
}
