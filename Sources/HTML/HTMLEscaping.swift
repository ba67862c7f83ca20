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

    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
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
