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
    /// How numbers are written for people (minutes of reading), in the site's language.
    var numbers: DisplayNumbers

    public init(site: Site, dates: DisplayDates, numbers: DisplayNumbers) {
        self.dates = dates
        self.numbers = numbers
        timeZone = site.config.timeZone
        address = site.address
        tagNames = Dictionary(uniqueKeysWithValues: site.tags.map { ($0.slug, $0.name) })
    }

    /// Raised whenever `summary(of:settings:)` makes something else of the same page (2: excerpts for lists; 3:
    /// reading time, the picture's size and description, robots), so that the summaries a `.folio-cache` kept from
    /// an earlier folio of the same version are made again.
    static let format = 3

    /// A hash of every setting: summaries made under others are made again.
    public var key: ContentHash {
        ContentHash(reflecting: (Folio.version, Self.format, timeZone, address, tagNames, dates.pattern,
                                 dates.months, dates.digits, numbers))
    }
}

/// Stage 7, the part of each page that other files show: a post's title, address, dates, excerpt, tags, reading
/// time and flags as lists and its neighbours see them; a standalone page's title, address and description; and
/// for both, what link previews show of their picture and what search engines are told. Made once per page and
/// shared by every file that shows it.
public func summary(of page: Page, settings: SummarySettings) -> TemplateValue {
    let front = page.source.frontMatter
    var fields: [String: TemplateValue] = [
        "title": .string(page.title), "url": .string(page.url), "description": .string(page.description),
        "image_absolute": .string(page.imageURL), "image_width": page.imageSize.map { .int($0.width) } ?? .null,
        "image_height": page.imageSize.map { .int($0.height) } ?? .null,
        "image_alt": .string(page.imageURL.isEmpty ? "" : front.imageAlt ?? ""),
        "robots": .string(front.robots.joined(separator: ", ")),
    ]
    guard page.source.kind == .post else { return .map(fields) }
    let minutes = page.rendered.words.readingMinutes
    fields["reading_time"] = .int(minutes)
    fields["reading_time_display"] = .string(minutes > 0 ? settings.numbers.display(minutes) : "")
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
