extension CommandTable {
    /// The width the help is wrapped to.
    static var helpWidth: Int { 100 }
    /// Where a list's descriptions start: `  -o, --output DIR    write here …`.
    static var helpColumn: Int { 22 }

    /// The program's help: its usage, its commands with their operands, and its options.
    public var usage: String {
        var lines = ["usage: \(program) <command> [options]", "", "commands:"]
        lines += Self.columns(commands.map { ($0.shortUsage, $0.summary) })
        lines += ["", "options:"]
        lines += Self.columns([("-h, --help", "show this help, or a command's with '\(program) COMMAND --help'")]
                              + options.map { ($0.name, $0.help) })
        return lines.joined(separator: "\n")
    }

    /// What to print with a usage error: the usage of the command it is about, and where its help is; else the
    /// program's help.
    public func usage(for error: UsageError) -> String {
        guard let name = error.command, let row = command(named: name) else { return usage }
        return (usageLines(of: row) + ["", "More: \(program) help \(name)"]).joined(separator: "\n")
    }

    /// `usage: folio build [SITE] …`, wrapped, continued under the first operand.
    func usageLines(of row: CommandRow<Result>) -> [String] {
        let prefix = "usage: \(program) "
        return Self.usageLines(row.usage, width: Self.helpWidth, first: prefix,
                               indent: String(repeating: " ", count: prefix.count + row.name.count + 1))
    }

    /// A command's help: its usage, wrapped; its text; and its flags, each with what it does.
    public func help(for name: String) -> String? {
        guard let row = command(named: name) else { return nil }
        var lines = usageLines(of: row)
        let blocks = TextBlock.blocks(of: row.details)
        if !blocks.isEmpty {
            lines.append("")
            lines += Self.text(blocks, indent: "")
        }
        if !row.flags.isEmpty {
            lines.append("")
            lines += Self.columns(row.flags.map { ($0.label, $0.help) })
        }
        return lines.joined(separator: "\n")
    }

    /// Usage words in lines of at most `width` columns, never breaking inside a bracket.
    static func usageLines(_ words: [String], width: Int, first: String, indent: String) -> [String] {
        var lines: [String] = []
        var line = first + (words.first ?? "")
        for word in words.dropFirst() {
            if line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += " " + word
            }
        }
        return lines + [line]
    }

    /// Blocks of text wrapped for the terminal.
    static func text(_ blocks: [TextBlock], indent: String) -> [String] {
        var lines: [String] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 { lines.append("") }
            switch block {
            case .paragraph(let text):
                lines += TextWrapping.lines(text, width: helpWidth, first: indent, indent: indent)
            case .list(let items):
                for item in items {
                    lines += TextWrapping.lines(item, width: helpWidth, first: indent + "  - ", indent: indent + "    ")
                }
            case .example(let examples):
                lines += examples.map { indent + "    " + $0 }
            case .terms(let terms):
                lines += columns(terms.map { ($0.term, $0.text) })
            }
        }
        return lines
    }

    /// Two columns: a label from column 2, what it means from `helpColumn` (or on the next line when the label is
    /// too long), wrapped.
    static func columns(_ rows: [(label: String, text: String)]) -> [String] {
        let indent = String(repeating: " ", count: helpColumn)
        var lines: [String] = []
        for (label, text) in rows {
            var first = "  " + label
            if first.count + 2 > helpColumn {
                lines.append(first)
                first = indent
            } else {
                first += String(repeating: " ", count: helpColumn - first.count)
            }
            lines += TextWrapping.lines(text, width: helpWidth, first: first, indent: indent)
        }
        return lines
    }
}
