/// What folio learns of an original from its first bytes, without decoding it.
public struct ImageHeader: Equatable, Sendable {
    /// PNG, JPEG or WebP; nil for anything folio publishes as it is (SVG, GIF, unknown files).
    public var format: ImageFormat?
    /// As shown: a JPEG whose EXIF orientation turns it a quarter has its width and height swapped.
    public var size: ImageSize?
    /// An animated PNG or WebP, which folio publishes as it is.
    public var isAnimated = false

    public init(_ bytes: [UInt8]) {
        format = ImageFormat.sniff(bytes)
        size = ImageSize.read(bytes)
        switch format {
        case .png: isAnimated = Self.pngHasAnimation(bytes)
        case .webp: isAnimated = bytes.count > 20 && Array(bytes[12..<16]) == Array("VP8X".utf8)
            && bytes[20] & 0x02 != 0
        default: break
        }
    }

    /// An `acTL` chunk before the first `IDAT` makes a PNG an animation (APNG).
    private static func pngHasAnimation(_ bytes: [UInt8]) -> Bool {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type == "acTL" { return true }
            if type == "IDAT" { return false }
            offset += 12 + length
        }
        return false
    }
}
