import SourceDiagnostics

/// How the site builder takes part in rendering: links written for GitHub become the site's URLs, and local
/// images get their size. Called once per link or image from the thread rendering the document: the links in
/// document order, then the images in document order. A resolver may keep what it learns (the files a site
/// makes for the images, say).
public protocol MarkdownResolver: Sendable {
    /// The URL to use for a link, or nil to keep it as written.
    mutating func resolveLink(_ url: String, at location: SourceLocation) -> String?
    /// The URL and extra attributes (`width`, `height`, `loading`) for an image, or nil to keep it as written.
    mutating func resolveImage(_ url: String, at location: SourceLocation) -> ResolvedImage?
    /// The same for an image with the classes its layout words gave, which say how wide it shows.
    mutating func resolveImage(_ url: String, layout classes: [String], at location: SourceLocation)
        -> ResolvedImage?
}

extension MarkdownResolver {
    /// By default, the image as `resolveImage(_:at:)` resolves it, whatever its layout.
    public mutating func resolveImage(_ url: String, layout classes: [String], at location: SourceLocation)
        -> ResolvedImage? {
        resolveImage(url, at: location)
    }
}

/// The resolver of a document rendered on its own: links and images stay as written.
struct UnresolvedLinks: MarkdownResolver {
    func resolveLink(_ url: String, at location: SourceLocation) -> String? { nil }
    func resolveImage(_ url: String, at location: SourceLocation) -> ResolvedImage? { nil }
}

/// What the site builder says about one image.
public struct ResolvedImage: Sendable {
    /// The `src` to use; nil keeps the URL as written (without layout words).
    public var url: String?
    /// Attributes added to the `<img>`, in order; values are escaped when written.
    public var attributes: [(String, String)]
    /// Files in other formats, each a `<source>` of a `<picture>` around the `<img>` (see `picture(around:)`).
    public var sources: [PictureSource] = []
    /// Why the image cannot be shown as the site wants (a damaged file, one too large to decode), for an error at
    /// the image's place.
    public var problem: String?

    public init(url: String? = nil, attributes: [(String, String)] = []) {
        self.url = url
        self.attributes = attributes
    }
}
