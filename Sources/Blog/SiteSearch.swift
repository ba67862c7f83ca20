import Foundation
import Fingerprints
import Content
import Search

/// What a page's search entry reads besides the page: whether words are stemmed as English (a site in English),
/// and how dates are shown.
public struct SearchSettings: Sendable {
    public private(set) var stemming: Bool
    var timeZone: TimeZone
    var address: SiteAddress
    var dates: DisplayDates

    public init(site: Site, dates: DisplayDates) {
        stemming = stemsAsEnglish(site.config)
        timeZone = site.config.timeZone
        address = site.address
        self.dates = dates
    }

    /// Raised whenever `searchEntry(of:settings:)` makes something else of the same page.
    static let format = 3

    /// A hash of every setting: entries made under others are made again.
    public var key: ContentHash {
        ContentHash(reflecting: (Folio.version, Self.format, SearchIndexLayout.format, stemming, timeZone, address,
                                 dates.pattern, dates.months, dates.digits))
    }
}

/// What a page gives the site's search index: its title, headings, tags and text by section (from the Markdown
/// stage, never from HTML), and the card a result shows; nil for a page marked `search: false`.
public func searchEntry(of page: Page, settings: SearchSettings) -> SearchEntry? {
    guard page.source.frontMatter.search else { return nil }
    let rendered = page.rendered
    let document = page.searchDocument.flatMap { $0.stemming == settings.stemming ? $0.document : nil }
        ?? searchDocument(of: page, stemming: settings.stemming)
    let root = settings.address.root
    let url = page.url.hasPrefix(root) ? String(page.url.dropFirst(root.count)) : page.url
    let date = page.source.kind == .post ? page.date.map { settings.dates.display($0, in: settings.timeZone) } : nil
    let card = SearchCard(title: page.title, url: url, date: date ?? "", excerpt: page.description,
                          anchors: rendered.headings.map(\.id))
    return SearchEntry(document: document, card: card)
}

/// The search document of `page`: its title, headings, tags and text by section.
private func searchDocument(of page: Page, stemming: Bool) -> SearchDocument {
    SearchDocument(title: page.title, headings: page.rendered.headings.map(\.text),
                   tags: page.source.frontMatter.tags, sections: page.rendered.sections, stemming: stemming)
}

/// Makes the search document of `page` as soon as it is rendered, when the site is `searched` and the page is not
/// out of search, and lets go of the text it is made of (the page's `rendered.sections`): `folio build` holds every
/// page until the search stage, and the document is about two thirds of the text's bytes, made on the core that
/// rendered the page while its text is at hand. Only where pages are not kept whole between builds: a preview's
/// page may be searched again under other settings, which need the text.
public func prepareSearch(of page: inout Page, searched: Bool, stemming: Bool) {
    if searched, page.source.frontMatter.search {
        page.searchDocument = (searchDocument(of: page, stemming: stemming), stemming)
    }
    page.rendered.sections = []
}

/// Whether a site's search stems its words as English: a site in English.
public func stemsAsEnglish(_ config: SiteConfig) -> Bool {
    let language = config.language.lowercased()
    return language == "en" || language.hasPrefix("en-") || language.hasPrefix("en_")
}

/// The pages of `site` in the order of their ids in the search index: standalone pages, then posts from the
/// oldest, so that a new post takes the next id and moves no other.
public func searchOrder(_ site: Site) -> [String] {
    site.pages.map(\.path) + site.posts.reversed().map(\.path)
}
