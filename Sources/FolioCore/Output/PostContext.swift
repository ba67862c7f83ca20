/// The fields of a post, in its own page and in lists.
struct PostContext: TemplateValueConvertible {
    var post: Page
    var site: Site

    /// Title, URL, dates, tags and flags: what a list shows of each post.
    var summaryFields: [String: TemplateValue] {
        let dates = DateText(timeZone: site.config.timeZone)
        let date = post.date ?? .distantPast
        let tags: [TemplateValue] = post.source.frontMatter.tags.compactMap { name in
            guard let tag = site.tag(named: name) else { return nil }
            return .map(["name": .string(tag.name), "url": .string(site.tagURL(tag))])
        }
        var fields: [String: TemplateValue] = [
            "title": .string(post.title), "url": .string(post.url),
            "date": .string(dates.day(date)), "date_iso": .string(dates.iso(date)),
            "date_display": .string(dates.display(date)),
            "excerpt": .string(post.rendered.excerpt), "description": .string(post.description),
            "tags": .list(tags), "has_tags": .bool(!tags.isEmpty),
            "draft": .bool(post.source.isDraft), "future": .bool(post.source.isFuture),
            "author": .string(post.source.frontMatter.author ?? ""),
        ]
        let updated = post.source.frontMatter.updated
        fields["updated"] = .string(updated.map(dates.day) ?? "")
        fields["updated_iso"] = .string(updated.map(dates.iso) ?? "")
        fields["updated_display"] = .string(updated.map(dates.display) ?? "")
        return fields
    }

    var templateValue: TemplateValue { .map(summaryFields) }

    /// The post's own page, with its neighbours: `previous` is older, `next` is newer. `summary` is
    /// `summaryFields`, made once per post and shared with the lists.
    func page(summary: [String: TemplateValue], previous: Page?, next: Page?) -> PageContext {
        var fields = summary
        fields["content"] = .string(post.rendered.html)
        let toc = post.rendered.headings.map { heading -> TemplateValue in
            .map(["level": .int(heading.level), "text": .string(heading.text), "id": .string(heading.id)])
        }
        fields["toc"] = .list(toc)
        fields["has_toc"] = .bool(toc.count >= 3)
        if let previous { fields["previous"] = .map(["title": .string(previous.title), "url": .string(previous.url)]) }
        if let next { fields["next"] = .map(["title": .string(next.title), "url": .string(next.url)]) }
        return PageContext(kind: .post, title: post.title, description: post.description, url: post.url,
                           address: site.address, imageURL: post.imageURL, fields: fields)
    }
}
