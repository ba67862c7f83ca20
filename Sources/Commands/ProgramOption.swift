/// An option given instead of a command (`--version`); `-h` and `--help` are the table's own.
public struct ProgramOption<Result: Sendable>: Sendable {
    /// `--version`.
    public var name: String
    /// What it does, as in a flag's help.
    public var help: String
    /// The program's value for it.
    public var result: Result

    public init(_ name: String, help: String, result: Result) {
        self.name = name
        self.help = help
        self.result = result
    }
}
