import Foundation
import SourceDiagnostics
import Fingerprints
import Highlighting
import TeXToMathML
import Markdown
import Content
import Images

/// What rendering a page's Markdown reads besides the page and the site's index: the layout words (and the text
/// column's width), whether code is highlighted, emoji shortcodes replaced and math made MathML, and how pictures
/// are made responsive.
public struct RenderSettings: Sendable {
    var vocabulary: ImageLayoutVocabulary
    var highlighting: Bool
    var images: ImageSettings
    var emoji: Bool
    var math: Bool
    /// Task list checkboxes labelled by their items (see `Theme.labelsTaskItems`).
    var labelsTaskItems: Bool

    public init(vocabulary: ImageLayoutVocabulary, highlighting: Bool, images: ImageSettings, emoji: Bool = true,
                math: Bool = true, labelsTaskItems: Bool = true) {
        self.vocabulary = vocabulary
        self.highlighting = highlighting
        self.images = images
        self.emoji = emoji
        self.math = math
        self.labelsTaskItems = labelsTaskItems
    }

    /// A hash of every setting, and of the versions of folio, its highlighter, its MathML and the files it makes from
    /// pictures: pages rendered under other settings are rendered again.
    public var key: ContentHash {
        ContentHash(reflecting: (Folio.version, CodeHighlighter.version, MathMLConverter.version,
                                 ImageStore.encoderVersion, self))
    }
}

/// Stage 5 for one page: renders its Markdown, resolving links and images against the site.
public func renderPage(_ source: PageSource, _ document: RawDocument, index: SiteIndex, settings: RenderSettings)
    throws(Diagnostics) -> Page {
    var options = MarkdownOptions.site
    if !settings.highlighting { options.remove(.highlighting) }
    if !settings.emoji { options.remove(.emoji) }
    if !settings.math { options.remove(.math) }
    if !settings.labelsTaskItems { options.remove(.labelledTaskItems) }
    if source.frontMatter.title != nil { options.remove(.titleFromFirstHeading) }
    var renderer = MarkdownRenderer(options: options, vocabulary: settings.vocabulary)
    renderer.excerptSeparator = source.frontMatter.excerptSeparator
    var resolver = PageResolver(index: index, folder: source.sourceFolder)
    let rendered: RenderedMarkdown
    do {
        rendered = try renderer.render(document.body, path: source.path, firstLine: document.bodyStartLine,
                                       resolving: &resolver)
    } catch {
        throw Diagnostics([.error(error.description, path: source.path)])
    }
    let title = source.frontMatter.title ?? rendered.title ?? source.slug
    var page = Page(source: source, title: title, rendered: rendered)
    page.derivedImages = resolver.derivedImages
    // A missing image is the link checker's to report, with the place it looked.
    if let image = source.frontMatter.image, !image.isEmpty {
        switch index.resolve(image, from: source.sourceFolder) {
        case .asset(let file, let url, let output):
            page.imageURL = index.address.absolute(url)
            page.imageSize = index.imageSize(of: file)
            // A preview picture is published as a file folio makes, never as the original with its EXIF.
            if let output, let preview = index.images?.linkPreview(
                file: file, absolutePath: index.rootPath + file, siteURL: url, output: output,
                at: source.frontMatter.keyLocations["image"] ?? SourceLocation(line: 1, column: 1)) {
                page.imageURL = index.address.absolute(preview.url)
                page.imageSize = preview.size
                page.derivedImages.append(preview.image)
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
