/// What template contexts are made of: the site, the `site` value every template sees, and each post's and page's
/// summary. A context reads a summary through `post(_:)` or `page(_:)`, which note the read, so that the
/// incremental layer knows which summaries each file is made of.
struct TemplateInput: Sendable {
    let site: Site
    let siteValue: TemplateValue
    /// By position in `site.posts` and `site.pages`.
    let postSummaries: [TemplateValue]
    let pageSummaries: [TemplateValue]
    private(set) var postsRead: [Int] = []
    private(set) var pagesRead: [Int] = []

    init(site: Site, siteValue: TemplateValue, postSummaries: [TemplateValue], pageSummaries: [TemplateValue]) {
        self.site = site
        self.siteValue = siteValue
        self.postSummaries = postSummaries
        self.pageSummaries = pageSummaries
    }

    mutating func post(_ position: Int) -> TemplateValue {
        postsRead.append(position)
        return postSummaries[position]
    }

    mutating func page(_ position: Int) -> TemplateValue {
        pagesRead.append(position)
        return pageSummaries[position]
    }
}
