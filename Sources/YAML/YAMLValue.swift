import SourceDiagnostics

/// A YAML node as folio reads it: a null, a scalar, a sequence, or a mapping with its keys in file order.
///
/// Every node carries the place where it starts in its file, so any later check can point at the value:
/// `content/posts/x.md:4:7: error: 'draft' must be true or false, found 'yes'`.
public enum YAMLValue: Hashable, Sendable {
    /// An empty value, `~`, or `null` (plain, unquoted).
    case null(at: SourceLocation)
    /// Any other scalar, kept as text; quoting is recorded so `"true"` stays a string.
    case scalar(YAMLScalar)
    /// A list, `[a, b]` or `- a`.
    case sequence([YAMLValue], at: SourceLocation)
    /// A mapping, `{a: 1}` or `a: 1`, with its entries in the order they appear.
    case mapping([YAMLEntry], at: SourceLocation)

    /// Where the node starts (1-based line and byte column, already moved by the reader's line offset).
    public var location: SourceLocation {
        switch self {
        case .null(let location), .sequence(_, let location), .mapping(_, let location): location
        case .scalar(let scalar): scalar.location
        }
    }

    /// The kind of node with an article, for messages: `a string`, `a list`, `a mapping`, `null`.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .scalar: "a string"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}
