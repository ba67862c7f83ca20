/// kramdown's block attribute lists: a line `{: …}` of its own gives its attributes to the block right above it
/// or, after a blank line, to the block below. Those with a GitHub counterpart become it:
///
/// - a language (`{: .language-swift}`, `{:.highlight .swift}`, `{: lang="swift"}`) after a fenced or indented code
///   block becomes the fence's language, or goes when the fence already says it;
/// - a call-out class on a paragraph or quote (Minimal Mistakes' `notice--warning`, Just the Docs' `warning`,
///   Bootstrap's `alert-warning`) makes it the matching GitHub alert, `> [!WARNING]`;
/// - an id becomes an anchor at the block's start, so links to it still lead there;
/// - `{:toc}` under a list goes with the list: folio's theme shows its own table of contents.
///
/// What is left of a list stays in the text, with a note.
struct KramdownBlockAttributes {
    /// The edits and notes, and the ranges of the source it dealt with, which the other attribute lists skip.
    var conversion = BodyConversion()
    var handled: [Range<Int>] = []
    private let lines: [MarkdownLines.Line]
    private let text: String

    private static let alerts: [String: String] = [
        "notice": "NOTE", "notice--info": "NOTE", "notice--primary": "IMPORTANT", "notice--success": "TIP",
        "notice--warning": "WARNING", "notice--danger": "CAUTION",
        "note": "NOTE", "info": "NOTE", "tip": "TIP", "hint": "TIP", "important": "IMPORTANT", "warning": "WARNING",
        "caution": "CAUTION", "danger": "CAUTION",
        "alert-info": "NOTE", "alert-primary": "IMPORTANT", "alert-success": "TIP", "alert-warning": "WARNING",
        "alert-danger": "CAUTION",
    ]

    /// The block an attribute list belongs to: lines `first...last`, and what kind it is.
    private struct Block {
        enum Kind { case fence, indentedCode, paragraph, quote, list, other }
        var kind: Kind
        var first: Int
        var last: Int
    }

    init(_ text: String) {
        self.text = text
        lines = MarkdownLines(text).lines
        for index in lines.indices {
            let line = lines[index]
            guard line.role == .text, line.indent < 4,
                  let list = AttributeList(line.text.trimmingCharacters(in: .whitespaces)), list.hasColon,
                  let (block, isAbove) = block(for: index)
            else { continue }
            apply(list, to: block, at: index, isAbove: isAbove)
        }
    }

    private mutating func apply(_ list: AttributeList, to block: Block, at index: Int, isAbove: Bool) {
        var rest = list
        var extra = ""
        let line = lines[index]
        // The list's line and the line break that joins it to its block.
        let removal = isAbove ? lines[index - 1].end..<line.end : line.start..<(lines[index + 1].start)
        if list.others == ["toc"], list.id == nil, list.classes.isEmpty, block.kind == .list, isAbove {
            // The list, the list of attributes and the blank lines after them, up to the next block.
            let next = lines[(index + 1)...].firstIndex { !$0.isBlank }
            let range = lines[block.first].start..<(next.map { lines[$0].start } ?? line.end)
            conversion.edits.replace(range, with: "")
            handled.append(range)
            return
        }
        if block.kind == .fence || block.kind == .indentedCode, let language = Self.language(in: list, rest: &rest) {
            setLanguage(language, of: block)
        } else if block.kind == .paragraph || block.kind == .quote, lines[block.first].indent == 0,
                  let kind = list.classes.lazy.compactMap({ Self.alerts[$0.lowercased()] }).first {
            rest.classes.removeAll { Self.alerts[$0.lowercased()] == kind }
            quote(block, as: kind)
            extra = isAbove ? "\n" : ""  // a list left below a quote would join it
        } else if list.id == nil {
            return  // nothing GitHub has: the list stays, and KramdownConverter notes it
        }
        if let id = list.id {
            rest.id = nil
            let start = lines[block.first].start + (block.kind == .paragraph ? lines[block.first].text.utf8.count
                - lines[block.first].text.drop { $0 == " " }.utf8.count : 0)
            let anchor = AttributeList.anchor(id) + (block.kind == .paragraph ? "" : "\n\n")
            conversion.edits.replace(start..<start, with: anchor)
        }
        handled.append(line.start..<line.end)
        guard !rest.rest.isEmpty else { return conversion.edits.replace(removal, with: "") }
        let kept = "{: \(rest.rest)}"
        conversion.edits.replace(line.start..<line.end, with: extra + kept)
        conversion.notes.append(ImportNote(offset: line.start, message: "kramdown's \(kept) has no GitHub Markdown "
                                           + "counterpart; it is left in the text"))
    }

    /// `swift` for `.language-swift`, `.highlight .swift` or `lang="swift"`, removed from `rest`.
    private static func language(in list: AttributeList, rest: inout AttributeList) -> String? {
        if let name = list.classes.first(where: { $0.hasPrefix("language-") && $0.count > 9 }) {
            rest.classes.removeAll { $0 == name || $0 == "highlight" || $0 == "highlighter-rouge" }
            return String(name.dropFirst(9))
        }
        for key in ["lang", "language"] {
            if let value = list.value(of: key), !value.isEmpty {
                rest.others.removeAll { $0.lowercased().hasPrefix(key + "=") }
                return value
            }
        }
        let others = list.classes.filter { $0 != "highlight" && $0 != "highlighter-rouge" }
        guard others.count == 1, others.count < list.classes.count else { return nil }
        rest.classes = []
        return others[0]
    }

