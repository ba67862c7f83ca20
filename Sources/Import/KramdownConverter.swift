import Foundation
import Markdown

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
                let shown = written.count > 40 ? String(written.prefix(37)) + "…}" : written
                if start > 0, bytes[start - 1] == UInt8(ascii: ")"), let image = images[start - 1],
                   let layout = layout(written), isImage(bytes, destinationStart: image.range.lowerBound) {
                    let mark = image.url.contains("#") ? "+" + layout.words : "#+" + layout.words
                    conversion.edits.replace(image.range.upperBound..<image.range.upperBound, with: mark)
                    conversion.edits.replace(start..<end, with: "")
                    if let rounded = layout.rounded {
                        conversion.notes.append(ImportNote(offset: image.range.lowerBound,
                                                           message: "kramdown's \(shown) became #+\(layout.words): "
                                                               + rounded))
                    }
                    continue
                }
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

    /// The layout words an image's attribute list stands for: `half` for `{:width="50%"}`, `right+third` for
    /// `{: .align-right width="33%"}` (each class that names one of folio's placements or widths: Minimal Mistakes'
    /// `align-left`, `align-center`, `align-right`, or the word itself), `left+half` for `{: style="float: left;
    /// margin-right: 1em; max-width: 50%"}` (a float, a width, a block with automatic margins for `center`, and
    /// what folio's own rules already do: margins, `height: auto`, `max-width: 100%`), `full` for `{: width="100%"
    /// srcset="…"}` (folio makes its own files for every screen). A width that is none of folio's is taken to the
    /// nearest within 5 points of the column (`63%`, or `680` pixels of folio's 680-pixel column), and `rounded`
    /// says so. Nil when anything else is in the list, or it names two placements or two widths.
    private static func layout(_ attributes: String) -> (words: String, rounded: String?)? {
        guard let list = AttributeList(attributes), list.id == nil else { return nil }
        var placement: String?, width: (word: String, rounded: String?)?
        func place(_ word: String) -> Bool {
            guard placement == nil || placement == word else { return false }
            placement = word
            return true
        }
        func size(_ found: (word: String, rounded: String?)?) -> Bool {
            guard let found, width == nil || width?.word == found.word else { return false }
            width = found
            return true
        }
        for name in list.classes {
            let word = name.hasPrefix("align-") ? String(name.dropFirst(6)) : name
            guard placements.contains(word) ? place(word) : widths.values.contains(word) && size((word, nil)) else {
                return nil
            }
        }
        for other in list.others {
            let key = other.prefix { $0 != "=" }.lowercased()
            guard other.contains("="), let value = list.value(of: key) else { return nil }
            switch key {
            case "width": guard size(widthWord(value)) else { return nil }
            case "srcset", "height": continue
            case "style":
                var isBlock = false, isCentred = false
                for declaration in value.split(separator: ";") {
                    let parts = declaration.split(separator: ":", maxSplits: 1)
                        .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                    guard parts.count == 2 else { continue }
                    switch (parts[0], parts[1]) {
                    case ("float", "left"), ("float", "right"): guard place(parts[1]) else { return nil }
                    case ("width", "auto"), ("width", "unset"), ("height", "auto"): continue
                    case ("max-width", "100%"): continue  // what every picture's rule says already
                    case ("width", let amount), ("max-width", let amount):
                        guard size(widthWord(amount)) else { return nil }
                    case ("display", "block"): isBlock = true
                    case (let name, let margin) where name.hasPrefix("margin"):
                        if margin.contains("auto") { isCentred = true }
                    default: return nil
                    }
                }
                if isBlock, isCentred { guard place("center") else { return nil } }
            default: return nil
            }
        }
        let words = [placement, width?.word].compactMap { $0 }
        return words.isEmpty ? nil : (words.joined(separator: "+"), width?.rounded)
    }

    /// folio's width word for a width written as a share (`50%`) or in pixels (`340`, `340px`, of folio's default
    /// 680-pixel column): the word itself when the share is one of folio's, else the nearest within 5 points, with
    /// a note that says so; nil when none is that near.
    private static func widthWord(_ value: String) -> (word: String, rounded: String?)? {
        if let word = widths[value] { return (word, nil) }
        let share: Double
        if value.hasSuffix("%"), let percent = Double(value.dropLast()) {
            share = percent
        } else if let pixels = Double(value.hasSuffix("px") ? String(value.dropLast(2)) : value) {
            share = min(100, pixels / Double(ImageLayoutVocabulary.defaultContentWidth) * 100)
        } else {
            return nil
        }
        // The narrower of two words as near as each other: the shares in order, the first nearest taken.
        let (word, percent) = ImageLayoutVocabulary.shares.map { ($0.key, $0.value * 100) }.sorted { $0.1 < $1.1 }
            .min { abs($0.1 - share) < abs($1.1 - share) }!
        guard abs(percent - share) <= 5 else { return nil }
        let exact = abs(percent - share) < 0.5
        return (word, exact ? nil : "the nearest of folio's widths (\(Int(percent.rounded()))% of the column)")
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
