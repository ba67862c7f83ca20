extension CommandTable {
    /// The man page, in roff (man(7)): NAME, SYNOPSIS, DESCRIPTION, then each command with its usage, text and
    /// flags, the program's options, and the table's other sections.
    public var manPage: String {
        var lines = [
            ".\\\" The manual page of \(program) \(version), made by '\(program) man' from its command table.",
            ".TH \(program.uppercased()) 1 \(date) \"\(program) \(version)\" \"User Commands\"",
            ".SH NAME",
            RoffText.escape(program) + " \\- " + RoffText.escape(summary),
            ".SH SYNOPSIS",
            "\\fB\(RoffText.escape(program))\\fR \\fIcommand\\fR [\\fIoptions\\fR]",
            ".br",
            "\\fB\(RoffText.escape(program))\\fR " + (["-h", "--help"] + options.map(\.name))
                .map { "\\fB" + RoffText.escape($0) + "\\fR" }.joined(separator: " | "),
            ".SH DESCRIPTION",
        ]
        lines += Self.roff(TextBlock.blocks(of: details))
        lines.append(".SH COMMANDS")
        for row in commands {
            lines.append(".SS \(RoffText.escape(row.name))")
            lines += RoffText.wrapped(["\\fB\(RoffText.escape(program))\\fR", "\\fB\(RoffText.escape(row.name))\\fR"]
                                      + (row.operands.map(\.usage) + row.flags.map(\.usage)).map(RoffText.usage))
            lines.append(".PP")
            lines += Self.roff([.paragraph(row.summary.prefix(1).uppercased() + row.summary.dropFirst() + ".")]
                               + TextBlock.blocks(of: row.details))
            for flag in row.flags { lines += Self.roffItem(flag.label, flag.help) }
        }
        lines.append(".SH OPTIONS")
        lines += Self.roffItem("-h, --help", "show the help of the program, or of a command after it")
        for option in options { lines += Self.roffItem(option.name, option.help) }
        for section in sections {
            lines.append(".SH " + RoffText.escape(section.title))
            lines += Self.roff(section.blocks)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Blocks as roff: a paragraph or an example after a paragraph break, list items and terms as tagged
    /// paragraphs (which break on their own).
    static func roff(_ blocks: [TextBlock]) -> [String] {
        var lines: [String] = []
        for (index, block) in blocks.enumerated() {
            switch block {
            case .paragraph(let text):
                if index > 0 { lines.append(".PP") }
                lines += RoffText.lines(text)
            case .list(let items):
                for item in items { lines += [".IP \\(bu 2"] + RoffText.lines(item) }
            case .example(let examples):
                if index > 0 { lines.append(".PP") }
                lines += [".RS 4", ".nf"] + examples.map(RoffText.line) + [".fi", ".RE"]
            case .terms(let terms):
                for term in terms { lines += roffItem(term.term, term.text, font: "B") }
            }
        }
        return lines
    }

    /// A tagged paragraph: a flag's label (`-o, --output DIR`: names bold, the value italic) or a term, then text.
    static func roffItem(_ label: String, _ text: String, font: String? = nil) -> [String] {
        let tag: String
        if let font {
            tag = "\\f\(font)" + RoffText.escape(label) + "\\fR"
        } else {
            tag = label.split(separator: " ").map { word in
                let name = word.hasSuffix(",") ? word.dropLast() : word
                let text = name.hasPrefix("-") ? "\\fB" + RoffText.escape(String(name)) + "\\fR"
                                               : "\\fI" + RoffText.escape(String(name)) + "\\fR"
                return text + (word.hasSuffix(",") ? "," : "")
            }.joined(separator: " ")
        }
        let sentence = text.prefix(1).uppercased() + text.dropFirst()
        return [".TP", tag] + RoffText.lines(sentence.hasSuffix(".") ? sentence : sentence + ".")
    }
}
