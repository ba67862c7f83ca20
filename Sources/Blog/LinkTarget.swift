/// What a URL written in a Markdown file points at, once folio has looked.
public enum LinkTarget: Equatable, Sendable {
    /// Another host, a `mailto:` and the like: left as written.
    case external
    /// Nothing folio can check (a site-relative URL, a folder): left as written.
    case unchecked
    /// `#anchor` on the same page.
    case anchor(String)
    /// A Markdown file of the site: its page's URL, plus the fragment if any.
    case page(path: String, url: String, fragment: String?)
    /// A file beside the Markdown (an image, a PDF): copied to `output` and linked as `url`.
    case asset(file: String, url: String, output: String?)
    /// A Markdown file of the site that this build leaves out.
    case excluded(path: String, reason: String)
    /// A Markdown file or local file that does not exist.
    case missing(path: String)

    /// The URL to write into the page, or nil to keep the one written.
    var siteURL: String? {
        switch self {
        case .page(_, let url, let fragment): fragment.map { url + "#" + $0 } ?? url
        case .asset(_, let url, _): url
        default: nil
        }
    }
}
