import Foundation

/// Stage 7: every file of the site, rendered through the theme, plus the feed, sitemap, robots.txt and stylesheet.
/// Pages render in parallel (a parsed template is immutable); the files come out in a fixed order.
/// With a memo, a page whose context and theme hash as before is taken from it.
func applyTemplates(_ site: Site, theme: Theme, memo: BuildMemo? = nil) async
    -> (files: [OutputFile], diagnostics: [Diagnostic]) {
    let fields = site.posts.map { PostContext(post: $0, site: site).summaryFields }
    let summaries = fields.map { TemplateValue.map($0) }
    var jobs: [(template: String, page: PageContext, path: String)] = []
    for (position, post) in site.posts.enumerated() {
        let newer = position > 0 ? site.posts[position - 1] : nil
        let older = position + 1 < site.posts.count ? site.posts[position + 1] : nil
        let context = PostContext(post: post, site: site).page(summary: fields[position], previous: older, next: newer)
        jobs.append(("post", context, post.source.outputPath))
    }
    for page in site.pages {
        let context = PageContext(kind: .page, title: page.title, description: page.description, url: page.url,
                                  address: site.address, imageURL: page.imageURL,
                                  fields: ["content": .string(page.rendered.html)])
        jobs.append(("page", context, page.source.outputPath))
    }
    for list in lists(of: site) {
        jobs.append(("list", list.page(in: site, summaries: summaries),
                     list.paginator.folder(ofPage: list.number) + "index.html"))
    }
    jobs.append(("tags", tagsIndex(site), "tags/index.html"))
    jobs.append(("archive", archive(site, summaries: summaries), "archive/index.html"))
    jobs.append(("404", PageContext(kind: .notFound, title: "Page not found", description: site.config.description,
                                    url: site.address.url("404.html"), address: site.address), "404.html"))

    let work = jobs
    let rendered = await inParallel(work.count) { index -> Result<OutputFile, Diagnostics> in
        let job = work[index]
        return Result { () throws(Diagnostics) in
            let context = job.page.context(in: site)
            func render() throws(Diagnostics) -> OutputFile {
                OutputFile(path: job.path, text: try theme.templates.render(job.template, with: context))
            }
            guard let memo else { return try render() }
            var key = theme.fingerprint
            key.update(Array(job.template.utf8))
            context.hash(into: &key)
            return try memo.file(at: job.path, key: key, make: render)
        }
    }
    var files: [OutputFile] = []
    var diagnostics: [Diagnostic] = []
    for result in rendered {
        switch result {
        case .success(let file): files.append(file)
        case .failure(let failure): diagnostics += failure.all
        }
    }
    files.append(OutputFile(path: "style.css", text: theme.stylesheet + "\n" + site.vocabulary.stylesheet()))
    files.append(OutputFile(path: "feed.xml", text: AtomFeed(site: site).xml))
    files.append(OutputFile(path: "sitemap.xml", text: Sitemap(site: site, files: files).xml))
    files.append(OutputFile(path: "robots.txt",
                            text: "User-agent: *\nAllow: /\n\n"
                                  + "Sitemap: \(site.address.absolute(site.address.url("sitemap.xml")))\n"))
    // Several template errors are the same error once per page; each is reported once.
    return (files, Array(Set(diagnostics)))
}

/// The home page and every tag page, each split into pages of `posts_per_page`.
private func lists(of site: Site) -> [ListContext] {
    let perPage = site.config.postsPerPage
    var lists: [ListContext] = []
    let home = Paginator(folder: "", itemCount: site.posts.count, perPage: perPage)
    for number in 1...home.pageCount {
        lists.append(ListContext(kind: .home, title: site.config.title, heading: "", posts: Array(site.posts.indices),
                                 paginator: home, number: number))
    }
    for tag in site.tags {
        let paginator = Paginator(folder: "tags/\(tag.slug)/", itemCount: tag.posts.count, perPage: perPage)
        for number in 1...paginator.pageCount {
            lists.append(ListContext(kind: .tag, title: "Tagged “\(tag.name)”",
                                     heading: "Posts tagged “\(tag.name)”",
                                     posts: tag.posts, paginator: paginator, number: number))
        }
    }
    return lists
}

private func tagsIndex(_ site: Site) -> PageContext {
    let tags = site.tags.map { tag -> TemplateValue in
        .map(["name": .string(tag.name), "url": .string(site.tagURL(tag)), "count": .int(tag.posts.count)])
    }
    return PageContext(kind: .tags, title: "Tags", description: "All tags of \(site.config.title)",
                       url: site.address.url("tags/"), address: site.address, fields: ["tags": .list(tags)])
}

private func archive(_ site: Site, summaries: [TemplateValue]) -> PageContext {
    let dates = DateText(timeZone: site.config.timeZone)
    var years: [(year: Int, posts: [TemplateValue])] = []
    for (position, post) in site.posts.enumerated() {
        let year = dates.year(post.date ?? .distantPast)
        if years.last?.year != year { years.append((year, [])) }
        years[years.count - 1].posts.append(summaries[position])
    }
    let value = years.map { TemplateValue.map(["year": .int($0.year), "posts": .list($0.posts)]) }
    return PageContext(kind: .archive, title: "Archive", description: "Every post of \(site.config.title)",
                       url: site.address.url("archive/"), address: site.address, fields: ["years": .list(value)])
}
