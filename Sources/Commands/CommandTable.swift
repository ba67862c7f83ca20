/// A program's command line, written once as a table of commands: `parse` reads argv with it, and it writes the
/// program's help, its man page (`manPage`) and completion scripts for bash, zsh and fish, so that every command
/// and flag is named in one place. A command is one row; `-h`, `--help` and the `help` command are the table's own.
///
/// Flags may come anywhere after the command, before or after operands, as `--name value`, `--name=value` or the
/// short form (`-o DIR`); `--` makes every word after it an operand, and `-` alone is an operand (standard input).
public struct CommandTable<Result: Sendable>: Sendable {
    /// The program's name: `folio`.
    public var program: String
    /// Its version, for the man page's header.
    public var version: String
    /// The day the version was made (`2026-12-03`), for the man page's header.
    public var date: String
    /// What the program is, in a few words without a final period (the man page's NAME line).
    public var summary: String
    /// What it does, for the man page's DESCRIPTION, in the blocks `TextBlock.blocks(of:)` reads.
    public var details: String
    /// The commands, in the order the help lists them (`help` is added after them).
    public var rows: [CommandRow<Result>]
    /// Options given instead of a command (`--version`).
    public var options: [ProgramOption<Result>]
    /// Sections of the man page after OPTIONS.
    public var sections: [ManSection]
    /// The program's value for help: on the program (nil), or on a command.
    public var help: @Sendable (_ command: String?) -> Result

    public init(program: String, version: String, date: String, summary: String, details: String,
                rows: [CommandRow<Result>], options: [ProgramOption<Result>] = [], sections: [ManSection] = [],
                help: @escaping @Sendable (_ command: String?) -> Result) {
        self.program = program
        self.version = version
        self.date = date
        self.summary = summary
        self.details = details
        self.rows = rows
        self.options = options
        self.sections = sections
        self.help = help
    }

    /// The rows with the table's own `help` command after them.
    public var commands: [CommandRow<Result>] {
        let names = rows.map(\.name)
        let help = self.help
        return rows + [CommandRow("help", summary: "show help for a command",
                                  operands: [Operand("COMMAND", completion: .commands)],
                                  details: "Shows what a command does and its options; without COMMAND, the list of "
                                      + "commands.") { arguments throws(UsageError) in
            if let topic = arguments.operand(0), !names.contains(topic) {
                throw UsageError("no command '\(topic)'")
            }
            return help(arguments.operand(0))
        }]
    }

    /// The command named `name`, the table's `help` included.
    public func command(named name: String) -> CommandRow<Result>? {
        commands.first { $0.name == name }
    }

    /// `-h` and `--help`, which every command takes.
    static var helpFlags: [String] { ["-h", "--help"] }

    /// The program's value for `arguments` (argv without the program's name), or why it is not a command line the
    /// table describes.
    public func parse(_ arguments: [String]) throws(UsageError) -> Result {
        guard let first = arguments.first else { return help(nil) }
        if Self.helpFlags.contains(first) { return help(nil) }
        if let option = options.first(where: { $0.name == first }) {
            if let extra = arguments.dropFirst().first { throw UsageError("unexpected '\(extra)' after \(first)") }
            return option.result
        }
        guard let row = command(named: first) else {
            throw UsageError(first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'")
        }
        let rest = arguments.dropFirst()
        if rest.prefix(while: { $0 != "--" }).contains(where: Self.helpFlags.contains) { return help(row.name) }
        do {
            return try row.make(try Self.read(Array(rest), for: row))
        } catch {
            throw UsageError(error.description, command: row.name)
        }
    }

    /// Splits a command's words into flags and operands, and checks both against its row.
    static func read(_ words: [String], for row: CommandRow<Result>) throws(UsageError) -> ParsedArguments {
        var given: [String: [String]] = [:]
        var operands: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                operands += words[index...]
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                operands.append(word)
                continue
            }
            let equals = word.firstIndex(of: "=")
            let name = equals.map { String(word[..<$0]) } ?? word
            guard let flag = row.flag(named: name) else {
                throw UsageError("unknown option '\(name)' for \(row.name)")
            }
            guard flag.value != nil else {
                if equals != nil { throw UsageError("\(flag.name) takes no value") }
                given[flag.name, default: []].append("")
                continue
            }
            let value: String
            if let equals {
                value = String(word[word.index(after: equals)...])
            } else {
                guard index < words.count else { throw UsageError("\(name) needs a value") }
                value = words[index]
                index += 1
            }
            given[flag.name, default: []].append(value)
        }
        let limit = row.operands.last?.repeats == true ? Int.max : row.operands.count
        if operands.count > limit { throw UsageError("unexpected '\(operands[limit])' after \(row.name)") }
        if let missing = row.operands.dropFirst(operands.count).first(where: \.isRequired) {
            throw UsageError(missing.missing ?? "\(row.name) needs \(missing.name)")
        }
        return ParsedArguments(command: row.name, operands: operands, given: given,
                               known: Set(row.flags.map(\.name)))
    }
}
