import Foundation
import Mustache

/// What every template sees as `site`: the config's fields, and the title and address of each standalone page.
public func siteValue(_ site: Site, pageSummaries: [TemplateValue]) -> TemplateValue {
    let config = site.config
    let pages = pageSummaries.map { summary -> TemplateValue in
        .map(["title": summary["title"] ?? .null, "url": summary["url"] ?? .null])
    }
    return .map([
        "title": .string(config.title), "description": .string(config.description),
        "author": .string(config.author), "language": .string(config.language),
        "root": .string(site.address.root), "base_url": .string(config.baseURL),
        "feed_url": .string(site.address.url("feed.xml")), "stylesheet_url": .string(site.address.url("style.css")),
        "generator": .string("folio \(Folio.version)"), "preview": .bool(site.preview), "pages": .list(pages),
        "direction": .string(textDirection(of: config.language)), "search": .bool(config.search),
    ])
}

/// `rtl` for a language written from right to left (Arabic, Hebrew, Persian, Urdu, …), by the locale data; else
/// `ltr`.
func textDirection(of language: String) -> String {
    Locale.Language(identifier: language).characterDirection == .rightToLeft ? "rtl" : "ltr"
}
