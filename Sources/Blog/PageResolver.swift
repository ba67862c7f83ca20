import Foundation
import SourceDiagnostics
import Markdown
import Images

/// The site builder's part in rendering one page: links to Markdown files become permalinks, local images get
/// their published URL, their size and lazy loading.
struct PageResolver: MarkdownResolver {
    let index: SiteIndex
    let folder: String
    /// The files the site makes for the page's images (resized, in other formats), in document order.
    var derivedImages: [DerivedImage] = []

    func resolveLink(_ url: String, at location: SourceLocation) -> String? {
        index.resolve(url, from: folder).siteURL
    }

    mutating func resolveImage(_ url: String, at location: SourceLocation) -> ResolvedImage? {
        resolveImage(url, layout: [], at: location)
    }

    mutating func resolveImage(_ url: String, layout classes: [String], at location: SourceLocation)
        -> ResolvedImage? {
        let target = index.resolve(url, from: folder)
        guard case .asset(let file, let siteURL, let output) = target else { return nil }
        if let images = index.images, let responsive = images.resolve(
            file: file, absolutePath: index.rootPath + file, siteURL: siteURL,
            output: output ?? String(siteURL.dropFirst(index.address.root.count)), classes: classes, at: location) {
            derivedImages += responsive.derived
            return responsive.image
        }
        var attributes: [(String, String)] = []
        if let size = index.imageSize(of: file) {
            attributes = [("width", String(size.width)), ("height", String(size.height))]
        }
        attributes.append(("loading", "lazy"))
        return ResolvedImage(url: siteURL, attributes: attributes)
    }
}
