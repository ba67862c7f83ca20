import Foundation
import Mustache

/// What every template sees as `site`: the config's fields, and the title and address of each standalone page.
public func siteValue(_ site: Site, pageSummaries: [TemplateValue]) -> TemplateValue {
    let pages = pageSummaries.map { summary -> TemplateValue in
        PageLink.fields.record(PageLink(summary: summary))
    }
    return SiteContext.fields.record(SiteContext(site: site, pages: pages))
}

/// The `site` value's fields.
struct SiteContext {
    var site: Site
    var pages: [TemplateValue]

    static let fields = TemplateFields<SiteContext>()
        .field("title") { .string($0.site.config.title) }
        .field("description") { .string($0.site.config.description) }
        .field("author") { .string($0.site.config.author) }
        .field("language") { .string($0.site.config.language) }
        .field("root") { .string($0.site.address.root) }
        .field("base_url") { .string($0.site.config.baseURL) }
        .field("feed_url") { context in
            .string(context.site.config.feeds.first.map { context.site.address.url($0.fileName) } ?? "")
        }
        .field("feed_type") { .string($0.site.config.feeds.first?.mediaType ?? "") }
        .field("feeds") { context in
            // The site's feeds, for feed readers to find: `feed_url` and `feed_type` are the first's.
            .list(context.site.config.feeds.map { format in
                .map(["url": .string(context.site.address.url(format.fileName)), "type": .string(format.mediaType),
                      "title": .string(context.site.config.title)])
            })
        }
        .field("stylesheet_url") { .string($0.site.address.url("style.css")) }
        .field("generator") { _ in .string("folio \(Folio.version)") }
        .field("preview") { .bool($0.site.preview) }
        .field("pages") { .list($0.pages) }
        .field("direction") { .string(textDirection(of: $0.site.config.language)) }
        .field("search") { .bool($0.site.config.search) }
        .field("twitter") { .string($0.site.config.twitter ?? "") }
}

/// `rtl` for a language written from right to left (Arabic, Hebrew, Persian, Urdu, …), by the locale data; else
/// `ltr`.
func textDirection(of language: String) -> String {
    Locale.Language(identifier: language).characterDirection == .rightToLeft ? "rtl" : "ltr"
}
