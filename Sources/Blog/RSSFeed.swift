import Foundation
import Content

/// An RSS 2.0 feed of posts, each with its summary as `description` and its full content as `content:encoded`
/// (the content module, which readers take for the whole post), every URL in it absolute: `rss.xml`, and a tag's.
struct RSSFeed {
    var site: Site
    var channel: FeedChannel
    /// Newest first.
    var posts: [FeedPost]

    /// The feed, as written to its file: each post's item as `FeedPost` made it, once for every feed.
    var xml: String {
        let config = site.config
        let updated = posts.map { $0.page.source.frontMatter.updated ?? $0.page.date ?? .distantPast }.max()
        var xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" \
        xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
          <channel>
            <title>\(XMLText.escape(channel.title))</title>
            <link>\(XMLText.escape(channel.pageURL))</link>
            <description>\(XMLText.escape(channel.description))</description>
            <language>\(XMLText.escape(config.language))</language>
            <atom:link href="\(XMLText.escape(channel.feedURL))" rel="self" type="application/rss+xml"/>
            <lastBuildDate>\(Self.date(updated ?? .distantPast, in: config.timeZone))</lastBuildDate>
            <generator>folio \(Folio.version)</generator>

        """
        for post in posts { xml += post.entries[.rss] ?? "" }
        return xml + "  </channel>\n</rss>\n"
    }

    /// The item of `post`, whose content, escaped, is `content`: the same in every RSS feed of the site.
    static func item(_ post: Page, content: String, site: Site) -> String {
        let url = XMLText.escape(site.address.absolute(post.url))
        let front = post.source.frontMatter
        let author = (front.author ?? (site.config.author.isEmpty ? nil : site.config.author)).map {
            "      <dc:creator>\(XMLText.escape($0))</dc:creator>\n"
        }
        let tags = front.tags.map { "      <category>\(XMLText.escape($0))</category>\n" }.joined()
        return """
            <item>
              <title>\(XMLText.escape(post.title))</title>
              <link>\(url)</link>
              <guid isPermaLink="true">\(url)</guid>
              <pubDate>\(date(post.date ?? .distantPast, in: site.config.timeZone))</pubDate>
              <description>\(XMLText.escape(post.description))</description>
        \(author ?? "")\(tags)      <content:encoded>\(content)</content:encoded>
            </item>

        """
    }

    /// RFC 822's date, as RSS 2.0 requires (`Sat, 14 Mar 2026 09:30:00 +0100`), in the site's time zone: English
    /// names, which the format prescribes, not words a page shows.
    private static func date(_ date: Date, in zone: TimeZone) -> String {
        let time = CivilTime(date, in: zone)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let offset = zone.secondsFromGMT(for: date) / 60
        let sign = offset < 0 ? "-" : "+"
        func pad(_ number: Int, _ width: Int) -> String { CivilTime.padded(number, width) }
        return "\(days[CivilTime.weekday(of: time)]), \(pad(time.day, 2)) \(months[time.month - 1]) "
            + "\(pad(time.year, 4)) \(pad(time.hour, 2)):\(pad(time.minute, 2)):\(pad(time.second, 2)) "
            + "\(sign)\(pad(abs(offset) / 60, 2))\(pad(abs(offset) % 60, 2))"
    }
}
