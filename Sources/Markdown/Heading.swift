/// A heading the Markdown stage saw, for tables of contents and for checking `#anchor` links.
public struct Heading: Hashable, Sendable {
    /// 1 for `#`, up to 6.
    public var level: Int
    /// The heading's text content, as a browser would show it.
    public var text: String
    /// The `id` attribute, made as GitHub makes it (`""` when heading ids are off).
    public var id: String
    /// The line in the source file, front matter included.
    public var line: Int

    public init(level: Int, text: String, id: String, line: Int) {
        self.level = level
        self.text = text
        self.id = id
        self.line = line
    }
}
