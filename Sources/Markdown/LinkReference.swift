import SourceDiagnostics

/// A link or image URL as written in the Markdown file, with its place, for the link checker.
public struct LinkReference: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case link, image }

    public var kind: Kind
    /// The URL as the author wrote it (for images, without folio's layout words).
    public var url: String
    public var location: SourceLocation

    public init(kind: Kind, url: String, location: SourceLocation) {
        self.kind = kind
        self.url = url
        self.location = location
    }
}
