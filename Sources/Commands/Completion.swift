/// What a shell offers for an operand or a flag's value when the user presses Tab.
public enum Completion: Sendable, Equatable {
    /// Nothing: free text (a title, a URL, a port).
    case none
    /// Files and folders.
    case files
    /// Folders only.
    case folders
    /// One of these words.
    case words([String])
    /// The name of one of the table's commands (`help COMMAND`).
    case commands
    /// The lines the program itself prints when run with these arguments (`theme list`).
    case output(of: [String])
}
