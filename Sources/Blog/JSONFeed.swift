import JSON

/// A JSON Feed 1.1 (https://jsonfeed.org/version/1.1) of posts with their full content, every URL in it absolute:
/// `feed.json`, and a tag's.
struct JSONFeed {
    var site: Site
    var channel: FeedChannel
    /// Newest first.
    var posts: [FeedPost]

    /// The feed, as written to its file.
    var json: String {
        let config = site.config
        let items = posts.map(item)
        let feed = JSONValue.object([
            "version": "https://jsonfeed.org/version/1.1",
            "title": .string(channel.title),
            "home_page_url": .string(channel.pageURL),
            "feed_url": .string(channel.feedURL),
            "description": .nonEmpty(channel.description),
            "authors": config.author.isEmpty ? nil : [person(config.author, url: config.authorURL)],
            "language": .string(config.language),
            "items": .array(items),
        ])
        return feed.text() + "\n"
    }

    private func item(_ entry: FeedPost) -> JSONValue {
        let post = entry.page
        let dates = DateText(timeZone: site.config.timeZone)
        let url = site.address.absolute(post.url)
        let date = post.date ?? .distantPast
        let front = post.source.frontMatter
        return .object([
            "id": .string(url),
            "url": .string(url),
            "title": .string(post.title),
            "content_html": .string(entry.content),
            "summary": .nonEmpty(post.description),
            "image": .nonEmpty(post.imageURL),
            "date_published": .string(dates.iso(date)),
            "date_modified": .string(dates.iso(front.updated ?? date)),
            "authors": front.author.map { [person($0, url: front.authorURL)] },
            "tags": front.tags.isEmpty ? nil : .array(front.tags.map { .string($0) }),
        ])
    }

    /// An author: a name, and a URL when one is known (absolute).
    private func person(_ name: String, url: String?) -> JSONValue {
        let address = site.address
        return .object(["name": .string(name),
                        "url": url.map { .string($0.hasPrefix("/") ? address.absolute(address.url($0)) : $0) }])
    }
}
