import Foundation

/// What rendering a page's Markdown reads besides the page and the site's index: the layout words, and whether code
/// is highlighted.
struct RenderSettings: Sendable {
    var vocabulary: ImageLayoutVocabulary
    var highlighting: Bool

    /// A hash of every setting, and of the versions of folio and its highlighter: pages rendered under other
    /// settings are rendered again.
    var key: ContentHash { ContentHash(reflecting: (Folio.version, CodeHighlighter.version, self)) }
}

/// Stage 5 for one page: renders its Markdown, resolving links and images against the site.
func renderPage(_ source: PageSource, _ document: RawDocument, index: SiteIndex, settings: RenderSettings)
    throws(Diagnostics) -> Page {
    var options = MarkdownOptions.site
    if !settings.highlighting { options.remove(.highlighting) }
    if source.frontMatter.title != nil { options.remove(.titleFromFirstHeading) }
    var renderer = MarkdownRenderer(options: options, vocabulary: settings.vocabulary,
                                    resolver: PageResolver(index: index, folder: source.sourceFolder))
    renderer.excerptSeparator = source.frontMatter.excerptSeparator
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
