/// What every template sees as `site`.
struct SiteContext: TemplateValueConvertible {
    var site: Site

    var templateValue: TemplateValue {
        let config = site.config
        return .map([
            "title": .string(config.title), "description": .string(config.description),
            "author": .string(config.author), "language": .string(config.language),
            "root": .string(site.address.root), "base_url": .string(config.baseURL),
            "feed_url": .string(site.address.url("feed.xml")), "stylesheet_url": .string(site.address.url("style.css")),
            "generator": .string("folio \(Folio.version)"), "preview": .bool(site.options.preview),
            "pages": .list(site.pages.map { .map(["title": .string($0.title), "url": .string($0.url)]) }),
        ])
    }
}
