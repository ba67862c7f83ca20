import Images

/// `images:` in folio.yml: how folio makes the files for the pictures pages show.
///
/// ```yaml
/// images:
///   formats: [avif, webp]   # offered before the original's own format; default [webp]
///   quality: 80             # or per format: {jpeg: 82, webp: 80, avif: 60}
///   keep_metadata: false    # true keeps EXIF (GPS position, camera serial) in the files folio makes
/// ```
/// `images: false` publishes every picture as it is, the way folio did before it made any.
public struct ImageSettings: Sendable, Hashable {
    /// `images: false` turns it all off.
    public var isEnabled = true
    /// Offered in `<source>` elements, in this order, before the original's format.
    public var formats: [ImageFormat] = [.webp]
    /// The encoder quality of each lossy format, 1 to 100.
    public var quality: [ImageFormat: Int] = [.jpeg: 82, .webp: 80, .avif: 60]
    /// `keep_metadata: true` keeps EXIF, GPS position included, in the files folio makes.
    public var keepMetadata = false

    public init() {}

    /// The quality for a format; PNG is lossless and ignores it.
    public func quality(of format: ImageFormat) -> Int {
        quality[format] ?? 80
    }

    /// Every setting in a stable order, and the version of the files folio makes, for the keys of what pages are
    /// rendered from: a page names the files it shows, so a cached page is one made with the same encoder.
    public var key: String {
        let qualities = ImageFormat.allCases.map { "\($0.rawValue)=\(quality(of: $0))" }
        return "\(isEnabled)|\(formats.map(\.rawValue))|\(qualities)|\(keepMetadata)|\(ImageStore.encoderVersion)"
    }

    /// The keys `images:` may hold.
    public static let keys = ["formats", "quality", "keep_metadata"]
    /// The formats `formats:` may list: the original's own format is always the fallback.
    public static let offered: [ImageFormat] = [.webp, .avif]
}
