import Foundation
import Fingerprints

/// Strong entity tags: the content hash of the bytes served and their count, and the `If-None-Match` test.
public enum EntityTag {
    /// The quoted tag for `body`, such as `"a1b2c3d4e5f60718-4f2"`.
    public static func of(_ body: Data) -> String {
        "\"\(ContentHash(body))-\(String(body.count, radix: 16))\""
    }

    /// True when an `If-None-Match` value names `tag` (weakly, as RFC 9110 asks for this header) or is `*`.
    public static func matches(_ ifNoneMatch: String, _ tag: String) -> Bool {
        let wanted = tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
        return ifNoneMatch.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || (trimmed.hasPrefix("W/") ? String(trimmed.dropFirst(2)) : trimmed) == wanted
        }
    }
}
