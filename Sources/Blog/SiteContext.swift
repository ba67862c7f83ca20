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
        .field("feed_url") { .string($0.site.address.url("feed.xml")) }
        .field("stylesheet_url") { .string($0.site.address.url("style.css")) }
        .field("generator") { _ in .string("folio \(Folio.version)") }
        .field("preview") { .bool($0.site.preview) }
        .field("pages") { .list($0.pages) }
        .field("direction") { .string(textDirection(of: $0.site.config.language)) }
}

/// `rtl` for a language written from right to left (Arabic, Hebrew, Persian, Urdu, …), by the locale data; else
/// `ltr`.
func textDirection(of language: String) -> String {
    Locale.Language(identifier: language).characterDirection == .rightToLeft ? "rtl" : "ltr"
}
