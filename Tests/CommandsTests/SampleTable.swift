import Commands

/// What the sample program's command line means.
enum Note: Equatable, Sendable {
    case add(text: String, tags: [String], pinned: Bool)
    case list(format: String, limit: Int?, folder: String?)
    case open(files: [String])
    case help(String?)
    case version
}

/// A small program's table, with the shapes folio's has (operands required, optional and repeated; switches,
/// values, repeated values, short forms, words) and help text that needs escaping in every output.
let sampleTable = CommandTable<Note>(
    program: "notes", version: "1.2", date: "2026-12-03", summary: "keep short notes",
    details: """
    notes keeps notes in plain files. A line that starts with a dot, like
    .hidden, and a backslash \\ are written as they are.

    - one item, with 'quotes' and [brackets]
    - another: with a colon
    """,
    rows: [
        CommandRow("add", summary: "add a note", operands: [Operand("TEXT", required: true,
                                                                     missing: "add needs the note's text")],
                   flags: [Flag("--tag", short: "-t", value: "TAG", repeats: true, help: "file it under TAG; may be "
                                + "repeated"),
                           Flag("--pinned", help: "keep it at the top (it's [always] there: really)")],
                   details: "Adds a note.\n\n    notes add \"Buy milk\" --tag home") { arguments in
            .add(text: arguments.operand(0) ?? "", tags: arguments.values("--tag"),
                 pinned: arguments.isSet("--pinned"))
        },
        CommandRow("list", summary: "list the notes", operands: [Operand("FOLDER", completion: .folders)],
                   flags: [Flag("--format", value: "FORMAT", completion: .words(["plain", "json"]),
                                help: "how to print them"),
                           Flag("--limit", short: "-n", value: "N", help: "at most N notes")]) {
            arguments throws(UsageError) in
            var limit: Int?
            if let text = arguments.value("--limit") {
                guard let number = Int(text) else { throw UsageError("--limit takes a number, not '\(text)'") }
                limit = number
            }
            return .list(format: arguments.value("--format") ?? "plain", limit: limit, folder: arguments.operand(0))
        },
        CommandRow("open", summary: "open notes in the editor",
                   operands: [Operand("FILE", repeats: true, completion: .files)]) { arguments in
            .open(files: arguments.operands)
        },
    ],
    options: [ProgramOption("--version", help: "print the version", result: .version)],
    sections: [ManSection("EXIT STATUS", [.terms([.init("0", "success"), .init("64", "a usage error")])])],
    help: { .help($0) })
