import JSON

/// A JSON Feed 1.1 (https://jsonfeed.org/version/1.1) of posts with their full content, every URL in it absolute:
/// `feed.json`, and a tag's.
struct JSONFeed {
    var site: Site
    var channel: FeedChannel
    /// Newest first.
    var posts: [FeedPost]

    /// The feed, as written to its file: each post's item as `FeedPost` made it, once for every feed, in the
    /// `items` array that ends the object.
    var json: String {
        let config = site.config
        let feed = JSONValue.object([
            "version": "https://jsonfeed.org/version/1.1",
            "title": .string(channel.title),
            "home_page_url": .string(channel.pageURL),
            "feed_url": .string(channel.feedURL),
            "description": .nonEmpty(channel.description),
            "authors": config.author.isEmpty ? nil : [Self.person(config.author, url: config.authorURL, site: site)],
            "language": .string(config.language),
            "items": .array([]),
        ])
        // Appended one by one: `joined(separator:)` counts each item's characters first, a walk over every byte.
        var json = String(feed.text().dropLast(2))
        for (index, post) in posts.enumerated() {
            if index > 0 { json += "," }
            json += post.entries[.json] ?? ""
        }
        return json + "]}\n"
    }

    /// The item of `post`, with `content` as its `content_html`, as JSON text: the same in every JSON feed of the
    /// site.
    static func item(_ post: Page, content: String, site: Site) -> String {
        let dates = DateText(timeZone: site.config.timeZone)
        let url = site.address.absolute(post.url)
        let date = post.date ?? .distantPast
        let front = post.source.frontMatter
        return JSONValue.object([
            "id": .string(url),
            "url": .string(url),
            "title": .string(post.title),
            "content_html": .string(content),
            "summary": .nonEmpty(post.description),
            "image": .nonEmpty(post.imageURL),
            "date_published": .string(dates.iso(date)),
            "date_modified": .string(dates.iso(front.updated ?? date)),
            "authors": front.author.map { [person($0, url: front.authorURL, site: site)] },
            "tags": front.tags.isEmpty ? nil : .array(front.tags.map { .string($0) }),
        ]).text()
    }

    /// An author: a name, and a URL when one is known (absolute).
    private static func person(_ name: String, url: String?, site: Site) -> JSONValue {
        let address = site.address
        return .object(["name": .string(name),
                        "url": url.map { .string($0.hasPrefix("/") ? address.absolute(address.url($0)) : $0) }])
    }
}
