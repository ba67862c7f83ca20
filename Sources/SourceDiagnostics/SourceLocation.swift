/// A place in a source file: 1-based line and column (columns count bytes, as cmark-gfm does).
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in bytes of UTF-8.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
