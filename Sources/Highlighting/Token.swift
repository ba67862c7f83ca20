/// One run of highlighted code: its class and its UTF-8 byte range in the code block's text.
public struct Token: Sendable, Hashable {
    /// What the bytes are: a keyword, a string, a comment, …
    public var kind: TokenClass
    /// Byte offsets into the code's UTF-8, `start..<end`.
    public var start: Int
    /// The UTF-8 offset just past the token's last byte.
    public var end: Int

    public init(_ kind: TokenClass, _ start: Int, _ end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}
