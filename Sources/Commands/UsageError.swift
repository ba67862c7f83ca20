/// A command line the program does not understand: printed with the usage, and the program exits with status 64
/// (`EX_USAGE`).
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in one line: `unknown option '--nope' for build`.
    public var description: String
    /// The command it is about, when it is about one (its usage is then the one to show).
    public var command: String?

    public init(_ description: String, command: String? = nil) {
        self.description = description
        self.command = command
    }
}
