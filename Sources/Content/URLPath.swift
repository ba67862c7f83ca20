import Foundation

/// Percent-encoding for the paths folio writes into pages: a slug or file name may hold spaces or letters of any
/// script, and its URL carries them as UTF-8 escapes (`café/` → `caf%C3%A9/`), as browsers send them.
public enum URLPath {
    /// `path` with every byte but RFC 3986's unreserved characters and `/` escaped.
    public static func encode(_ path: String) -> String {
        if path.utf8.allSatisfy(isKept) { return path }
        var result = ""
        for byte in path.utf8 {
            if isKept(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(digits[Int(byte >> 4)])
                result.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return result
    }

    /// `path` with its percent-escapes decoded (`caf%C3%A9` → `café`), or nil when one is not valid UTF-8 or
    /// not an escape, as `removingPercentEncoding` says; without a `%`, the path itself, at no cost.
    public static func decode<S: StringProtocol>(_ path: S) -> String? {
        path.utf8.contains(UInt8(ascii: "%")) ? String(path).removingPercentEncoding : String(path)
    }

    /// The folder of a path from the site's root: `content/posts` of `content/posts/a.md`, "" of `a.md`.
    public static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// The last part of a path, as `NSString.lastPathComponent` has it: `b.md` of `a/b.md` and of `a/b.md/`.
    public static func lastComponent(of path: String) -> String {
        var end = path.endIndex
        while end > path.startIndex, path.utf8[path.utf8.index(before: end)] == UInt8(ascii: "/") {
            end = path.utf8.index(before: end)
        }
        if end == path.startIndex { return path.isEmpty ? "" : "/" }
        let start = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")).map(path.utf8.index(after:)) ?? path.startIndex
        return String(path[start..<end])
    }

    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "~"), UInt8(ascii: "/"): true
        default: false
        }
    }

    /// True for `https:`, `mailto:` and the like: an ASCII letter, then letters, digits, `+`, `-` or `.` up to a
    /// colon (RFC 3986's scheme). Looks at bytes: every link of every page comes through here.
    public static func hasScheme(_ url: String) -> Bool {
        var index = 0
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): break
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if index == 0 { return false }
            case UInt8(ascii: ":"): return index > 0
            default: return false
            }
            index += 1
        }
        return false
    }
}
