import Glibc

/// GitHub's emoji shortcodes: `:tada:` is 🎉, for every name in github/gemoji's list (`EmojiShortcodes+Table.swift`,
/// made by `scripts/make-emoji-table`).
///
/// A shortcode is `:name:` with a name of the list, in its case (`:TADA:` stays text, as on GitHub); anything else
/// between colons (`:word:`, `10:30:00`) stays as written, without a warning. GitHub's picture emoji
/// (`:octocat:`), which have no Unicode character, are not in the list and stay text too.
enum EmojiShortcodes {
    /// Each name's emoji, read from `source` on first use.
    static let table: [String: String] = {
        var table: [String: String] = [:]
        table.reserveCapacity(2_000)
        for line in source.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            table[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
        return table
    }()

    /// `text` with every shortcode replaced by its emoji, left to right as a regular expression of the names would
    /// find them (in `:x:tada:` the second colon starts the shortcode); nil when it has none.
    static func replacing(in text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var result: [UInt8] = []
            var copied = 0
            forEachShortcode(in: bytes) { name, emoji in
                if result.isEmpty { result.reserveCapacity(bytes.count) }
                result += bytes[copied..<(name.lowerBound - 1)]
                result += emoji.utf8
                copied = name.upperBound + 1
            }
            guard copied > 0 else { return nil }
            result += bytes[copied...]
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// True when `markdown` holds a shortcode anywhere, in code or not: a document without one skips the tree pass.
    static func mayOccur(in markdown: String) -> Bool {
        var markdown = markdown
        return markdown.withUTF8 { bytes in
            var found = false
            forEachShortcode(in: bytes) { _, _ in found = true }
            return found
        }
    }

    /// Calls `body` with the range of each shortcode's name (between its colons) and its emoji, in order.
    private static func forEachShortcode(in bytes: UnsafeBufferPointer<UInt8>,
                                         _ body: (Range<Int>, String) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var index = 0
        while index < bytes.count,
              let found = memchr(base + index, Int32(UInt8(ascii: ":")), bytes.count - index) {
            let colon = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var end = colon + 1
            while end < bytes.count, end - colon <= longestName, isNameByte(bytes[end]) { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ":") else {
                index = colon + 1
                continue
            }
            let name = (colon + 1)..<end
            if !name.isEmpty, let emoji = table[String(decoding: bytes[name], as: UTF8.self)] {
                body(name, emoji)
                index = end + 1
            } else {
                index = end  // the closing colon may open the next shortcode
            }
        }
    }

    /// A byte a name may hold: `a`-`z`, `0`-`9`, `_`, `+`, `-`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"),
             UInt8(ascii: "+"), UInt8(ascii: "-"): true
        default: false
        }
    }
}
