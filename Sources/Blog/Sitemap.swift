import Content

/// `sitemap.xml`: every HTML page of the site but those whose `robots` says `noindex`, posts with their last
/// change.
public struct Sitemap {
    var site: Site
    /// The paths of the files the templates make.
    var paths: [String]

    public init(site: Site, paths: [String]) {
        self.site = site
        self.paths = paths
    }

    /// The sitemap, as written to `sitemap.xml`.
    public var xml: String {
        let dates = DateText(timeZone: site.config.timeZone)
        var lastChange: [String: String] = [:]
        var unlisted: Set<String> = ["404.html"]
        for page in [site.posts, site.pages].joined() {
            if let date = page.frontMatter.updated ?? page.date { lastChange[page.outputPath] = dates.iso(date) }
            if page.frontMatter.isNoindex { unlisted.insert(page.outputPath) }
        }
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
            + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for file in paths.sorted() where file.hasSuffix(".html") && !unlisted.contains(file) {
            // A folder's index.html is the folder's address; a post may also be a file (`2016/02/01/swift-ci.html`).
            let isIndex = file == "index.html" || file.hasSuffix("/index.html")
            let page = isIndex ? String(file.dropLast("index.html".count)) : file
            let address = site.address.absolute(site.address.url(URLPath.encode(page)))
            xml += "  <url><loc>\(XMLText.escape(address))</loc>"
            if let date = lastChange[file] { xml += "<lastmod>\(date)</lastmod>" }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }
}
