import SourceDiagnostics

/// What a fence's options ask of a code block: line numbers (not copied with the code), highlighted lines, a
/// title. Problems are reported, with the option's text, and the rest still applies.
struct CodeOptions: Equatable {
    var lineNumbers = false
    var firstLine = 1
    /// Lines to highlight, 1-based within the block (Hugo and Zola both count so, whatever `linenostart` says).
    var highlighted: [ClosedRange<Int>] = []
    var title: String?
    var problems: [Problem] = []

    struct Problem: Equatable {
        var message: String
        /// The option as written, to find its place on the fence line.
        var text: String
    }

    static let supported = ["linenos", "linenostart", "hl_lines", "title", "name"]
    /// Options Hugo or Zola read that folio does not, named as such in the warning.
    static let unsupported: Set<String> = ["anchorlinenos", "lineanchors", "linenumbersintable", "style",
                                           "noclasses", "hl_inline", "guesssyntax", "tabwidth", "hide_lines"]

    /// Whether lines are wrapped one by one, for numbers or highlighting.
    var wrapsLines: Bool { lineNumbers || !highlighted.isEmpty }

    /// Reads `options` for a block of `lineCount` lines.
    init(_ options: [FenceInfo.Option], lineCount: Int) {
        for option in options {
            switch option.key.lowercased() {
            case "linenos": readLineNumbers(option)
            case "linenostart":
                if let number = option.value.flatMap(Int.init), number >= 0 {
                    firstLine = number
                } else {
                    problem("linenostart needs a line number, as in 'linenostart=10'", option)
                }
            case "hl_lines": readHighlightedLines(option, lineCount: lineCount)
            case "title", "name":
                if let value = option.value, !value.isEmpty {
                    title = value
                } else {
                    problem("\(option.key) needs a value, as in '\(option.key)=\"Main.swift\"'", option)
                }
            case let key where Self.unsupported.contains(key):
                problem("folio does not support the fence option '\(option.key)'; it reads "
                        + Self.supported.joined(separator: ", "), option)
            default:
                let hint = Suggestion.closest(to: option.key.lowercased(), in: Self.supported)
                    .map { " (did you mean '\($0)'?)" } ?? "; folio reads " + Self.supported.joined(separator: ", ")
                problem("unknown fence option '\(option.text)'\(hint)", option)
            }
        }
    }

    private mutating func readLineNumbers(_ option: FenceInfo.Option) {
        switch option.value?.lowercased() {
        case nil, "true", "table", "inline", "1": lineNumbers = true
        case "false", "0": lineNumbers = false
        default: problem("linenos is true, false, table or inline, not '\(option.value ?? "")'", option)
        }
    }

    /// `2 4-6` (Zola), `[2,"4-6"]` or `"2 4-6"` (Hugo).
    private mutating func readHighlightedLines(_ option: FenceInfo.Option, lineCount: Int) {
        let value = option.value ?? ""
        let items = value.split { " ,[]\"\t".contains($0) }
        if items.isEmpty { problem("hl_lines needs lines, as in 'hl_lines=2 4-6'", option) }
        for item in items {
            let bounds = item.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard (1...2).contains(bounds.count), let low = bounds[0], let high = bounds.last ?? nil, low <= high,
                  low >= 1 else {
                problem("hl_lines takes line numbers and ranges such as '2 4-6', not '\(item)'", option)
                continue
            }
            guard high <= lineCount else {
                let lines = lineCount == 1 ? "1 line" : "\(lineCount) lines"
                problem("hl_lines: line \(low > lineCount ? low : high) is past the end of the block, which has "
                        + lines, option)
                if low <= lineCount { highlighted.append(low...lineCount) }
                continue
            }
            highlighted.append(low...high)
        }
    }

    private mutating func problem(_ message: String, _ option: FenceInfo.Option) {
        problems.append(Problem(message: message, text: option.text))
    }

    func isHighlighted(_ line: Int) -> Bool { highlighted.contains { $0.contains(line) } }
}
