import Foundation
import SourceDiagnostics
import Images

extension ResponsiveImages {
    /// The width of a link preview's picture (front matter's `image`, for `og:image`): what the sites that show
    /// previews ask for.
    static let previewWidth = 1200

    /// Front matter's `image` as one file at most 1,200 pixels wide in the original's format, stripped like every
    /// other: the URL to publish, the file to make and its size. Nil for a picture folio publishes as it is, or one
    /// it cannot read (the page's own images report that; a preview is not worth a second error).
    func linkPreview(file: String, absolutePath: String, siteURL: String, output: String,
                     at location: SourceLocation) -> (url: String, image: DerivedImage, size: ImageSize)? {
        guard let original = try? store.original(at: absolutePath), let format = original.header.format,
              !original.header.isAnimated, ImageLimits.problem(with: original.header) == nil,
              let size = original.header.size else { return nil }
        let width = min(Self.previewWidth, size.width)
        let key = variantKey(original.hash, format)
        let name = fileName(of: output, key: key, width: width, format: format)
        let folder = (output as NSString).deletingLastPathComponent
        let image = DerivedImage(source: absolutePath, key: key, width: width, format: format,
                                 quality: settings.quality(of: format), keepMetadata: settings.keepMetadata,
                                 output: folder.isEmpty ? name : folder + "/" + name, location: location)
        // libvips keeps the shape, rounding the height to the nearest pixel.
        let height = max(1, Int((Double(size.height) * Double(width) / Double(size.width)).rounded()))
        return (String(siteURL[...(siteURL.lastIndex(of: "/") ?? siteURL.startIndex)]) + name, image,
                ImageSize(width: width, height: height))
    }
}
