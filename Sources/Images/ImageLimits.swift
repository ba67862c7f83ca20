/// How large a picture folio agrees to decode. A small file can claim a huge size (a "decompression bomb": a
/// 30,000 × 30,000 PNG of one colour is a few megabytes and 2.7 GB decoded), so the size in the header is
/// checked before any decoding starts.
public enum ImageLimits {
    /// 200 megapixels: more than any camera's photo (a 100 MP medium-format frame is 11,648 × 8,736).
    public static let maxPixels = 200_000_000

    /// Why folio will not decode a picture with this header, or nil when it will.
    public static func problem(with header: ImageHeader) -> String? {
        guard let size = header.size else {
            let kind = header.format?.rawValue.uppercased() ?? "picture"
            return "has no size folio can read: the file is damaged, or not the \(kind) it starts as"
        }
        let pixels = size.width * size.height
        guard pixels > maxPixels else { return nil }
        return "is \(size.width) × \(size.height) pixels (\(pixels / 1_000_000) megapixels); folio decodes "
            + "pictures of at most \(maxPixels / 1_000_000) megapixels, so that one file cannot exhaust the memory: "
            + "make it smaller, or publish it as it is with 'images: false' in folio.yml"
    }
}
