/// A block of a command's text, which the help wraps for a terminal and the man page writes in roff.
public enum TextBlock: Sendable, Equatable {
    /// Running text: one paragraph.
    case paragraph(String)
    /// Items, each running text.
    case list([String])
    /// Lines shown as they are (commands to type).
    case example([String])
    /// Terms, each with what it means (files, exit statuses).
    case terms([Term])

    /// A term of a `terms` block and what it means.
    public struct Term: Sendable, Equatable {
        public var term: String
        public var text: String

        public init(_ term: String, _ text: String) {
            self.term = term
            self.text = text
        }
    }

    /// The blocks of a text written the way a row's `details` is: blank lines part blocks; a block whose first line
    /// starts with `- ` is a list, each item starting so; a block whose every line is indented four spaces is an
    /// example. Lines of a paragraph or an item are joined with spaces, so the text may be wrapped anywhere.
    public static func blocks(of text: String) -> [TextBlock] {
        var blocks: [TextBlock] = []
        var lines: [Substring] = []
        func finish() {
            defer { lines = [] }
            guard let first = lines.first else { return }
            if lines.allSatisfy({ $0.hasPrefix("    ") }) {
                blocks.append(.example(lines.map { String($0.dropFirst(4)) }))
            } else if first.hasPrefix("- ") {
                var items: [String] = []
                for line in lines {
                    let trimmed = line.drop { $0 == " " }
                    if line.hasPrefix("- ") { items.append(String(line.dropFirst(2))) } else if !items.isEmpty {
                        items[items.count - 1] += " " + trimmed
                    }
                }
                blocks.append(.list(items))
            } else {
                blocks.append(.paragraph(lines.map { $0.drop { $0 == " " } }.joined(separator: " ")))
            }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy({ $0 == " " }) { finish() } else { lines.append(line) }
        }
        finish()
        return blocks
    }
}
