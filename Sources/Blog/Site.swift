import Foundation
import SourceDiagnostics
import Content
import ConcurrencyHelpers

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
    /// For each post (by position), the posts it shows as related, in order: those its `related` names, then the
    /// best by tags (see `RelatedPosts`) up to `related_posts`.
    public var related: [[Int]] = []
    /// By name.
    public var series: [Series] = []
    /// For each post in a series, the series' position in `series`.
    var seriesOfPost: [Int: Int] = [:]

    func tagURL(slug: String) -> String { address.url(URLPath.encode("tags/\(slug)/")) }
}

/// The positions in `published` of its posts, in the site's order: newest first, then by path.
public func postOrder(_ published: [PageSource]) -> [Int] {
    // Sorting positions, not sources: a source is a large value to move around.
    published.indices.filter { published[$0].kind == .post }.sorted { a, b in
        let (da, db) = (published[a].date ?? .distantPast, published[b].date ?? .distantPast)
        return da != db ? da > db : published[a].path < published[b].path
    }
}

/// Stage 6: sorts the posts and gathers the tags. `related` is each post's list of related posts as an earlier
/// build made it from the same sources and settings, which is then taken as it is (see `Site.related`).
public func assembleSite(_ published: [PageSource], config: SiteConfig, address: SiteAddress, preview: Bool,
                         related: [[Int]]? = nil) -> (site: Site, diagnostics: [Diagnostic]) {
    let posts = postOrder(published).map { published[$0] }
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
    var site = Site(config: config, address: address, preview: preview, posts: posts, pages: pages,
                    tags: tags.values.sorted { $0.slug < $1.slug })
    diagnostics += relate(&site, kept: related)
    return (site, diagnostics)
}

/// Stage 6's last part: the related posts of every post, and the series.
private func relate(_ site: inout Site, kept: [[Int]]?) -> [Diagnostic] {
    let severity: Diagnostic.Severity = site.config.brokenLinks == .warn ? .warning : .error
    let (pinned, problems) = RelatedPosts.pinned(site.posts, pages: site.pages, severity: severity)
    let limit = site.config.relatedPosts
    if let kept, kept.count == pinned.count {
        site.related = kept
    } else if limit > 0 {
        // Each post's list on its own, on every core: at 10,000 posts this is most of the stage, which a build
        // after an edit waits for.
        let related = RelatedPosts(site: site)
        site.related = inParallelBlocking(pinned.count) { position in
            let named = pinned[position]
            return named + related.related(to: position, limit: limit - min(limit, named.count), excluding: named)
        }
    } else {
        site.related = pinned
    }
    let (series, found) = Series.gather(site.posts)
    site.series = series
    for (index, part) in series.enumerated() {
        for post in part.posts { site.seriesOfPost[post] = index }
    }
    return problems + found
}
