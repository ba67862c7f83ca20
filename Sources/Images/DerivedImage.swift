import SourceDiagnostics
import Fingerprints

/// One file folio makes from an original: the picture at one width in one format, metadata stripped.
public struct DerivedImage: Sendable, Hashable {
    /// The original's absolute path.
    public var source: String
    /// A hash of the original's bytes and of every setting that shapes the file (format, quality, metadata):
    /// the file's name in the image store, and six hex digits of it in the site.
    public var key: ContentHash
    /// The file's width in pixels.
    public var width: Int
    /// The file's format.
    public var format: ImageFormat
    /// The encoder's quality, 1 to 100.
    public var quality: Int
    /// True to keep EXIF (GPS position included); the default strips every piece of metadata.
    public var keepMetadata: Bool
    /// Below the output folder: `2026/07/pier/pics/pier.3f9a2c-860.webp`.
    public var output: String
    /// Where the page shows the image, for an error when the original cannot be decoded.
    public var location: SourceLocation

    public init(source: String, key: ContentHash, width: Int, format: ImageFormat, quality: Int, keepMetadata: Bool,
                output: String, location: SourceLocation) {
        (self.source, self.key, self.width, self.format) = (source, key, width, format)
        (self.quality, self.keepMetadata, self.output, self.location) = (quality, keepMetadata, output, location)
    }

    /// Its name in the image store's folder.
    public var storeName: String { "\(key)-\(width).\(format.fileExtension)" }
}
