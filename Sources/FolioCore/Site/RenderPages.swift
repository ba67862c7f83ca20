import Foundation

/// Stage 5: renders every page's Markdown on every core; pages come back in the order given.
/// With a memo, a page whose inputs hash as before is taken from it; `siteKey` covers what every page shares.
/// A source taken from the memo has no Markdown; `reload` reads it again when such a page must be rendered.
func renderPages(_ sources: [PageSource], index: SiteIndex, vocabulary: ImageLayoutVocabulary, memo: BuildMemo?,
                 siteKey: ContentHash,
                 reload: @escaping @Sendable (PageSource) throws(Diagnostics) -> PageSource) async
    -> (pages: [Page], diagnostics: [Diagnostic]) {
    let results = await inParallel(sources.count) { position in
        let source = sources[position]
        return Result { () throws(Diagnostics) -> Page in
            guard let memo else { return try renderPage(source, index: index, vocabulary: vocabulary) }
            let key = memoKey(source, siteKey: siteKey)
            return try memo.page(for: source, key: key) { () throws(Diagnostics) in
                var page = try renderPage(try withMarkdown(source, reload: reload), index: index,
                                          vocabulary: vocabulary)
                page.key = key
                return page
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

/// The source with its Markdown, read again if a memo dropped it; the file must still be what was read first.
func withMarkdown(_ source: PageSource, reload: (PageSource) throws(Diagnostics) -> PageSource) throws(Diagnostics)
    -> PageSource {
    guard source.bodyIsDropped else { return source }
    let read = try reload(source)
    guard read.sourceKey == source.sourceKey else {
        throw Diagnostics([.error("changed while folio was building; build again", path: source.path)])
    }
    var source = source
    source.document = read.document
    source.bodyIsDropped = false
    return source
}

/// Everything a page's rendering depends on besides what all pages share.
private func memoKey(_ source: PageSource, siteKey: ContentHash) -> ContentHash {
    var key = siteKey
    key.update(source.sourceKey)
    for part in [source.url, "\(source.isDraft)\(source.isFuture)"] {
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
    page.source.bodyIsDropped = true
    // A missing image is the link checker's to report, with the place it looked.
    if let image = source.frontMatter.image, !image.isEmpty {
        switch index.resolve(image, from: source.sourceFolder) {
        case .asset(let file, let url, let output):
            page.imageURL = index.address.absolute(url)
            // A preview picture is published as a file folio makes, never as the original with its EXIF.
            if let output, let preview = index.images?.linkPreview(
                file: file, absolutePath: index.rootPath + file, siteURL: url, output: output,
                at: source.frontMatter.keyLocations["image"] ?? SourceLocation(line: 1, column: 1)) {
                page.imageURL = index.address.absolute(preview.url)
                page.rendered.derivedImages.append(preview.image)
            }
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
