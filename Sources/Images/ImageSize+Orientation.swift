extension ImageSize {
    /// The EXIF orientation (1 to 8) in a JPEG's APP1 segment `segment` (its bytes after the length), if any.
    /// Orientations 5 to 8 turn the picture a quarter, so browsers show it with width and height swapped.
    public static func exifOrientation(_ segment: ArraySlice<UInt8>) -> Int? {
        let b = Array(segment)
        guard b.count >= 14, b.starts(with: Array("Exif".utf8) + [0, 0]) else { return nil }
        let tiff = 6
        let little: Bool
        switch (b[tiff], b[tiff + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func number(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= b.count else { return nil }
            let bytes = b[at..<at + count]
            return (little ? bytes.reversed() : Array(bytes)).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let first = number(tiff + 4, 4), let count = number(tiff + first, 2) else { return nil }
        for entry in 0..<min(count, 512) {
            let at = tiff + first + 2 + 12 * entry
            guard let tag = number(at, 2) else { return nil }
            if tag == 0x0112, let value = number(at + 8, 2), (1...8).contains(value) { return value }
        }
        return nil
    }
}
