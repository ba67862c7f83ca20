import Foundation

/// kramdown's attribute lists (`{: .class}`, `{:width="50%"}`, `{:toc}`), which Jekyll's Markdown reads and
/// GitHub's shows as text. Those on a line of their own that have a GitHub counterpart become it (see
/// `KramdownBlockAttributes`); a width or placement after an image that is one of folio's becomes its layout
/// word (`![a](b.png){:width="50%"}` → `![a](b.png#+half)`, `{: .align-right}` → `#+right`); every other one is
/// left in place, with a note. (Heading
/// ids are `HeadingIDConverter`'s.)
enum KramdownConverter {
    private static let widths: [String: String] = [
        "25%": "quarter", "33%": "third", "33.3%": "third", "33.33%": "third", "34%": "third", "50%": "half",
        "66%": "twothirds", "66.6%": "twothirds", "66.67%": "twothirds", "67%": "twothirds", "100%": "full",
    ]

    static func convert(_ text: String) -> BodyConversion {
        guard text.contains("{:") || text.contains("{#") else { return BodyConversion() }
        let blocks = KramdownBlockAttributes(text)
        var conversion = blocks.conversion
        let bytes = Array(text.utf8)
        let images = Dictionary(MarkdownLinkScanner.destinations(in: text).filter { !$0.isHTML }
            .map { ($0.range.upperBound, $0) }, uniquingKeysWith: { first, _ in first })
        var offset = 0
        var fence: Character?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += line.utf8.count + 1 }
            let trimmed = line.drop { $0 == " " }
            if let first = trimmed.first, first == "`" || first == "~", trimmed.prefix(3).allSatisfy({ $0 == first }) {
                fence = fence == nil ? first : (fence == first ? nil : fence)
                continue
            }
            guard fence == nil else { continue }
            var searchFrom = line.startIndex
            while let open = line[searchFrom...].range(of: "{:") ?? headingID(in: line[searchFrom...]),
                  let close = line[open.lowerBound...].firstIndex(of: "}") {
                let start = offset + line.utf8.distance(from: line.startIndex, to: open.lowerBound)
                let end = offset + line.utf8.distance(from: line.startIndex, to: close) + 1
                let written = String(decoding: bytes[start..<end], as: UTF8.self)
                searchFrom = line.index(after: close)
                if blocks.handled.contains(where: { $0.contains(start) }) || isInCodeSpan(open.lowerBound, of: line) {
                    continue
                }
                if start > 0, bytes[start - 1] == UInt8(ascii: ")"), let image = images[start - 1],
                   let word = layoutWord(written), isImage(bytes, destinationStart: image.range.lowerBound) {
                    let mark = image.url.contains("#") ? "+" + word : "#+" + word
                    conversion.edits.replace(image.range.upperBound..<image.range.upperBound, with: mark)
                    conversion.edits.replace(start..<end, with: "")
                    continue
                }
                let shown = written.count > 40 ? String(written.prefix(37)) + "…}" : written
                conversion.notes.append(ImportNote(offset: start, message: "kramdown's \(shown) has no GitHub "
                                                   + "Markdown counterpart; it is left in the text"))
            }
        }
        return conversion
    }

    /// True when `index` is inside a code span of the line (`` `{: .notice}` ``): between a run of backticks and
    /// the next run of the same length.
    static func isInCodeSpan(_ index: Substring.Index, of line: Substring) -> Bool {
        var position = line.startIndex
        var open: Int?
        while position < index {
            guard line[position] == "`" else {
                position = line.index(after: position)
                continue
            }
            let run = line[position...].prefix { $0 == "`" }.count
            open = open == nil ? run : (open == run ? nil : open)
            position = line.index(position, offsetBy: run)
        }
        guard let open else { return false }
        // Only a span that closes on the line: a lone backtick is text.
        return line[index...].split(separator: "`", omittingEmptySubsequences: false).count > 1
            && line[index...].contains(String(repeating: "`", count: open))
    }

    /// `half` for `{:width="50%"}` and `{: width=50%}`; nil for anything else.
    /// `half+right` for `{: .align-right width="50%"}`: each class that names one of folio's placements or widths
    /// (Minimal Mistakes' `align-left`, `align-center`, `align-right`, or the word itself), and the width; nil when
    /// anything else is in the list.
    private static func layoutWord(_ attributes: String) -> String? {
        guard let list = AttributeList(attributes), list.id == nil else { return nil }
        var words: [String] = []
        for name in list.classes {
            let word = name.hasPrefix("align-") ? String(name.dropFirst(6)) : name
            guard placements.contains(word) || widths.values.contains(word) else { return nil }
            words.append(word)
        }
        for other in list.others {
            guard let width = list.value(of: "width"), other.lowercased().hasPrefix("width="), let word = widths[width]
            else { return nil }
            words.append(word)
        }
        return words.isEmpty ? nil : words.joined(separator: "+")
    }

    private static let placements: Set<String> = ["left", "right", "center"]

    /// True when the destination belongs to an image: `![alt](` before it.
    private static func isImage(_ bytes: [UInt8], destinationStart: Int) -> Bool {
        var index = destinationStart - 2  // the `]` of `](`
        guard index > 0, bytes[index] == UInt8(ascii: "]") else { return false }
        var depth = 0
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "]") { depth += 1 }
            if bytes[index] == UInt8(ascii: "[") {
                depth -= 1
                if depth == 0 { return index > 0 && bytes[index - 1] == UInt8(ascii: "!") }
            }
            index -= 1
        }
        return false
    }

    /// `{#id}` at the end of a heading line.
    private static func headingID(in line: Substring) -> Range<Substring.Index>? {
        guard line.hasPrefix("#") || line.contains(" {#"), line.hasSuffix("}"),
              let open = line.range(of: "{#", options: .backwards) else { return nil }
        return open
    }
}
