import SourceDiagnostics

/// A link or image URL as written in the Markdown file, with its place, for the link checker.
public struct LinkReference: Hashable, Sendable {
    /// A link (`[text](url)`, an autolink) or an image (`![alt](url)`).
    public enum Kind: String, Hashable, Sendable { case link, image }

    /// Whether it is a link or an image.
    public var kind: Kind
    /// The URL as the author wrote it (for images, without folio's layout words).
    public var url: String
    /// Where the link or image starts in the file.
    public var location: SourceLocation

    public init(kind: Kind, url: String, location: SourceLocation) {
        self.kind = kind
        self.url = url
        self.location = location
    }
}
