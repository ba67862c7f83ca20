/// Where the site lives: `https://example.com/blog` splits into an origin and a base path.
///
/// Every URL folio writes into a page is site-relative with the base path (`/blog/2024/05/hello/`), so the same
/// pages work in preview on another host; feeds and canonical links add the origin.
public struct SiteAddress: Sendable, Hashable {
    /// `https://example.com`.
    public var origin: String
    /// `/blog/`, or `/` for a site at the root of its host.
    public var root: String

    public init(baseURL: String) {
        var url = baseURL
        while url.hasSuffix("/") { url.removeLast() }
        if let scheme = url.range(of: "://"), let slash = url[scheme.upperBound...].firstIndex(of: "/") {
            origin = String(url[..<slash])
            root = String(url[slash...]) + "/"
        } else {
            origin = url
            root = "/"
        }
    }

    /// The site-relative URL of a path below the site root: `2024/05/hello/` → `/blog/2024/05/hello/`.
    public func url(_ path: String) -> String {
        root + (path.hasPrefix("/") ? String(path.dropFirst()) : path)
    }

    /// The absolute URL of a site-relative URL made by `url(_:)`.
    public func absolute(_ siteRelative: String) -> String {
        siteRelative.hasPrefix("/") ? origin + siteRelative : siteRelative
    }
}
