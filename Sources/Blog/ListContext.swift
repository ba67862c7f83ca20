import Mustache

/// A page of a post list: the home page or a tag, with its place among the pages of the list.
struct ListContext: Sendable, Equatable {
    var kind: PageContext.Kind
    /// The tag's position in `Site.tags`, for a tag's list; nil for the home page.
    var tag: Int?
    /// Indices into `Site.posts`.
    var posts: [Int]
    var paginator: Paginator
    var number: Int

    func page(in input: inout TemplateInput) -> PageContext {
        let site = input.site
        let folder = paginator.folder(ofPage: number)
        let pagination = PaginationContext(
            current: number, total: paginator.pageCount,
            previousURL: number > 1 ? site.address.url(paginator.folder(ofPage: number - 1)) : "",
            nextURL: number < paginator.pageCount ? site.address.url(paginator.folder(ofPage: number + 1)) : "")
        let entries = paginator.range(ofPage: number).map { input.post(posts[$0]) }
        let words = input.words
        let name = tag.map { site.tags[$0].name }
        let title = name.map { words.phrase("tag_title", ["tag": $0]) } ?? site.config.title
        let heading = name.map { words.phrase("tag_heading", ["tag": $0]) } ?? ""
        let description = heading.isEmpty ? site.config.description : heading
        // A tag's page names its feeds, for feed readers to find.
        let feeds = tag.map { feedLinks(tagFeeds(of: $0, in: site), site: site, words: words) } ?? .list([])
        let list = Fields(heading: heading, posts: entries, pagination: pagination, feeds: feeds)
        return PageContext(kind: kind, title: title, description: description, url: site.address.url(folder),
                           address: site.address, extra: Fields.table.record(list))
            .describedAsCollection(of: site)
    }

    /// A list page's own fields.
    struct Fields {
        var heading: String
        var posts: [TemplateValue]
        var pagination: PaginationContext
        var feeds: TemplateValue

        static let table = TemplateFields<Fields>()
            .field("heading") { .string($0.heading) }
            .field("posts") { .list($0.posts) }
            .field("pagination") { PaginationContext.fields.record($0.pagination) }
            .field("feeds") { $0.feeds }
    }
}
