import Foundation

/// Stage 7: every file of the site, rendered through the theme, plus the feed, sitemap, robots.txt and stylesheet.
/// Pages render in parallel (a parsed template is immutable); the files come out in a fixed order.
/// With a memo, each page's key is made from the keys of what its context is made from (the site-wide fields,
/// the theme, its pages' rendered Markdown), so a page found unchanged is taken from the memo before its
/// context is even built. Pages the memo kept abridged are made whole by `restore` if a page that is made again
/// (or the feed) shows them.
func applyTemplates(_ site: Site, theme: Theme, memo: BuildMemo? = nil,
                    restore: @escaping @Sendable (Page) throws(Diagnostics) -> Page) async
    -> (files: [OutputFile], diagnostics: [Diagnostic]) {
    var jobs: [TemplateJob] = []
    for (position, post) in site.posts.enumerated() {
        jobs.append(TemplateJob(template: "post", path: post.source.outputPath, subject: .post(position)))
    }
    for (position, page) in site.pages.enumerated() {
        jobs.append(TemplateJob(template: "page", path: page.source.outputPath, subject: .page(position)))
    }
    for list in lists(of: site) {
        jobs.append(TemplateJob(template: "list", path: list.paginator.folder(ofPage: list.number) + "index.html",
                                subject: .list(list)))
    }
    jobs.append(TemplateJob(template: "tags", path: "tags/index.html", subject: .tags))
    jobs.append(TemplateJob(template: "archive", path: "archive/index.html", subject: .archive))
    jobs.append(TemplateJob(template: "404", path: "404.html", subject: .notFound))

    // With a memo: the jobs whose key it knows are done.
    let work = jobs
    var found = [OutputFile?](repeating: nil, count: jobs.count)
    var keys = [ContentHash](repeating: ContentHash(), count: jobs.count)
    // The feed shows the newest posts whole: its key is theirs.
    var feedKey = ContentHash()
    var siteKey = ContentHash()
    var feed: OutputFile?
    if let memo {
        siteKey = templateSiteKey(site, theme: theme)
        feedKey = siteKey
        for post in site.posts.prefix(AtomFeed.entryLimit) { feedKey.update(post.key) }
        feed = memo.file(at: "feed.xml", key: feedKey)
        let summaryKeys = await inParallel(site.posts.count) { summaryKey(of: site.posts[$0]) }
        let shared = siteKey
        keys = await inParallel(work.count) { work[$0].key(in: site, siteKey: shared, summaryKeys: summaryKeys) }
        for index in jobs.indices { found[index] = memo.file(at: jobs[index].path, key: keys[index]) }
    }
    let missing = jobs.indices.filter { found[$0] == nil }
    var whole = site
    var diagnostics = await restoreHTML(in: &whole, for: missing.map { jobs[$0].subject }, feed: feed == nil,
                                        restore: restore)
    let site = whole

    // Each post's list fields are made once, for the posts the remaining pages show.
    var shown = [Bool](repeating: false, count: site.posts.count)
    for index in missing { work[index].posts(in: site).forEach { shown[$0] = true } }
    let wanted = shown
    let fields = await inParallel(site.posts.count) { position -> [String: TemplateValue] in
        wanted[position] ? PostContext(post: site.posts[position], site: site).summaryFields : [:]
    }
    let summaries = fields.map { TemplateValue.map($0) }

    let keyed = keys
    let rendered = await inParallel(missing.count) { position -> Result<OutputFile, Diagnostics> in
        let index = missing[position]
        let job = work[index]
        return Result { () throws(Diagnostics) in
            let context = job.page(in: site, fields: fields, summaries: summaries).context(in: site)
            let file = OutputFile(path: job.path, text: try theme.templates.render(job.template, with: context))
            memo?.remember(file, key: keyed[index])
            return file
        }
    }
    var files: [OutputFile] = []
    var next = 0
    for index in jobs.indices {
        if let file = found[index] {
            files.append(file)
            continue
        }
        switch rendered[next] {
        case .success(let file): files.append(file)
        case .failure(let failure): diagnostics += failure.all
        }
        next += 1
    }
    files.append(OutputFile(path: "style.css", text: theme.stylesheet + "\n" + site.vocabulary.stylesheet()))
    if feed == nil {
        feed = OutputFile(path: "feed.xml", text: AtomFeed(site: site).xml)
        memo?.remember(feed!, key: feedKey)
    }
    files.append(feed!)
    // The sitemap lists every page, with the dates of posts: its key is their addresses and dates.
    var sitemapKey = siteKey
    if memo != nil {
        for file in files { sitemapKey.update(Array(file.path.utf8)) }
        for page in [site.posts, site.pages].joined() {
            let updated = page.source.frontMatter.updated
            let dates = (page.date?.timeIntervalSince1970 ?? .nan, updated?.timeIntervalSince1970 ?? .nan)
            withUnsafeBytes(of: dates) { sitemapKey.update($0) }
        }
    }
    if let known = memo?.file(at: "sitemap.xml", key: sitemapKey) {
        files.append(known)
    } else {
        let sitemap = OutputFile(path: "sitemap.xml", text: Sitemap(site: site, files: files).xml)
        memo?.remember(sitemap, key: sitemapKey)
        files.append(sitemap)
    }
    files.append(OutputFile(path: "robots.txt",
                            text: "User-agent: *\nAllow: /\n\n"
                                  + "Sitemap: \(site.address.absolute(site.address.url("sitemap.xml")))\n"))
    // Several template errors are the same error once per page; each is reported once.
    return (files, Array(Set(diagnostics)))
}

