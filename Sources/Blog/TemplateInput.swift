import Mustache

/// What template contexts are made of: the site, the `site` value every template sees, and each post's and page's
/// summary. A context reads a summary through `post(_:)` or `page(_:)`, which note the read, so that the
/// incremental layer knows which summaries each file is made of.
public struct TemplateInput: Sendable {
    /// The assembled site.
    public let site: Site
    let siteValue: TemplateValue
    /// Each summary by its position in `site.posts` or `site.pages`.
    private let postSummary: @Sendable (Int) -> TemplateValue
    private let pageSummary: @Sendable (Int) -> TemplateValue
    /// The posts whose summaries a context read, by position in `site.posts`.
    public private(set) var postsRead: [Int] = []
    /// The pages whose summaries a context read, by position in `site.pages`.
    public private(set) var pagesRead: [Int] = []
    /// The theme's words, for the titles folio gives the pages it makes (`Tags`, a tag's page).
    public let words: ThemeWords
    /// How numbers are written (a part of a series), in the site's language.
    let numbers: DisplayNumbers

    public init(site: Site, siteValue: TemplateValue, words: ThemeWords, numbers: DisplayNumbers? = nil,
                postSummaries: [TemplateValue], pageSummaries: [TemplateValue]) {
        self.init(site: site, siteValue: siteValue, words: words, numbers: numbers,
                  postSummary: { postSummaries[$0] }, pageSummary: { pageSummaries[$0] })
    }

    /// Summaries asked for as contexts read them: a build that makes a few files reads only theirs. `numbers` are
    /// the site's language's when not given.
    public init(site: Site, siteValue: TemplateValue, words: ThemeWords, numbers: DisplayNumbers? = nil,
                postSummary: @escaping @Sendable (Int) -> TemplateValue,
                pageSummary: @escaping @Sendable (Int) -> TemplateValue) {
        self.words = words
        self.numbers = numbers ?? DisplayNumbers.make(language: site.config.language)
        self.site = site
        self.siteValue = siteValue
        self.postSummary = postSummary
        self.pageSummary = pageSummary
    }

    mutating func post(_ position: Int) -> TemplateValue {
        postsRead.append(position)
        return postSummary(position)
    }

    mutating func page(_ position: Int) -> TemplateValue {
        pagesRead.append(position)
        return pageSummary(position)
    }
}
