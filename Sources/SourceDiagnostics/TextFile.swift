import Foundation

/// Reads a file as UTF-8 text, naming the first bad byte when it is not.
public enum TextFile {
    /// - Parameter path: the name used in diagnostics (`content/posts/x.md`).
    public static func read(_ url: URL, path: String) throws(Diagnostic) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .error("cannot read file: \(error.localizedDescription)", path: path)
        }
        return try decode(data, path: path)
    }

    /// UTF-8 text, with the place of the first invalid byte when it is not UTF-8. A leading BOM is dropped.
    public static func decode(_ data: Data, path: String) throws(Diagnostic) -> String {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        if let offset = firstInvalidByte(in: bytes) {
            let line = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let lineStart = bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? bytes.startIndex
            throw .error("invalid UTF-8 at byte \(offset - data.startIndex) (0x\(String(bytes[offset], radix: 16)))",
                         path: path, at: SourceLocation(line: line, column: offset - lineStart + 1))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The index of the first byte that does not belong to a valid UTF-8 sequence.
    public static func firstInvalidByte(in bytes: Data.SubSequence) -> Data.Index? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = bytes.startIndex
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
