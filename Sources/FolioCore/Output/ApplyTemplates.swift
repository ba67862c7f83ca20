import Foundation

/// Stage 7: every file of the site, rendered through the theme, plus the feed, sitemap, robots.txt and stylesheet.
func applyTemplates(_ site: Site, theme: Theme) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
    var files: [OutputFile] = []
    var diagnostics: [Diagnostic] = []
    func render(_ template: String, _ page: PageContext, to folder: String, file: String = "index.html") {
        do {
            let html = try theme.templates.render(template, with: page.context(in: site))
            files.append(OutputFile(path: folder + file, text: html))
        } catch {
            diagnostics += error.all
        }
    }

    for (position, post) in site.posts.enumerated() {
        let newer = position > 0 ? site.posts[position - 1] : nil
        let older = position + 1 < site.posts.count ? site.posts[position + 1] : nil
        render("post", PostContext(post: post, site: site).page(previous: older, next: newer),
               to: post.source.outputFolder)
    }
    for page in site.pages {
        let context = PageContext(kind: .page, title: page.title, description: page.description, url: page.url,
                                  address: site.address, imageURL: page.imageURL,
                                  fields: ["content": .string(page.rendered.html)])
        render("page", context, to: page.source.outputFolder)
    }
    for list in lists(of: site) {
        render("list", list.page(in: site), to: list.paginator.folder(ofPage: list.number))
    }
    render("tags", tagsIndex(site), to: "tags/")
    render("archive", archive(site), to: "archive/")
    render("404", PageContext(kind: .notFound, title: "Page not found", description: site.config.description,
                              url: site.address.url("404.html"), address: site.address), to: "", file: "404.html")

    files.append(OutputFile(path: "style.css", text: theme.stylesheet + "\n" + site.vocabulary.stylesheet()))
    files.append(OutputFile(path: "feed.xml", text: AtomFeed(site: site).xml))
    files.append(OutputFile(path: "sitemap.xml", text: Sitemap(site: site, files: files).xml))
    files.append(OutputFile(path: "robots.txt",
                            text: "User-agent: *\nAllow: /\n\nSitemap: \(site.address.absolute(site.address.url("sitemap.xml")))\n"))
    return (files, diagnostics)
}

/// The home page and every tag page, each split into pages of `posts_per_page`.
private func lists(of site: Site) -> [ListContext] {
    let perPage = site.config.postsPerPage
    var lists: [ListContext] = []
    let home = Paginator(folder: "", itemCount: site.posts.count, perPage: perPage)
    for number in 1...home.pageCount {
        lists.append(ListContext(kind: .home, title: site.config.title, heading: "", posts: site.posts,
                                 paginator: home, number: number))
    }
    for tag in site.tags {
        let posts = tag.posts.map { site.posts[$0] }
        let paginator = Paginator(folder: "tags/\(tag.slug)/", itemCount: posts.count, perPage: perPage)
        for number in 1...paginator.pageCount {
            lists.append(ListContext(kind: .tag, title: "Tagged “\(tag.name)”", heading: "Posts tagged “\(tag.name)”",
                                     posts: posts, paginator: paginator, number: number))
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

private func archive(_ site: Site) -> PageContext {
    let dates = DateText(timeZone: site.config.timeZone)
    var years: [(year: Int, posts: [TemplateValue])] = []
    for post in site.posts {
        let year = dates.year(post.date ?? .distantPast)
        if years.last?.year != year { years.append((year, [])) }
        years[years.count - 1].posts.append(PostContext(post: post, site: site).templateValue)
    }
    let value = years.map { TemplateValue.map(["year": .int($0.year), "posts": .list($0.posts)]) }
    return PageContext(kind: .archive, title: "Archive", description: "Every post of \(site.config.title)",
                       url: site.address.url("archive/"), address: site.address, fields: ["years": .list(value)])
}
