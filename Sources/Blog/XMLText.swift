/// Text escaped for XML element content and attribute values.
enum XMLText {
    static func escape(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + bytes.count / 8)
            append(escaping: bytes, to: &result)
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Appends the UTF-8 `bytes`, escaped, to `output`. Every byte that matters is ASCII, and no byte of a longer
    /// character is, so a byte at a time reads the text as its characters would.
    static func append(escaping bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        func flush(_ end: Int) {
            if end > runStart { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end])) }
            runStart = end + 1
        }
        for (index, byte) in bytes.enumerated() where byte < 0x3F {
            switch byte {
            case UInt8(ascii: "&"): flush(index); output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): flush(index); output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): flush(index); output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): flush(index); output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): flush(index); output.append(contentsOf: "&apos;".utf8)
            case UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            // Characters XML 1.0 forbids (most C0 controls) are dropped rather than written.
            case ..<0x20: flush(index)
            default: break
            }
        }
        flush(bytes.count)
    }
}
