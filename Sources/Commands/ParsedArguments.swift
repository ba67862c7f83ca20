/// A command line as the table read it: which command, the flags given with their values, and the operands. A row's
/// `make` reads it by the names its flags have in the row.
public struct ParsedArguments: Sendable {
    /// The command's name.
    public let command: String
    /// The operands, in order, after the flags are taken out (all words after `--` are operands).
    public let operands: [String]
    /// Each flag given, by its long name, with its values in order (a switch has one empty value a time).
    let given: [String: [String]]
    /// The long names of the command's flags: asking for another is a mistake in the program, not the user's.
    let known: Set<String>

    init(command: String, operands: [String], given: [String: [String]], known: Set<String>) {
        self.command = command
        self.operands = operands
        self.given = given
        self.known = known
    }

    /// True when the switch or option `flag` (long name) was given.
    public func isSet(_ flag: String) -> Bool {
        !values(flag).isEmpty
    }

    /// The value given to `flag` (long name), the last one if it was given more than once.
    public func value(_ flag: String) -> String? {
        values(flag).last
    }

    /// Every value given to `flag` (long name), in order.
    public func values(_ flag: String) -> [String] {
        precondition(known.contains(flag), "\(command) has no flag \(flag)")
        return given[flag] ?? []
    }

    /// The operand at `index`, if given.
    public func operand(_ index: Int) -> String? {
        index < operands.count ? operands[index] : nil
    }
}
