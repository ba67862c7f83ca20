import Foundation

/// Stage 5 for one page: renders its Markdown, resolving links and images against the site.
func renderPage(_ source: PageSource, _ document: RawDocument, index: SiteIndex, vocabulary: ImageLayoutVocabulary)
    throws(Diagnostics) -> Page {
    var options = MarkdownOptions.site
    if source.frontMatter.title != nil { options.remove(.titleFromFirstHeading) }
    let renderer = MarkdownRenderer(options: options, vocabulary: vocabulary,
                                    resolver: PageResolver(index: index, folder: source.sourceFolder))
    let rendered: RenderedMarkdown
    do {
        rendered = try renderer.render(document.body, path: source.path, firstLine: document.bodyStartLine)
    } catch {
        throw Diagnostics([.error(error.description, path: source.path)])
    }
    let title = source.frontMatter.title ?? rendered.title ?? source.slug
    var page = Page(source: source, title: title, rendered: rendered)
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
