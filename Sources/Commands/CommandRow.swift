/// One command of a program, written once: its name, operands and flags, the text of its help (and man page), and
/// how a parsed command line becomes the program's value for it. The parser, `help`, the man page and the shell
/// completions are all made from these rows.
public struct CommandRow<Result: Sendable>: Sendable {
    /// The word that names it: `build`.
    public var name: String
    /// One line for the program's list of commands, without a final period.
    public var summary: String
    /// Its operands, in order; only the last may repeat.
    public var operands: [Operand]
    /// Its flags, in the order its help lists them.
    public var flags: [Flag]
    /// Paragraphs for `help COMMAND` and the man page (see `TextBlock.blocks(of:)`: blank lines part paragraphs,
    /// lines that start with `- ` are list items, lines indented four spaces are examples).
    public var details: String
    /// Makes the program's value from what was parsed, or throws a usage error about the values.
    public var make: @Sendable (ParsedArguments) throws(UsageError) -> Result

    public init(_ name: String, summary: String, operands: [Operand] = [], flags: [Flag] = [], details: String = "",
                make: @escaping @Sendable (ParsedArguments) throws(UsageError) -> Result) {
        self.name = name
        self.summary = summary
        self.operands = operands
        self.flags = flags
        self.details = details
        self.make = make
    }

    /// The flag named `name` (long or short form), if the command has one.
    func flag(named name: String) -> Flag? {
        flags.first { $0.name == name || $0.short == name }
    }

    /// `build [SITE] [--output DIR] …`: the usage after the program's name, flags after the operands.
    var usage: [String] {
        [name] + operands.map(\.usage) + flags.map(\.usage)
    }

    /// `build [SITE]`: the name and operands, as the program's list of commands shows them.
    var shortUsage: String {
        ([name] + operands.map(\.usage)).joined(separator: " ")
    }
}
