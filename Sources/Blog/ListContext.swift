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
        var pagination: [String: TemplateValue] = [
            "current": .int(number), "total": .int(paginator.pageCount),
            "has_previous": .bool(number > 1), "has_next": .bool(number < paginator.pageCount),
            "is_paginated": .bool(paginator.pageCount > 1),
        ]
        pagination["previous_url"] = .string(number > 1 ? site.address.url(paginator.folder(ofPage: number - 1)) : "")
        pagination["next_url"] = .string(number < paginator.pageCount
                                         ? site.address.url(paginator.folder(ofPage: number + 1)) : "")
        let entries = paginator.range(ofPage: number).map { input.post(posts[$0]) }
        let words = input.words
        let name = tag.map { site.tags[$0].name }
        let title = name.map { words.phrase("tag_title", ["tag": $0]) } ?? site.config.title
        let heading = name.map { words.phrase("tag_heading", ["tag": $0]) } ?? ""
        let description = heading.isEmpty ? site.config.description : heading
        // A tag's page names its feeds, for feed readers to find.
        let feeds = tag.map { feedLinks(tagFeeds(of: $0, in: site), site: site, words: words) } ?? .list([])
        return PageContext(kind: kind, title: title, description: description, url: site.address.url(folder),
                           address: site.address,
                           fields: ["heading": .string(heading), "posts": .list(entries),
                                    "pagination": .map(pagination), "feeds": feeds])
            .describedAsCollection(of: site)
    }
}