/// Renders again the abridged pages (see `Page.isAbridged`) that the jobs make, and the feed shows if it is made.
private func restoreHTML(in site: inout Site, for subjects: [TemplateJob.Subject], feed: Bool,
                         restore: @escaping @Sendable (Page) throws(Diagnostics) -> Page) async -> [Diagnostic] {
    var posts = feed ? Set(site.posts.indices.prefix(AtomFeed.entryLimit)) : []
    var pages: Set<Int> = []
    for subject in subjects {
        if case .post(let position) = subject { posts.insert(position) }
        if case .page(let position) = subject { pages.insert(position) }
    }
    let wanted = posts.sorted().filter { site.posts[$0].isAbridged }.map { (true, $0) }
        + pages.sorted().filter { site.pages[$0].isAbridged }.map { (false, $0) }
    guard !wanted.isEmpty else { return [] }
    let current = site
    let restored = await inParallel(wanted.count) { index -> Result<Page, Diagnostics> in
        let (isPost, position) = wanted[index]
        return Result { () throws(Diagnostics) in
            try restore(isPost ? current.posts[position] : current.pages[position])
        }
    }
    var diagnostics: [Diagnostic] = []
    for ((isPost, position), result) in zip(wanted, restored) {
        switch result {
        case .success(let page) where isPost: site.posts[position].rendered = page.rendered
        case .success(let page): site.pages[position].rendered = page.rendered
        case .failure(let failure): diagnostics += failure.all
        }
        if isPost { site.posts[position].isAbridged = false } else { site.pages[position].isAbridged = false }
    }
    return diagnostics
}

/// One file the templates make: which template, where it goes, and what it shows.
private struct TemplateJob: Sendable {
    enum Subject: Sendable {
        /// Positions in `Site.posts` and `Site.pages`.
        case post(Int), page(Int)
        case list(ListContext)
        case tags, archive, notFound
    }

    var template: String
    var path: String
    var subject: Subject

    /// The posts whose list fields the page shows.
    func posts(in site: Site) -> [Int] {
        switch subject {
        case .post(let position): [position]
        case .list(let list): list.paginator.range(ofPage: list.number).map { list.posts[$0] }
        case .archive: Array(site.posts.indices)
        case .page, .tags, .notFound: []
        }
    }

