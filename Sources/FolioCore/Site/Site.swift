import Foundation

/// The whole site as a value (stage 6): pages sorted, tags gathered, ready for the templates.
struct Site: Sendable {
    var config: SiteConfig
    var address: SiteAddress
    var options: BuildOptions
    var vocabulary: ImageLayoutVocabulary
    /// Newest first; ties by source path, so the order never depends on how the files were listed.
    var posts: [Page]
    /// Standalone pages by source path.
    var pages: [Page]
    /// By slug.
    var tags: [Tag]

    func tagURL(_ tag: Tag) -> String { address.url("tags/\(tag.slug)/") }
}

/// Stage 6: sorts the posts and gathers the tags.
func assembleSite(_ rendered: [Page], config: SiteConfig, address: SiteAddress, options: BuildOptions,
                  vocabulary: ImageLayoutVocabulary) -> (site: Site, diagnostics: [Diagnostic]) {
    let posts = rendered.filter { $0.source.kind == .post }.sorted { a, b in
        let (da, db) = (a.date ?? .distantPast, b.date ?? .distantPast)
        return da != db ? da > db : a.source.path < b.source.path
    }
    let pages = rendered.filter { $0.source.kind == .page }.sorted { $0.source.path < $1.source.path }
    var tags: [String: Tag] = [:]
    var diagnostics: [Diagnostic] = []
    for (position, post) in posts.enumerated() {
        for name in post.source.frontMatter.tags {
            let slug = Tag.slug(for: name)
            guard !slug.isEmpty else {
                diagnostics.append(.error("tag '\(name)' has no letters or digits to make its address from",
                                          path: post.source.path, at: post.source.frontMatter.keyLocations["tags"]))
                continue
            }
            if tags[slug]?.posts.last != position { tags[slug, default: Tag(name: name, slug: slug, posts: [])]
                .posts.append(position) }
        }
    }
    let site = Site(config: config, address: address, options: options, vocabulary: vocabulary, posts: posts,
                    pages: pages, tags: tags.values.sorted { $0.slug < $1.slug })
    return (site, diagnostics)
}
