import SourceDiagnostics
import Mustache
import Markdown

/// One file the templates make (stage 7): which template, where it goes, and what it shows.
public struct TemplateJob: Sendable, Equatable {
    enum Subject: Sendable, Equatable {
        /// Positions in `Site.posts` and `Site.pages`.
        case post(Int), page(Int)
        case list(ListContext)
        case tags, archive, search, notFound
    }

    /// The template's name: `post`, `list`, …
    public var template: String
    /// The file's path in the site: `2024/05/hello/index.html`.
    public var path: String
    var subject: Subject

    /// The post or page whose rendered Markdown the file shows (its own page), if any.
    public var shownWhole: (isPost: Bool, position: Int)? {
        switch subject {
        case .post(let position): (true, position)
        case .page(let position): (false, position)
        default: nil
        }
    }

    /// The file's `page` context but for the rendered Markdown of `shownWhole` (see `contentFields(of:)`); the
    /// summaries it is made of are noted in `input`.
    public func context(in input: inout TemplateInput) -> PageContext {
        let site = input.site
        switch subject {
        case .post(let position):
            return Self.postContext(position, in: &input)
        case .page(let position):
            var context = PageContext(kind: .page, summary: input.page(position), address: site.address)
            context.structuredData = StructuredData.webPage(type: "WebPage", title: context.title,
                                                            description: context.description, url: context.url,
                                                            site: site)
            return context
        case .list(let list):
            return list.page(in: &input)
        case .tags:
            let tags = site.tags.map { tag -> TemplateValue in
                TagCount.fields.record(TagCount(name: tag.name, url: site.tagURL(slug: tag.slug),
                                                count: tag.posts.count))
            }
            let words = input.words
            return PageContext(kind: .tags, title: words["tags"],
                               description: words.phrase("tags_description", ["site": site.config.title]),
                               url: site.address.url("tags/"), address: site.address,
                               extra: Self.tagsFields.record(tags))
                .describedAsCollection(of: site)
        case .archive:
            let dates = DateText(timeZone: site.config.timeZone)
            var years: [(year: Int, posts: [TemplateValue])] = []
            for (position, post) in site.posts.enumerated() {
                let year = dates.year(post.date ?? .distantPast)
                if years.last?.year != year { years.append((year, [])) }
                years[years.count - 1].posts.append(input.post(position))
            }
            let value = years.map { Self.yearFields.record($0) }
            let words = input.words
            return PageContext(kind: .archive, title: words["archive"],
                               description: words.phrase("archive_description", ["site": site.config.title]),
                               url: site.address.url("archive/"), address: site.address,
                               extra: Self.archiveFields.record(value))
                .describedAsCollection(of: site)
        case .search:
            let words = input.words
            var context = PageContext(kind: .search, title: words["search"],
                                      description: words.phrase("search_description", ["site": site.config.title]),
                                      url: site.address.url("search/"), address: site.address)
            context.structuredData = StructuredData.webPage(type: "SearchResultsPage", title: context.title,
                                                            description: context.description, url: context.url,
                                                            site: site)
            return context
        case .notFound:
            return PageContext(kind: .notFound, title: input.words["not_found"], description: site.config.description,
                               url: site.address.url("404.html"), address: site.address)
        }
    }

    private static let tagsFields = TemplateFields<[TemplateValue]>().field("tags") { .list($0) }
    private static let archiveFields = TemplateFields<[TemplateValue]>().field("years") { .list($0) }
    private static let yearFields = TemplateFields<(year: Int, posts: [TemplateValue])>()
        .field("year") { .int($0.year) }
        .field("posts") { .list($0.posts) }
}

/// The names of the fields `contentFields(of:over:numbers:)` gives a post's own file (a page's has `content`
/// alone).
public let contentFieldNames: Set<String> = ["content", "toc", "has_toc", "word_count", "word_count_display"]

/// The fields only a page's own file shows, over `page`: its rendered Markdown, and a post's table of contents,
/// word count, and structured data with the word count in it.
func contentFields(of page: Page, over value: TemplateValue, numbers: DisplayNumbers) -> TemplateValue {
    guard page.source.kind == .post else { return pageContent.record(page, base: value) }
    let structuredData = value["structured_data"]?.interpolatedText ?? ""
    return postContent.record((page, numbers, structuredData), base: value)
}

