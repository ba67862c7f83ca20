import SourceDiagnostics
import Mustache

/// One file the templates make (stage 7): which template, where it goes, and what it shows.
public struct TemplateJob: Sendable, Equatable {
    enum Subject: Sendable, Equatable {
        /// Positions in `Site.posts` and `Site.pages`.
        case post(Int), page(Int)
        case list(ListContext)
        case tags, archive, notFound
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
                .map(["name": .string(tag.name), "url": .string(site.tagURL(slug: tag.slug)),
                      "count": .int(tag.posts.count)])
            }
            let words = input.words
            return PageContext(kind: .tags, title: words["tags"],
                               description: words.phrase("tags_description", ["site": site.config.title]),
                               url: site.address.url("tags/"), address: site.address, fields: ["tags": .list(tags)])
                .describedAsCollection(of: site)
        case .archive:
            let dates = DateText(timeZone: site.config.timeZone)
            var years: [(year: Int, posts: [TemplateValue])] = []
            for (position, post) in site.posts.enumerated() {
                let year = dates.year(post.date ?? .distantPast)
                if years.last?.year != year { years.append((year, [])) }
                years[years.count - 1].posts.append(input.post(position))
            }
            let value = years.map { TemplateValue.map(["year": .int($0.year), "posts": .list($0.posts)]) }
            let words = input.words
            return PageContext(kind: .archive, title: words["archive"],
                               description: words.phrase("archive_description", ["site": site.config.title]),
                               url: site.address.url("archive/"), address: site.address,
                               fields: ["years": .list(value)])
                .describedAsCollection(of: site)
        case .notFound:
            return PageContext(kind: .notFound, title: input.words["not_found"], description: site.config.description,
                               url: site.address.url("404.html"), address: site.address)
        }
    }
}

/// The names of the fields `contentFields(of:numbers:)` gives a post's own file (a page's has `content` alone).
public let contentFieldNames: Set<String> = ["content", "toc", "has_toc", "word_count", "word_count_display"]

/// The fields only a page's own file shows: its rendered Markdown, its table of contents and its word count.
func contentFields(of page: Page, numbers: DisplayNumbers) -> [String: TemplateValue] {
    let toc = page.rendered.headings.map { heading -> TemplateValue in
        .map(["level": .int(heading.level), "text": .string(heading.text), "id": .string(heading.id)])
    }
    var fields: [String: TemplateValue] = ["content": .string(page.rendered.html)]
    if page.source.kind == .post {
        fields["toc"] = .list(toc)
        fields["has_toc"] = .bool(toc.count >= 3)
        let words = page.rendered.words.total
        fields["word_count"] = .int(words)
        fields["word_count_display"] = .string(words > 0 ? numbers.display(words) : "")
    }
    return fields
}

/// Stage 7 for one file: the template applied to the job's context, with the rendered Markdown of the page it
/// shows whole.
public func applyTemplate(_ job: TemplateJob, context: PageContext, showing page: Page?, siteValue: TemplateValue,
                   theme: Theme) throws(Diagnostics) -> OutputFile {
    var context = context
    if let page {
        context.fields.merge(contentFields(of: page, numbers: theme.numbers)) { _, content in content }
        context.structuredData = context.structuredData.map { StructuredData.adding(wordCountOf: page, to: $0) }
    }
    let value = TemplateValue.map(["site": siteValue, "page": context.templateValue,
                                   "words": theme.words.templateValue])
    return OutputFile(path: job.path, text: try theme.templates.render(job.template, with: value))
}

/// Every file the templates make, in a fixed order: posts, pages, the home and tag lists, the tags index, the
/// archive, and the 404 page.
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
    jobs.append(TemplateJob(template: "404", path: "404.html", subject: .notFound))
    return jobs
}
