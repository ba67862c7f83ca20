/// An Atom feed (RFC 4287) of posts with their full content, every URL in it absolute: `feed.xml`, and a tag's.
struct AtomFeed {
    var site: Site
    var channel: FeedChannel
    /// Newest first.
    var posts: [FeedPost]

    /// The feed, as written to its file: each post's entry as `FeedPost` made it, once for every feed.
    var xml: String {
        let config = site.config
        let dates = DateText(timeZone: config.timeZone)
        let updated = posts.map { $0.page.source.frontMatter.updated ?? $0.page.date ?? .distantPast }.max()
        var xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(XMLText.escape(config.language))">
          <title>\(XMLText.escape(channel.title))</title>
          <subtitle>\(XMLText.escape(channel.description))</subtitle>
          <link href="\(XMLText.escape(channel.feedURL))" rel="self" type="application/atom+xml"/>
          <link href="\(XMLText.escape(channel.pageURL))" rel="alternate" type="text/html"/>
          <id>\(XMLText.escape(channel.pageURL))</id>
          <updated>\(dates.iso(updated ?? .distantPast))</updated>
          <generator version="\(Folio.version)">folio</generator>

        """
        if !config.author.isEmpty { xml += "  <author><name>\(XMLText.escape(config.author))</name></author>\n" }
        for post in posts { xml += post.entries[.atom] ?? "" }
        return xml + "</feed>\n"
    }

    /// The entry of `post`, whose content, escaped, is `content`: the same in every Atom feed of the site.
    static func entry(_ post: Page, content: String, site: Site) -> String {
        let dates = DateText(timeZone: site.config.timeZone)
        let url = XMLText.escape(site.address.absolute(post.url))
        let date = post.date ?? .distantPast
        let tags = post.source.frontMatter.tags.map { "    <category term=\"\(XMLText.escape($0))\"/>\n" }.joined()
        let author = post.source.frontMatter.author.map {
            "    <author><name>\(XMLText.escape($0))</name></author>\n"
        }
        return """
          <entry>
            <title>\(XMLText.escape(post.title))</title>
            <link href="\(url)" rel="alternate" type="text/html"/>
            <id>\(url)</id>
            <published>\(dates.iso(date))</published>
            <updated>\(dates.iso(post.source.frontMatter.updated ?? date))</updated>
            <summary>\(XMLText.escape(post.description))</summary>
        \(author ?? "")\(tags)    <content type="html">\(content)</content>
          </entry>

        """
    }
}
