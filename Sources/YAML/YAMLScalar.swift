import SourceDiagnostics

/// A scalar's text, how it was written, and where it starts.
public struct YAMLScalar: Hashable, Sendable {
    /// How a scalar was written. Only plain scalars can be read as booleans, numbers or null.
    public enum Style: Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's value after YAML's unescaping and folding.
    public var text: String
    /// How it was written.
    public var style: Style
    /// Where it starts: the first quote for a quoted scalar, the `|` or `>` for a block one.
    public var location: SourceLocation

    /// A scalar; plain unless told otherwise.
    public init(_ text: String, style: Style = .plain, at location: SourceLocation) {
        self.text = text
        self.style = style
        self.location = location
    }

    /// True when the scalar was written without quotes or a block indicator (and without a `!!str` tag).
    public var isPlain: Bool { style == .plain }
}
