import Foundation

/// An image's intrinsic size in pixels, read from the file's header, so pages reserve its space before it loads.
public struct ImageSize: Equatable, Sendable {
    /// The width in pixels, as shown (turned by EXIF orientation).
    public var width: Int
    /// The height in pixels, as shown.
    public var height: Int

    public init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
    }

    /// Reads PNG, GIF, JPEG, WebP and SVG; nil for other files or a header folio cannot read.
    public static func read(_ file: URL) -> ImageSize? {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 64 * 1024) else { return nil }
        return read(Array(head))
    }

    /// The size of the picture whose file starts with `bytes` (64 KiB is enough for every format read); nil when it is
    /// none of them or is damaged.
    public static func read(_ bytes: [UInt8]) -> ImageSize? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return png(bytes) }
        if bytes.starts(with: Array("GIF8".utf8)) { return gif(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count > 30, Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return webp(bytes)
        }
        return svg(bytes)
    }

    private static func png(_ b: [UInt8]) -> ImageSize? {
        guard b.count >= 24 else { return nil }
        return make(bigEndian(b, 16, 4), bigEndian(b, 20, 4))
    }

    private static func gif(_ b: [UInt8]) -> ImageSize? {
        guard b.count >= 10 else { return nil }
        return make(littleEndian(b, 6, 2), littleEndian(b, 8, 2))
    }

    /// Walks the JPEG segments to the first start-of-frame marker, which holds the size, turned as the EXIF
    /// orientation before it says.
    private static func jpeg(_ b: [UInt8]) -> ImageSize? {
        var i = 2
        var orientation = 1
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            let length = bigEndian(b, i + 2, 2)
            if marker == 0xE1, let found = exifOrientation(b[(i + 4)..<min(b.count, i + 2 + length)]) {
                orientation = found
            }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let (width, height) = (bigEndian(b, i + 7, 2), bigEndian(b, i + 5, 2))
                return orientation >= 5 ? make(height, width) : make(width, height)
            }
            i += 2 + length
        }
        return nil
    }

    private static func webp(_ b: [UInt8]) -> ImageSize? {
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ": return make(littleEndian(b, 26, 2) & 0x3FFF, littleEndian(b, 28, 2) & 0x3FFF)
        case "VP8L":
            let bits = littleEndian(b, 21, 4)
            return make((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X": return make(littleEndian(b, 24, 3) + 1, littleEndian(b, 27, 3) + 1)
        default: return nil
        }
    }

    /// The `width` and `height` attributes of the root `<svg>` in pixels, else its `viewBox`.
    private static func svg(_ b: [UInt8]) -> ImageSize? {
        let text = String(decoding: b, as: UTF8.self)
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else {
            return nil
        }
        let tag = text[start.upperBound..<end]
        func attribute(_ name: String) -> String? {
            guard let found = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\""),
                  let close = tag[found.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(tag[found.upperBound..<close])
        }
        func pixels(_ value: String?) -> Int? {
            guard var value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
            if value.hasSuffix("px") { value.removeLast(2) }
            return Double(value).map { Int($0.rounded()) }
        }
        if let width = pixels(attribute("width")), let height = pixels(attribute("height")) {
            return make(width, height)
        }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard let box, box.count == 4 else { return nil }
        return make(Int(box[2].rounded()), Int(box[3].rounded()))
    }

    private static func make(_ width: Int, _ height: Int) -> ImageSize? {
        width > 0 && height > 0 ? ImageSize(width: width, height: height) : nil
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        guard at + count <= b.count else { return 0 }
        return b[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        guard at + count <= b.count else { return 0 }
        return b[at..<at + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
