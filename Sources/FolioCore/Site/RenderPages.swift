import Foundation

/// Stage 5: renders every page's Markdown on every core; pages come back in the order given.
/// With a memo, a page whose inputs hash as before is taken from it; `siteKey` covers what every page shares.
func renderPages(_ sources: [PageSource], index: SiteIndex, vocabulary: ImageLayoutVocabulary, memo: BuildMemo?,
                 siteKey: ContentHash) async -> (pages: [Page], diagnostics: [Diagnostic]) {
    let results = await inParallel(sources.count) { position in
        let source = sources[position]
        return Result { () throws(Diagnostics) -> Page in
            guard let memo else { return try renderPage(source, index: index, vocabulary: vocabulary) }
            return try memo.page(at: source.path, key: memoKey(source, siteKey: siteKey)) { () throws(Diagnostics) in
                try renderPage(source, index: index, vocabulary: vocabulary)
            }
        }
    }
    var pages: [Page] = [], diagnostics: [Diagnostic] = []
    for result in results {
        switch result {
        case .success(let page):
            pages.append(page)
            diagnostics += page.rendered.diagnostics
        case .failure(let failure): diagnostics += failure.all
        }
    }
    return (pages, diagnostics)
}

/// Everything a page's rendering depends on besides what all pages share.
private func memoKey(_ source: PageSource, siteKey: ContentHash) -> ContentHash {
    var key = siteKey
    for part in [source.path, source.document.frontMatter ?? "", source.document.body,
                 "\(source.document.bodyStartLine)",
                 source.url, "\(source.isDraft)\(source.isFuture)"] {
        key.update(Array("\(part.utf8.count):".utf8))
        key.update(part.utf8)
    }
    return key
}

func renderPage(_ source: PageSource, index: SiteIndex, vocabulary: ImageLayoutVocabulary) throws(Diagnostics)
    -> Page {
    var options = MarkdownOptions.site
    if source.frontMatter.title != nil { options.remove(.titleFromFirstHeading) }
    let renderer = MarkdownRenderer(options: options, vocabulary: vocabulary,
                                    resolver: PageResolver(index: index, folder: source.sourceFolder))
    let rendered: RenderedMarkdown
    do {
        rendered = try renderer.render(source.document.body, path: source.path,
                                       firstLine: source.document.bodyStartLine)
    } catch {
        throw Diagnostics([.error(error.description, path: source.path)])
    }
    let title = source.frontMatter.title ?? rendered.title ?? source.slug
    var page = Page(source: source, title: title, rendered: rendered)
    // The Markdown is rendered: a site's sources are not carried through the later stages a second time.
    page.source.document.body = ""
    // A missing image is the link checker's to report, with the place it looked.
    if let image = source.frontMatter.image, !image.isEmpty {
        switch index.resolve(image, from: source.sourceFolder) {
        case .asset(_, let url, _): page.imageURL = index.address.absolute(url)
        case .external: page.imageURL = image
        case .unchecked: page.imageURL = index.address.absolute(index.address.url(image))
        default: break
        }
    }
    if source.frontMatter.title == nil, rendered.title == nil {
        page.rendered.diagnostics.append(.warning("no title: start the file with a '# Title' line, or set 'title:' "
                                                  + "in front matter; using '\(source.slug)'", path: source.path))
    }
    return page
}
