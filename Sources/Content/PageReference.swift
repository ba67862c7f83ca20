import SourceDiagnostics

/// A file another page names in its front matter (`related: [2024-05-01-other.md]`), as written, with its place:
/// resolved against the site later, like a link, and reported there when it leads nowhere.
public struct PageReference: Sendable, Hashable {
    /// The path as written: relative to the Markdown file's folder, or from the site root after a `/`.
    public var path: String
    /// Where it is written, for the diagnostic when it leads nowhere.
    public var location: SourceLocation

    public init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}
