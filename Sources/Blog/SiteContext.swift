import Foundation
import Mustache

/// What every template sees as `site`: the config's fields, and the title and address of each standalone page.
public func siteValue(_ site: Site, pageSummaries: [TemplateValue]) -> TemplateValue {
    let config = site.config
    let pages = pageSummaries.map { summary -> TemplateValue in
        .map(["title": summary["title"] ?? .null, "url": summary["url"] ?? .null])
    }
    // The site's feeds, for feed readers to find: `feed_url` and `feed_type` are the first's.
    let feeds = config.feeds.map { format -> TemplateValue in
        .map(["url": .string(site.address.url(format.fileName)), "type": .string(format.mediaType),
              "title": .string(config.title)])
    }
    return .map([
        "title": .string(config.title), "description": .string(config.description),
        "author": .string(config.author), "language": .string(config.language),
        "root": .string(site.address.root), "base_url": .string(config.baseURL),
        "feed_url": .string(config.feeds.first.map { site.address.url($0.fileName) } ?? ""),
        "feed_type": .string(config.feeds.first?.mediaType ?? ""), "feeds": .list(feeds),
        "stylesheet_url": .string(site.address.url("style.css")),
        "generator": .string("folio \(Folio.version)"), "preview": .bool(site.preview), "pages": .list(pages),
        "direction": .string(textDirection(of: config.language)), "twitter": .string(config.twitter ?? ""),
    ])
}

/// `rtl` for a language written from right to left (Arabic, Hebrew, Persian, Urdu, …), by the locale data; else
/// `ltr`.
func textDirection(of language: String) -> String {
    Locale.Language(identifier: language).characterDirection == .rightToLeft ? "rtl" : "ltr"
}
