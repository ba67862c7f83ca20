import Content

extension FeedFormat {
    /// The file name in the site's root, or in a tag's folder: `feed.xml`, `feed.json`, `rss.xml`.
    public var fileName: String {
        switch self {
        case .atom: "feed.xml"
        case .json: "feed.json"
        case .rss: "rss.xml"
        }
    }

    /// For `<link rel="alternate" type="…">`, which feed readers look for.
    public var mediaType: String {
        switch self {
        case .atom: "application/atom+xml"
        case .json: "application/feed+json"
        case .rss: "application/rss+xml"
        }
    }
}
