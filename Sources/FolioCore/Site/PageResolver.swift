import Foundation

/// The site builder's part in rendering one page: links to Markdown files become permalinks, local images get
/// their published URL, their size and lazy loading.
struct PageResolver: MarkdownResolver {
    let index: SiteIndex
    let folder: String

    func resolveLink(_ url: String, at location: SourceLocation) -> String? {
        index.resolve(url, from: folder).siteURL
    }

    func resolveImage(_ url: String, at location: SourceLocation) -> ResolvedImage? {
        let target = index.resolve(url, from: folder)
        guard case .asset(let file, let siteURL, _) = target else { return nil }
        var attributes: [(String, String)] = []
        if let size = index.imageSize(of: file) {
            attributes = [("width", String(size.width)), ("height", String(size.height))]
        }
        attributes.append(("loading", "lazy"))
        return ResolvedImage(url: siteURL, attributes: attributes)
    }
}
