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
    private var tagPositions: [String: Int] = [:]

    init(config: SiteConfig, address: SiteAddress, options: BuildOptions, vocabulary: ImageLayoutVocabulary,
         posts: [Page], pages: [Page], tags: [Tag]) {
        (self.config, self.address, self.options, self.vocabulary) = (config, address, options, vocabulary)
        (self.posts, self.pages, self.tags) = (posts, pages, tags)
        tagPositions = Dictionary(uniqueKeysWithValues: tags.enumerated().map { ($1.slug, $0) })
    }

    func tagURL(_ tag: Tag) -> String { address.url(URLPath.encode("tags/\(tag.slug)/")) }

    /// The tag a post names, whatever its spelling (`Swift`, `swift`).
    func tag(named name: String) -> Tag? {
        tagPositions[Tag.slug(for: name)].map { tags[$0] }
    }
}

/// Stage 6: sorts the posts and gathers the tags.
func assembleSite(_ rendered: [Page], config: SiteConfig, address: SiteAddress, options: BuildOptions,
                  vocabulary: ImageLayoutVocabulary) -> (site: Site, diagnostics: [Diagnostic]) {
    // Sorting positions, not pages: a page is a large value to move around.
    let order = rendered.indices.filter { rendered[$0].source.kind == .post }.sorted { a, b in
        let (da, db) = (rendered[a].date ?? .distantPast, rendered[b].date ?? .distantPast)
        return da != db ? da > db : rendered[a].source.path < rendered[b].source.path
    }
    let posts = order.map { rendered[$0] }
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
