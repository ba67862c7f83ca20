/// A section of the man page after the commands and options: `FILES`, `EXIT STATUS`, `EXAMPLES`, `SEE ALSO`.
public struct ManSection: Sendable {
    /// The section's title, in capitals as man pages write them.
    public var title: String
    /// Its text.
    public var blocks: [TextBlock]

    public init(_ title: String, _ blocks: [TextBlock]) {
        self.title = title
        self.blocks = blocks
    }
}
