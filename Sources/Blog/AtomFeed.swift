/// `feed.xml`: an Atom feed of the newest posts with their full content, every URL in it absolute.
public struct AtomFeed {
    /// The posts the feed holds, newest first.
    public static let entryLimit = 20

    var site: Site
    /// The newest `entryLimit` posts, newest first.
    var posts: [Page]

    public init(site: Site, posts: [Page]) {
        self.site = site
        self.posts = posts
    }

    /// The feed, as written to `feed.xml`.
    public var xml: String {
        let address = site.address, config = site.config
        let dates = DateText(timeZone: config.timeZone)
        let updated = posts.map { $0.source.frontMatter.updated ?? $0.date ?? .distantPast }.max()
        let feedURL = XMLText.escape(address.absolute(address.url("feed.xml")))
        var xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(XMLText.escape(config.language))">
          <title>\(XMLText.escape(config.title))</title>
          <subtitle>\(XMLText.escape(config.description))</subtitle>
          <link href="\(feedURL)" rel="self" type="application/atom+xml"/>
          <link href="\(XMLText.escape(address.absolute(address.root)))" rel="alternate" type="text/html"/>
          <id>\(XMLText.escape(address.absolute(address.root)))</id>
          <updated>\(dates.iso(updated ?? .distantPast))</updated>
          <generator version="\(Folio.version)">folio</generator>

        """
        if !config.author.isEmpty { xml += "  <author><name>\(XMLText.escape(config.author))</name></author>\n" }
        for post in posts {
            let url = XMLText.escape(address.absolute(post.url))
            let date = post.date ?? .distantPast
            let content = XMLText.escape(absoluteURLs(in: post.rendered.feedHTML ?? post.rendered.html,
                                                      page: post.url))
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

    /// Makes the site-relative URLs folio wrote (`href="/…"`, `src="/…"`) and in-page anchors (`href="#…"`, such
    /// as footnotes) absolute. cmark writes every attribute in double quotes and escapes `"` inside values, so
    /// these spellings occur only at the start of a URL. One pass over the bytes.
    private func absoluteURLs(in html: String, page: String) -> String {
        let origin = Array(site.address.origin.utf8), anchor = Array((site.address.absolute(page) + "#").utf8)
        let (href, src, https) = (Array(" href=\"".utf8), Array(" src=\"".utf8), Array("https:".utf8))
        var html = html
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