    private mutating func setLanguage(_ language: String, of block: Block) {
        let opening = lines[block.first]
        if case .fenceOpening(let info) = opening.role {
            let written = text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: info.lowerBound)
                ..< text.utf8.index(text.utf8.startIndex, offsetBy: info.upperBound)]
            let word = String(decoding: written, as: UTF8.self).prefix { $0 != " " && $0 != "{" }
            if word.isEmpty { conversion.edits.replace(info.lowerBound..<info.lowerBound, with: language) }
            // A fence that names another language keeps its own, as kramdown shows it.
            return
        }
        var code = ""
        for line in lines[block.first...block.last] {
            var content = line.text
            if content.hasPrefix("\t") { content = content.dropFirst() } else {
                content = content.dropFirst(min(4, content.prefix { $0 == " " }.count))
            }
            code += content + "\n"
        }
        let marks = CodeFence.marks(for: code)
        let range = lines[block.first].start..<lines[block.last].end
        conversion.edits.replace(range, with: marks + language + "\n" + code + marks)
        handled.append(range)
    }

    /// Makes the paragraph or quote a GitHub alert.
    private mutating func quote(_ block: Block, as kind: String) {
        let first = lines[block.first].start
        conversion.edits.replace(first..<first, with: "> [!\(kind)]\n" + (block.kind == .quote ? "" : "> "))
        guard block.kind == .paragraph, block.first < block.last else { return }
        for line in lines[(block.first + 1)...block.last] {
            conversion.edits.replace(line.start..<line.start, with: "> ")
        }
    }

    /// The block the list on line `index` belongs to, and whether it is above the list; nil when there is none.
    private func block(for index: Int) -> (Block, Bool)? {
        let above = index > 0 ? lines[index - 1] : nil
        if let above, !above.isBlank {
            if above.role == .fenceClosing {
                let opening = lines[..<index].lastIndex { if case .fenceOpening = $0.role { true } else { false } }
                return opening.map { (Block(kind: .fence, first: $0, last: index - 1), true) }
            }
            guard above.role == .text else { return nil }
            if above.indent >= 4 { return indentedCode(endingAt: index - 1).map { ($0, true) } }
            // A line of Liquid or HTML above is no block kramdown gives attributes (Liquid's output is raw HTML):
            // the list is for the paragraph right below.
            let written = above.text.drop { $0 == " " }
            if written.hasPrefix("{%") || written.hasPrefix("<"), index + 1 < lines.count, !lines[index + 1].isBlank,
               lines[index + 1].role == .text, kind(of: lines[index + 1]) == .paragraph {
                return below(index)
            }
            var first = index - 1
            while first > 0, lines[first - 1].role == .text, !lines[first - 1].isBlank { first -= 1 }
            return (Block(kind: kind(of: lines[first]), first: first, last: index - 1), true)
        }
        return below(index)
    }

    /// The block right below the list on line `index`.
    private func below(_ index: Int) -> (Block, Bool)? {
        guard index + 1 < lines.count, !lines[index + 1].isBlank else { return nil }
        if case .fenceOpening = lines[index + 1].role {
            let closing = lines[(index + 1)...].firstIndex { $0.role == .fenceClosing } ?? lines.count - 1
            return (Block(kind: .fence, first: index + 1, last: closing), false)
        }
        guard lines[index + 1].role == .text, lines[index + 1].indent < 4,
              AttributeList(lines[index + 1].text.trimmingCharacters(in: .whitespaces)) == nil else { return nil }
        var last = index + 1
        while last + 1 < lines.count, lines[last + 1].role == .text, !lines[last + 1].isBlank { last += 1 }
        return (Block(kind: kind(of: lines[index + 1]), first: index + 1, last: last), false)
    }

    /// An indented code block that ends on line `last`: its lines back to the blank line before it, which must
    /// not follow a list item's text (there, indented lines go on the item).
    private func indentedCode(endingAt last: Int) -> Block? {
        var first = last
        while first > 0, lines[first - 1].role == .text, lines[first - 1].indent >= 4 || lines[first - 1].isBlank {
            first -= 1
        }
        while lines[first].isBlank { first += 1 }
        guard first == 0 || lines[first - 1].isBlank else { return nil }
        let before = lines[..<first].last { !$0.isBlank }
        if let before, before.role == .text, before.indent > 0 || kind(of: before) == .list { return nil }
        return Block(kind: .indentedCode, first: first, last: last)
    }

    private func kind(of line: MarkdownLines.Line) -> Block.Kind {
        let text = line.text.drop { $0 == " " }
        guard let first = text.first else { return .other }
        if first == ">" { return .quote }
        if first == "#" || first == "|" || first == "<" { return .other }
        if "-*+".contains(first), text.dropFirst().first == " " { return .list }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let mark = text.dropFirst(digits.count).first, mark == "." || mark == ")",
           text.dropFirst(digits.count + 1).first == " " { return .list }
        if text.allSatisfy({ $0 == "-" || $0 == "*" || $0 == "_" || $0 == " " }) { return .other }
        return .paragraph
    }
}
