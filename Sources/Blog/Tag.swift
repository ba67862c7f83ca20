import Content

/// A tag and the posts that carry it, newest first.
public struct Tag: Sendable, Equatable {
    /// As first written (in the newest post that uses it).
    var name: String
    /// For the URL: `/tags/swift-ui/`. Tags whose slugs agree (`Swift`, `swift`) are one tag.
    var slug: String
    /// Indices into `Site.posts`.
    var posts: [Int]

    /// The slug of a tag's page for its name (see `Slug.ofTag`).
    public static func slug(for name: String) -> String {
        Slug.ofTag(name)
    }
}
