/// `sitemap.xml`: every HTML page of the site, posts with their last change.
struct Sitemap {
    var site: Site
    /// The paths of the files the templates make.
    var paths: [String]

    var xml: String {
        let dates = DateText(timeZone: site.config.timeZone)
        var lastChange: [String: String] = [:]
        for page in [site.posts, site.pages].joined() {
            if let date = page.frontMatter.updated ?? page.date { lastChange[page.outputPath] = dates.iso(date) }
        }
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
            + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for file in paths.sorted() where file.hasSuffix("index.html") {
            let folder = String(file.dropLast("index.html".count))
            xml += "  <url><loc>\(XMLText.escape(site.address.absolute(site.address.url(folder))))</loc>"
            if let date = lastChange[file] { xml += "<lastmod>\(date)</lastmod>" }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }
}
