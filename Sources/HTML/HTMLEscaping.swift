/// The one escaper for HTML text and attribute values: `& < > " '` become `&amp; &lt; &gt; &quot; &#39;`.
public enum HTMLEscaping {
    /// Returns `text` safe to place in HTML text or in a quoted attribute value.
    public static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        append(escaping: text, to: &output)
        return output
    }

    /// Appends `text`, escaped, to `output`. It scans UTF-8 bytes and copies each run between special
    /// characters in one piece, so text without special characters is appended at once.
    public static func append(escaping text: String, to output: inout String) {
        var contiguous = text
        guard contiguous.withUTF8({ $0.contains(where: isSpecial) }) else {
            output.append(text)
            return
        }
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            if isSpecial(byte) {
                // Special characters are ASCII, so these indices fall on scalar boundaries.
                output.append(contentsOf: Substring(text.unicodeScalars[runStart..<index]))
                output.append(entity(for: byte))
                runStart = utf8.index(after: index)
            }
            utf8.formIndex(after: &index)
        }
        output.append(contentsOf: Substring(text.unicodeScalars[runStart...]))
    }

    /// Appends the UTF-8 `bytes`, escaped, to the byte buffer `output`, as `append(escaping:to:)` does to a string:
    /// each run between special characters in one copy.
    public static func append(escaping bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        forEachRun(escaping: bytes) { output.append(contentsOf: $0) }
    }

    /// The UTF-8 `bytes`, escaped, as runs handed to `write` in order: the text between special characters as it
    /// is, and each special character's entity.
    @inlinable
    public static func forEachRun(escaping bytes: UnsafeBufferPointer<UInt8>,
                                  _ write: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var runStart = 0
        var index = 0
        while index < bytes.count {
            switch base[index] {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                if index > runStart { write(UnsafeBufferPointer(start: base + runStart, count: index - runStart)) }
                entity(of: base[index]).withUTF8Buffer(write)
                runStart = index + 1
            default:
                break
            }
            index += 1
        }
        if bytes.count > runStart { write(UnsafeBufferPointer(start: base + runStart, count: bytes.count - runStart)) }
    }

    /// The entity that stands for a special character.
    @usableFromInline
    static func entity(of byte: UInt8) -> StaticString {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }

    /// Appends `text`, escaped, to the byte buffer `output`.
    public static func append(escaping text: String, to output: inout [UInt8]) {
        var contiguous = text
        contiguous.withUTF8 { append(escaping: $0, to: &output) }
    }

    @inline(__always)
    private static func isSpecial(_ byte: UInt8) -> Bool {
        // One comparison for the common case: every special character is below `?` and above `!`.
        guard byte <= UInt8(ascii: ">"), byte >= UInt8(ascii: "\"") else { return false }
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): return true
        default: return false
        }
    }

    private static func entity(for byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }

}
