import Foundation
import Fingerprints
import Mustache

/// What a summary reads of the site besides its own page: how dates are shown, where the site lives, and each
/// tag's name as the site shows it.
public struct SummarySettings: Sendable {
    var timeZone: TimeZone
    var address: SiteAddress
    /// By slug: the spelling of the tag's newest post, which every post's summary shows.
    var tagNames: [String: String]
    /// How dates are written for people: the theme's way, in the site's language.
    var dates: DisplayDates

    public init(site: Site, dates: DisplayDates) {
        self.dates = dates
        timeZone = site.config.timeZone
        address = site.address
        tagNames = Dictionary(uniqueKeysWithValues: site.tags.map { ($0.slug, $0.name) })
    }

    /// Raised whenever `summary(of:settings:)` makes something else of the same page (2: excerpts for lists), so
    /// that the summaries a `.folio-cache` kept from an earlier folio of the same version are made again.
    static let format = 2

    /// A hash of every setting: summaries made under others are made again.
    public var key: ContentHash {
        ContentHash(reflecting: (Folio.version, Self.format, timeZone, address, tagNames, dates.pattern,
                                 dates.months, dates.digits))
    }
}

/// Stage 7, the part of each page that other files show: a post's title, address, dates, excerpt, tags and flags
/// as lists and its neighbours see them; a standalone page's title, address and description. Made once per page
/// and shared by every file that shows it.
public func summary(of page: Page, settings: SummarySettings) -> TemplateValue {
    var fields: [String: TemplateValue] = [
        "title": .string(page.title), "url": .string(page.url), "description": .string(page.description),
        "image_absolute": .string(page.imageURL),
    ]
    guard page.source.kind == .post else { return .map(fields) }
    let dates = DateText(timeZone: settings.timeZone)
    let date = page.date ?? .distantPast
    let tags: [TemplateValue] = page.source.frontMatter.tags.compactMap { name in
        let slug = Tag.slug(for: name)
        guard let shown = settings.tagNames[slug] else { return nil }
        return .map(["name": .string(shown), "url": .string(settings.address.url("tags/\(slug)/"))])
    }
    fields["date"] = .string(dates.day(date))
    fields["date_iso"] = .string(dates.iso(date))
    fields["date_display"] = .string(settings.dates.display(date, in: settings.timeZone))
    fields["excerpt"] = .string(listExcerpt(page.rendered.excerpt, url: page.url))
    fields["tags"] = .list(tags)
    fields["has_tags"] = .bool(!tags.isEmpty)
    fields["author"] = .string(page.source.frontMatter.author ?? "")
    fields["draft"] = .bool(page.source.isDraft)
    fields["future"] = .bool(page.source.isFuture)
    let updated = page.source.frontMatter.updated
    fields["updated"] = .string(updated.map(dates.day) ?? "")
    fields["updated_iso"] = .string(updated.map(dates.iso) ?? "")
    fields["updated_display"] = .string(updated.map { settings.dates.display($0, in: settings.timeZone) } ?? "")
    return .map(fields)
}
