/// A kind of feed a site publishes (`feeds:` in folio.yml lists which): the same newest posts, whole, in each.
public enum FeedFormat: String, Sendable, Hashable, CaseIterable {
    /// Atom 1.0 (RFC 4287), `feed.xml`.
    case atom
    /// JSON Feed 1.1, `feed.json`.
    case json
    /// RSS 2.0 with the full text in `content:encoded`, `rss.xml`.
    case rss

    /// What a site publishes unless folio.yml says otherwise: Atom, which every reader takes, and JSON Feed.
    public static let defaults: [FeedFormat] = [.atom, .json]
}
