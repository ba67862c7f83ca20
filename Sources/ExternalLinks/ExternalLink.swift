import SourceDiagnostics

/// A link from the site to another one, where it is written: a post's Markdown, its front matter, a template, or
/// folio.yml.
public struct ExternalLink: Sendable, Hashable {
    /// What the link is for.
    public enum Kind: String, Sendable, Hashable {
        /// A link a reader follows: `[text](url)`, `<a href>`, an autolink.
        case link
        /// A picture the page shows: `![alt](url)`, `<img src>`, `srcset`, the front matter's `image`.
        case image
        /// Anything else the page loads or names: a stylesheet, a script, a feed, a frame, a video.
        case resource
    }

    /// The URL as it is written.
    public var url: String
    /// What the link is for.
    public var kind: Kind
    /// The file to edit, from the site's folder: `content/posts/x.md`, `templates/footer.mustache`, `folio.yml`; the
    /// output file's path when folio cannot tell where the link comes from.
    public var path: String
    /// Where in `path` the link is written; nil when folio cannot tell.
    public var location: SourceLocation?
    /// The post or page the link is written in; nil for a template's and folio.yml's.
    public var page: PageLabel?
    /// How many of the site's pages show the link (a template's link is on many).
    public var pageCount = 1

    public init(url: String, kind: Kind, path: String, location: SourceLocation?, page: PageLabel?) {
        self.url = url
        self.kind = kind
        self.path = path
        self.location = location
        self.page = page
    }

    /// A post or page, as the report names it.
    public struct PageLabel: Sendable, Hashable {
        /// Its title.
        public var title: String
        /// Its address on the site: `/2026/01/hello/`.
        public var url: String

        public init(title: String, url: String) {
            self.title = title
            self.url = url
        }
    }
}
