import Foundation
import SourceDiagnostics
import Content

/// The whole site as a value (stage 6): every published post and page placed and sorted, tags gathered. What a
/// page's Markdown rendered into travels beside it (stage 5's `Page`s); the site is made of sources alone, so that
/// an edit that moves nothing leaves it as it was.
public struct Site: Sendable, Equatable {
    /// The site's settings from folio.yml and the command line.
    public var config: SiteConfig
    /// Where it is published, and how its URLs are written.
    public var address: SiteAddress
    /// Built for `folio serve`: drafts and future posts are marked on their pages.
    var preview: Bool
    /// Newest first; ties by source path, so the order never depends on how the files were listed.
    public var posts: [PageSource]
    /// Standalone pages by source path.
    public var pages: [PageSource]
    /// By slug.
    public var tags: [Tag]

    func tagURL(slug: String) -> String { address.url(URLPath.encode("tags/\(slug)/")) }
}

/// Stage 6: sorts the posts and gathers the tags.
public func assembleSite(_ published: [PageSource], config: SiteConfig, address: SiteAddress, preview: Bool)
    -> (site: Site, diagnostics: [Diagnostic]) {
    // Sorting positions, not sources: a source is a large value to move around.
    let order = published.indices.filter { published[$0].kind == .post }.sorted { a, b in
        let (da, db) = (published[a].date ?? .distantPast, published[b].date ?? .distantPast)
        return da != db ? da > db : published[a].path < published[b].path
    }
    let posts = order.map { published[$0] }
    let pages = published.filter { $0.kind == .page }.sorted { $0.path < $1.path }
    var tags: [String: Tag] = [:]
    var slugs: [String: String] = [:]  // a blog has few tags, each on many posts
    var diagnostics: [Diagnostic] = []
    for (position, post) in posts.enumerated() {
        for name in post.frontMatter.tags {
            let slug = slugs[name] ?? Tag.slug(for: name)
            slugs[name] = slug
            guard !slug.isEmpty else {
                diagnostics.append(.error("tag '\(name)' has no letters or digits to make its address from",
                                          path: post.path, at: post.frontMatter.keyLocations["tags"]))
                continue
            }
            if tags[slug]?.posts.last != position { tags[slug, default: Tag(name: name, slug: slug, posts: [])]
                .posts.append(position) }
        }
    }
    let site = Site(config: config, address: address, preview: preview, posts: posts, pages: pages,
                    tags: tags.values.sorted { $0.slug < $1.slug })
    return (site, diagnostics)
}
