/// The lines of a Markdown text with their UTF-8 offsets, each marked as text, a fence or code inside a fence, so
/// that the converters that read a text line by line (kramdown's attribute lists, heading ids) leave code alone.
///
/// A fence is three or more backticks or tildes at any indentation (fences in list items are indented), closed by
/// a line of the same character at least as long; an unclosed fence runs to the end, as CommonMark has it.
struct MarkdownLines {
    enum Role: Equatable {
        case text
        /// An opening fence; `info` is the byte range of its info string (empty when there is none).
        case fenceOpening(info: Range<Int>)
        case code
        case fenceClosing
    }

    struct Line {
        var text: Substring
        /// The offset of its first byte, and of its line break (or of the end of the text).
        var start: Int
        var end: Int
        var role: Role

        /// Only spaces and tabs.
        var isBlank: Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }
        /// The number of leading spaces (a tab counts 4).
        var indent: Int {
            var columns = 0
            for character in text {
                if character == " " { columns += 1 } else if character == "\t" { columns += 4 } else { break }
            }
            return columns
        }
    }

    private(set) var lines: [Line] = []

    init(_ text: String) {
        var offset = 0
        var open: (mark: Character, count: Int)?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let length = line.utf8.count
            defer { offset += length + 1 }
            let body = line.hasSuffix("\r") ? line.dropLast() : line
            let trimmed = body.drop { $0 == " " || $0 == "\t" }
            let mark = trimmed.first
            let run = mark.map { mark in trimmed.prefix { $0 == mark }.count } ?? 0
            var role = Role.text
            if let fence = open {
                let closes = mark == fence.mark && run >= fence.count
                    && trimmed.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
                role = closes ? .fenceClosing : .code
                if closes { open = nil }
            } else if let mark, mark == "`" || mark == "~", run >= 3 {
                let info = trimmed.dropFirst(run)
                if mark == "~" || !info.contains("`") {
                    let start = offset + body.utf8.count - info.utf8.count
                    let leading = info.prefix { $0 == " " || $0 == "\t" }.utf8.count
                    let trailing = info.reversed().prefix { $0 == " " || $0 == "\t" }.count
                    let infoRange = min(start + leading, offset + body.utf8.count - trailing)
                        ..< offset + body.utf8.count - trailing
                    role = .fenceOpening(info: infoRange)
                    open = (mark, run)
                }
            }
            lines.append(Line(text: body, start: offset, end: offset + length, role: role))
        }
    }
}