    /// The page's context; `fields` and `summaries` hold the list fields of at least the posts it shows.
    func page(in site: Site, fields: [[String: TemplateValue]], summaries: [TemplateValue]) -> PageContext {
        switch subject {
        case .post(let position):
            let newer = position > 0 ? site.posts[position - 1] : nil
            let older = position + 1 < site.posts.count ? site.posts[position + 1] : nil
            return PostContext(post: site.posts[position], site: site)
                .page(summary: fields[position], previous: older, next: newer)
        case .page(let position):
            let page = site.pages[position]
            return PageContext(kind: .page, title: page.title, description: page.description, url: page.url,
                               address: site.address, imageURL: page.imageURL,
                               fields: ["content": .string(page.rendered.html)])
        case .list(let list): return list.page(in: site, summaries: summaries)
        case .tags: return tagsIndex(site)
        case .archive: return archive(site, summaries: summaries)
        case .notFound:
            return PageContext(kind: .notFound, title: "Page not found", description: site.config.description,
                               url: site.address.url("404.html"), address: site.address)
        }
    }

    /// A hash of everything the page's context is made from: `siteKey` (what every page shares), the key of the
    /// page it shows, which covers its source, place and rendered Markdown, and the summary keys of the posts it
    /// lists or links to (`summaryKey(of:)`), so that an edit below a post's first paragraph changes no list.
    func key(in site: Site, siteKey: ContentHash, summaryKeys: [ContentHash]) -> ContentHash {
        var key = siteKey
        key.update(Array("\(template)|\(path)|".utf8))
        switch subject {
        case .post(let position):
            key.update(site.posts[position].key)
            for neighbour in [position - 1, position + 1] {
                key.update(summaryKeys.indices.contains(neighbour) ? summaryKeys[neighbour] : ContentHash())
            }
        case .page(let position): key.update(site.pages[position].key)
        case .list(let list):
            let place = "\(list.kind)|\(list.title)|\(list.heading)|\(list.number)/\(list.paginator.pageCount)|"
            key.update(Array(place.utf8))
            for post in posts(in: site) { key.update(summaryKeys[post]) }
        case .archive: for summary in summaryKeys { key.update(summary) }
        case .tags, .notFound: break
        }
        return key
    }
}

/// A hash of what a post's list fields (`PostContext.summaryFields`) are made from, besides what `templateSiteKey`
/// covers: every field of the page they read.
private func summaryKey(of post: Page) -> ContentHash {
    var key = ContentHash()
    let front = post.source.frontMatter
    let parts = [post.title, post.url, post.rendered.excerpt, post.description, front.tags.joined(separator: "\n"),
                 "\(post.date?.timeIntervalSince1970 ?? 0)|\(front.updated?.timeIntervalSince1970 ?? -1)",
                 "\(post.source.isDraft)|\(post.source.isFuture)", front.author ?? ""]
    for part in parts {
        key.update(Array("\(part.utf8.count):".utf8))
        key.update(part.utf8)
    }
    return key
}

/// What every page's context shares: the theme, the `site` fields, and what summaries draw from the site
/// (the time zone for dates, every tag's name, address and count).
private func templateSiteKey(_ site: Site, theme: Theme) -> ContentHash {
    var key = theme.fingerprint
    SiteContext(site: site).templateValue.hash(into: &key)
    key.update(Array("\(site.config.timeZone.identifier)|\(site.config.postsPerPage)|".utf8))
    for tag in site.tags { key.update(Array("\(tag.name)|\(tag.slug)|\(tag.posts.count)\n".utf8)) }
    return key
}

/// The home page and every tag page, each split into pages of `posts_per_page`.
private func lists(of site: Site) -> [ListContext] {
    let perPage = site.config.postsPerPage
    var lists: [ListContext] = []
    let home = Paginator(folder: "", itemCount: site.posts.count, perPage: perPage)
    let everyPost = Array(site.posts.indices)  // one array, shared by every page of the home page
    for number in 1...home.pageCount {
        lists.append(ListContext(kind: .home, title: site.config.title, heading: "", posts: everyPost,
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
