/// A request target reduced to a path inside the site, or refused.
///
/// Only origin-form targets (`/a/b`) are accepted. The path is percent-decoded once, and refused when the
/// result could mean anything but plain names below the root: `.` or `..` segments, backslashes, control
/// bytes (NUL included), an encoded `/` (`%2F`), a `%` left after decoding (double encoding such as
/// `%252e`), or bytes that are not UTF-8. Because the site is a dictionary of relative paths, a refused or
/// unknown path can only lead to 400 or 404, never to a file outside the site.
struct SitePath: Sendable, Equatable {
    /// The names below the root: `["posts", "hello"]`; empty for the root.
    var segments: [String]
    /// The target ended with `/` (or was the root): it names a folder.
    var isFolder: Bool
    /// The query after `?`, without it, as sent (kept for redirects).
    var query: String?

    /// The path as a key of `SiteSnapshot.files` (`posts/hello`), without a leading slash.
    var key: String { segments.joined(separator: "/") }

    /// The key of the file that answers this path: `index.html` inside folders.
    var fileKey: String { isFolder ? (segments + ["index.html"]).joined(separator: "/") : key }

    init(segments: [String], isFolder: Bool, query: String? = nil) {
        self.segments = segments
        self.isFolder = isFolder
        self.query = query
    }

    /// Parses a request target; nil means refuse it with 400.
    init?(target: String) {
        let bytes = Array(target.utf8)
        guard bytes.first == UInt8(ascii: "/") else { return nil }
        let pathEnd = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        if pathEnd < bytes.endIndex, bytes[pathEnd] == UInt8(ascii: "?") {
            let queryEnd = bytes[pathEnd...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
            query = String(decoding: bytes[(pathEnd + 1)..<queryEnd], as: UTF8.self)
        } else {
            query = nil
        }
        var segments: [String] = []
        for raw in bytes[..<pathEnd].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            guard let decoded = Self.decode(raw), let name = String(validating: decoded, as: UTF8.self),
                  name != ".", name != ".."
            else { return nil }
            segments.append(name)
        }
        self.segments = segments
        isFolder = segments.isEmpty || bytes[pathEnd - 1] == UInt8(ascii: "/")
    }

    /// Percent-decodes one segment, refusing what could reach outside the site or hide a second encoding.
    private static func decode(_ raw: ArraySlice<UInt8>) -> [UInt8]? {
        var output: [UInt8] = []
        var index = raw.startIndex
        while index < raw.endIndex {
            var byte = raw[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < raw.endIndex,
                      let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2])
                else { return nil }
                byte = high << 4 | low
                index += 3
            } else {
                index += 1
            }
            let forbidden: Set<UInt8> = [UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "%"), 0x7F]
            guard byte >= 0x20, !forbidden.contains(byte) else { return nil }
            output.append(byte)
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