private let pageContent = TemplateFields<Page>().field("content") { .bytes($0.rendered.htmlBytes) }
private let postContent = TemplateFields<(page: Page, numbers: DisplayNumbers, structuredData: String)>()
    .field("content") { .bytes($0.page.rendered.htmlBytes) }
    .field("toc") { .list($0.page.rendered.headings.map { TableOfContentsEntry.fields.record($0) }) }
    .field("has_toc") { .bool($0.page.rendered.headings.count >= 3) }
    .field("word_count") { .int($0.page.rendered.words.total) }
    .field("word_count_display") { subject in
        let words = subject.page.rendered.words.total
        return .string(words > 0 ? subject.numbers.display(words) : "")
    }
    .field("structured_data") {
        .string(StructuredData.adding(wordCount: $0.page.rendered.words.total, to: $0.structuredData))
    }

/// The root of every template's context: `site`, `page` and `words`.
private let rootFields = TemplateFields<(site: TemplateValue, page: TemplateValue, words: TemplateValue)>()
    .field("site") { $0.site }
    .field("page") { $0.page }
    .field("words") { $0.words }

/// Stage 7 for one file: the template applied to the job's `page` value (`PageContext.templateValue`), with the
/// rendered Markdown of the page it shows whole; the file's bytes.
public func applyTemplate(_ job: TemplateJob, page value: TemplateValue, showing page: Page?, siteValue: TemplateValue,
                          theme: Theme) throws(Diagnostics) -> [UInt8] {
    let value = page.map { contentFields(of: $0, over: value, numbers: theme.numbers) } ?? value
    let root = rootFields.record((siteValue, value, theme.wordsValue))
    // Room for the page's own HTML and the theme around it.
    let capacity = (page?.rendered.htmlBytes.count ?? 0) + 16_384
    return try theme.templates.renderBytes(job.template, with: root, capacity: capacity)
}

/// Every file the templates make, in a fixed order: posts, pages, the home and tag lists, the tags index, the
/// archive, the search page (unless `search: false`), and the 404 page.
public func templateJobs(_ site: Site) -> [TemplateJob] {
    var jobs: [TemplateJob] = []
    for (position, post) in site.posts.enumerated() {
        jobs.append(TemplateJob(template: "post", path: post.outputPath, subject: .post(position)))
    }
    for (position, page) in site.pages.enumerated() {
        jobs.append(TemplateJob(template: "page", path: page.outputPath, subject: .page(position)))
    }
    let perPage = site.config.postsPerPage
    let home = Paginator(folder: "", itemCount: site.posts.count, perPage: perPage)
    let everyPost = Array(site.posts.indices)  // one array, shared by every page of the home page
    for number in 1...home.pageCount {
        let list = ListContext(kind: .home, tag: nil, posts: everyPost, paginator: home, number: number)
        jobs.append(TemplateJob(template: "list", path: home.folder(ofPage: number) + "index.html",
                                subject: .list(list)))
    }
    for (position, tag) in site.tags.enumerated() {
        let paginator = Paginator(folder: "tags/\(tag.slug)/", itemCount: tag.posts.count, perPage: perPage)
        for number in 1...paginator.pageCount {
            let list = ListContext(kind: .tag, tag: position, posts: tag.posts, paginator: paginator,
                                   number: number)
            jobs.append(TemplateJob(template: "list", path: paginator.folder(ofPage: number) + "index.html",
                                    subject: .list(list)))
        }
    }
    jobs.append(TemplateJob(template: "tags", path: "tags/index.html", subject: .tags))
    jobs.append(TemplateJob(template: "archive", path: "archive/index.html", subject: .archive))
    if site.config.search {
        jobs.append(TemplateJob(template: "search", path: "search/index.html", subject: .search))
    }
    jobs.append(TemplateJob(template: "404", path: "404.html", subject: .notFound))
    return jobs
}
