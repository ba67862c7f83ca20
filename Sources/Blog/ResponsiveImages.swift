import Foundation
import SourceDiagnostics
import Fingerprints
import Markdown
import Images
import Content

/// Turns a local picture a page shows into a responsive one: the files to make (`ImagePlan`'s widths in the
/// original's format and each offered format) and the `<picture>` that offers them. Nothing is decoded here; the
/// original is read (to hash it) only when the image store does not know it unchanged.
public struct ResponsiveImages: Sendable {
    let settings: ImageSettings
    let vocabulary: ImageLayoutVocabulary
    let store: ImageStore

    /// The site's pictures made responsive, keeping their files where the build options say; nil with
    /// `images: false`.
    public init?(config: SiteConfig, vocabulary: ImageLayoutVocabulary, options: BuildOptions,
          racyWindow: Int64 = FileIdentity.racyWindow) {
        guard config.images.isEnabled else { return nil }
        settings = config.images
        self.vocabulary = vocabulary
        store = ImageStore.opened(at: options.imageFolder(root: config.root), racyWindow: racyWindow)
    }

    /// The image shown from `file` (from the site root; published as `siteURL`, at `output` below the output
    /// folder) with these layout classes, and the files the site must make for it (the `<img>`'s and the
    /// sources'); nil for a picture folio publishes as it is (SVG, GIF, an animation).
    func resolve(file: String, absolutePath: String, siteURL: String, output: String, classes: [String],
                 at location: SourceLocation) -> (image: ResolvedImage, derived: [DerivedImage])? {
        let original: ImageOriginal
        do { original = try store.original(at: absolutePath) } catch {
            return (ResolvedImage(problem: "image '\(file)' cannot be read: \(error.localizedDescription)"), [])
        }
        guard let format = original.header.format, !original.header.isAnimated else { return nil }
        if let problem = ImageLimits.problem(with: original.header) {
            return (ResolvedImage(problem: "image '\(file)' \(problem)"), [])
        }
        guard let size = original.header.size else { return nil }
        let plan = ImagePlan(originalWidth: size.width, share: vocabulary.share(of: classes),
                             isFloated: vocabulary.isFloated(classes), contentWidth: vocabulary.contentWidth)
        let formats = settings.formats.filter { $0 != format } + [format]
        let folder = (output as NSString).deletingLastPathComponent
        let urlFolder = String(siteURL[...(siteURL.lastIndex(of: "/") ?? siteURL.startIndex)])
        var resolved = ResolvedImage()
        var derived: [DerivedImage] = []
        var srcsets: [ImageFormat: [String]] = [:]
        for format in formats {
            let key = variantKey(original.hash, format)
            for width in plan.widths {
                let fileName = fileName(of: output, key: key, width: width, format: format)
                derived.append(DerivedImage(
                    source: absolutePath, key: key, width: width, format: format, quality: settings.quality(of: format),
                    keepMetadata: settings.keepMetadata, output: folder.isEmpty ? fileName : folder + "/" + fileName,
                    location: location))
                let url = Self.srcsetURL(urlFolder + fileName)
                srcsets[format, default: []].append("\(url) \(width)w")
                if format == formats.last, width == plan.fallbackWidth { resolved.url = urlFolder + fileName }
            }
        }
        resolved.sources = formats.dropLast().map {
            PictureSource(type: $0.mediaType, srcset: srcsets[$0, default: []].joined(separator: ", "),
                          sizes: plan.sizes)
        }
        resolved.attributes = [("width", String(size.width)), ("height", String(size.height)),
                               ("srcset", srcsets[format, default: []].joined(separator: ", ")),
                               ("sizes", plan.sizes), ("loading", "lazy")]
        return (resolved, derived)
    }

    /// `dusk.a7ece2-227.webp` for the original published at `…/dusk.jpg`: six hex digits of the key.
    func fileName(of output: String, key: ContentHash, width: Int, format: ImageFormat) -> String {
        let name = ((output as NSString).lastPathComponent as NSString).deletingPathExtension
        return "\(name).\(String(key.description.prefix(6)))-\(width).\(format.fileExtension)"
    }

    /// What names the files of one original in one format: its bytes and every setting the encoder reads.
    func variantKey(_ original: ContentHash, _ format: ImageFormat) -> ContentHash {
        var key = original
        let settings = "\(ImageStore.encoderVersion)|\(format.rawValue)|\(self.settings.quality(of: format))|"
            + "\(self.settings.keepMetadata)"
        key.update(Array(settings.utf8))
        return key
    }

    /// A URL as a `srcset` candidate needs it: spaces and commas (which separate candidates) and anything else
    /// outside a URL's own characters percent-encoded.
    static func srcsetURL(_ url: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/:@!$&'()*+;=%".utf8)
        var encoded = ""
        for byte in url.utf8 {
            if allowed.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return encoded
    }
}

extension ResolvedImage {
    /// An image folio cannot show as the site wants, with the reason.
    init(problem: String) {
        self.init()
        self.problem = problem
    }
}
