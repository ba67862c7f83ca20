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
    guard page.source.kind == .post else { return PageSummary.pageFields.record(PageSummary(page)) }
    var summary = PageSummary(page)
    let minutes = page.rendered.words.readingMinutes
    summary.readingTime = minutes
    summary.readingTimeDisplay = minutes > 0 ? settings.numbers.display(minutes) : ""
    let dates = DateText(timeZone: settings.timeZone)
    let date = page.date ?? .distantPast
    summary.tags = page.source.frontMatter.tags.compactMap { name in
        let slug = Tag.slug(for: name)
        guard let shown = settings.tagNames[slug] else { return nil }
        return TagLink.fields.record(TagLink(name: shown, url: settings.address.url("tags/\(slug)/")))
    }
    summary.date = dates.day(date)
    summary.dateISO = dates.iso(date)
    summary.dateDisplay = settings.dates.display(date, in: settings.timeZone)
    summary.excerpt = listExcerpt(page.rendered.excerpt, url: page.url)
    let updated = page.source.frontMatter.updated
    summary.updated = updated.map(dates.day) ?? ""
    summary.updatedISO = updated.map(dates.iso) ?? ""
    summary.updatedDisplay = updated.map { settings.dates.display($0, in: settings.timeZone) } ?? ""
    return PageSummary.postFields.record(summary)
}

/// What other files show of a post or page: its summary, as `summary(of:settings:)` makes it.
struct PageSummary {
    var title: String
    var url: String
    var description: String
    var imageAbsolute: String
    var imageSize: (width: Int, height: Int)?
    var imageAlt: String
    var robots: String
    var date = "", dateISO = "", dateDisplay = ""
    var excerpt = ""
    var tags: [TemplateValue] = []
    var author: String
    var draft: Bool
    var future: Bool
    var updated = "", updatedISO = "", updatedDisplay = ""
    var readingTime = 0, readingTimeDisplay = ""

    init(_ page: Page) {
        let front = page.source.frontMatter
        (title, url, description, imageAbsolute) = (page.title, page.url, page.description, page.imageURL)
        imageSize = page.imageSize.map { ($0.width, $0.height) }
        imageAlt = page.imageURL.isEmpty ? "" : front.imageAlt ?? ""
        robots = front.robots.joined(separator: ", ")
        (author, draft, future) = (page.source.frontMatter.author ?? "", page.source.isDraft, page.source.isFuture)
    }

    /// A standalone page's summary.
    static let pageFields = TemplateFields<PageSummary>()
        .field("title") { .string($0.title) }
        .field("url") { .string($0.url) }
        .field("description") { .string($0.description) }
        .field("image_absolute") { .string($0.imageAbsolute) }
        .field("image_width") { $0.imageSize.map { .int($0.width) } ?? .null }
        .field("image_height") { $0.imageSize.map { .int($0.height) } ?? .null }
        .field("image_alt") { .string($0.imageAlt) }
        .field("robots") { .string($0.robots) }

    /// A post's summary.
    static let postFields = pageFields
        .field("date") { .string($0.date) }
        .field("date_iso") { .string($0.dateISO) }
        .field("date_display") { .string($0.dateDisplay) }
        .field("excerpt") { .string($0.excerpt) }
        .field("tags") { .list($0.tags) }
        .field("has_tags") { .bool(!$0.tags.isEmpty) }
        .field("author") { .string($0.author) }
        .field("draft") { .bool($0.draft) }
        .field("future") { .bool($0.future) }
        .field("updated") { .string($0.updated) }
        .field("updated_iso") { .string($0.updatedISO) }
        .field("updated_display") { .string($0.updatedDisplay) }
        .field("reading_time") { .int($0.readingTime) }
        .field("reading_time_display") { .string($0.readingTimeDisplay) }
}
