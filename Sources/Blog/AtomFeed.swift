/// An Atom feed (RFC 4287) of posts with their full content, every URL in it absolute: `feed.xml`, and a tag's.
struct AtomFeed {
    var site: Site
    var channel: FeedChannel
    /// Newest first.
    var posts: [Page]

    /// The feed, as written to its file.
    var xml: String {
        let config = site.config
        let dates = DateText(timeZone: config.timeZone)
        let updated = posts.map { $0.source.frontMatter.updated ?? $0.date ?? .distantPast }.max()
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
        for post in posts {
            let url = XMLText.escape(site.address.absolute(post.url))
            let date = post.date ?? .distantPast
            let content = XMLText.escape(post.feedContent(site: site))
            let tags = post.source.frontMatter.tags.map { "    <category term=\"\(XMLText.escape($0))\"/>\n" }.joined()
            let author = post.source.frontMatter.author.map {
                "    <author><name>\(XMLText.escape($0))</name></author>\n"
            }
            xml += """
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
        return xml + "</feed>\n"
    }
}

extension Page {
    /// The page's HTML as feeds carry it (alerts as plain quotes), with the site-relative URLs folio wrote
    /// (`href="/…"`, `src="/…"`, srcsets) and in-page anchors (`href="#…"`, such as footnotes) made absolute.
    /// cmark writes every attribute in double quotes and escapes `"` inside values, so these spellings occur only at
    /// the start of a URL. One pass over the bytes.
    func feedContent(site: Site) -> String {
        var html = rendered.feedHTML ?? rendered.html
        let origin = Array(site.address.origin.utf8), anchor = Array((site.address.absolute(url) + "#").utf8)
        let (href, src, https) = (Array(" href=\"".utf8), Array(" src=\"".utf8), Array("https:".utf8))
        let result = html.withUTF8 { bytes -> [UInt8] in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + bytes.count / 16)
            var (index, copied) = (0, 0)
            func starts(_ prefix: [UInt8], at offset: Int) -> Bool {
                offset + prefix.count <= bytes.count && prefix.indices.allSatisfy { bytes[offset + $0] == prefix[$0] }
            }
            while let space = bytes[index...].firstIndex(of: UInt8(ascii: " ")) {
                index = space + 1
                let isHref = starts(href, at: space)
                guard isHref || starts(src, at: space) else { continue }
                let url = space + (isHref ? href.count : src.count)
                let slash = UInt8(ascii: "/")
                let replacement: (drop: Int, with: [UInt8])? = starts([slash, slash], at: url) ? (0, https)
                    : starts([slash], at: url) ? (0, origin)
                    : isHref && starts([UInt8(ascii: "#")], at: url) ? (1, anchor) : nil
                guard let replacement else { continue }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<url]))
                result.append(contentsOf: replacement.with)
                copied = url + replacement.drop
                index = copied
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return result
        }
        return String(decoding: result, as: UTF8.self).absoluteSrcsets(origin: site.address.origin)
    }
}
