import Foundation

/// Byte-level questions about text that every file or page of a site asks, answered over the contiguous UTF-8
/// with the C library's `memchr`: String's generic views walk a byte at a time, at several times the cost.
extension String {
    /// True when the UTF-8 of the text holds `byte`.
    func containsByte(_ byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, Int32(byte), bytes.count) != nil
        }
    }

    /// True when the text holds `part`, compared as bytes.
    public func containsBytes(_ part: StaticString) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            let count = part.utf8CodeUnitCount
            guard var at = bytes.baseAddress, bytes.count >= count else { return false }
            let last = at + (bytes.count - count)
            while at <= last {
                guard let found = memchr(at, Int32(part.utf8Start.pointee), last - at + 1) else { return false }
                let hit = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self))
                if memcmp(hit, part.utf8Start, count) == 0 { return true }
                at = hit + 1
            }
            return false
        }
    }

    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, without its cost when there is nothing to trim, which is
    /// the common case for the excerpt and the summary of every post.
    public var trimmedOfWhitespace: String {
        guard let first = utf8.first, let last = utf8.last, Self.isVisibleASCII(first), Self.isVisibleASCII(last)
        else { return trimmingCharacters(in: .whitespacesAndNewlines) }
        return self
    }

    /// A printable ASCII byte other than the space: never whitespace, and never part of a longer character.
    private static func isVisibleASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}
