/// A raster format folio reads originals in or writes derived files in.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case jpeg, png, webp, avif

    /// The file name extension of a derived file.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .webp: "webp"
        case .avif: "avif"
        }
    }

    /// For `<source type="…">`.
    public var mediaType: String { "image/\(rawValue)" }

    /// The format of an original from its first bytes; nil for anything folio leaves as it is.
    public static func sniff(_ head: some Collection<UInt8>) -> ImageFormat? {
        let bytes = Array(head.prefix(12))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.count == 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return .webp
        }
        return nil
    }
}
