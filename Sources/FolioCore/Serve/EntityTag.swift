import Foundation

/// Strong entity tags: a 64-bit FNV-1a hash of the bytes served, and the `If-None-Match` test.
enum EntityTag {
    /// The quoted tag for `body`, such as `"a1b2c3d4e5f60718"`.
    static func of(_ body: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        body.withUnsafeBytes { raw in
            for byte in raw {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return "\"\(String(hash, radix: 16))-\(String(body.count, radix: 16))\""
    }

    /// True when an `If-None-Match` value names `tag` (weakly, as RFC 9110 asks for this header) or is `*`.
    static func matches(_ ifNoneMatch: String, _ tag: String) -> Bool {
        let wanted = tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
        return ifNoneMatch.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || (trimmed.hasPrefix("W/") ? String(trimmed.dropFirst(2)) : trimmed) == wanted
        }
    }
}
