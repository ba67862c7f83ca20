/// Makes the site-relative URLs of HTML that folio wrote absolute, in one pass over its UTF-8 bytes: `href="/…"`
/// and `src="/…"` start with the site's origin, `href="//…"` and `src="//…"` with `https:`, `href="#…"` with the page's
/// own address, and so does each candidate of a `srcset="…"` (`/a.webp 340w, /b.webp 680w`).
///
/// cmark writes every attribute in double quotes and escapes `"` inside values, so these spellings occur only at
/// the start of a URL; folio writes a srcset's candidates as `URL width` joined by `, `, with no space or comma in a
/// URL.
struct AbsoluteURLs {
    /// `https://example.com`, with no slash at the end.
    var origin: [UInt8]
    /// The page's absolute address and `#`, which replaces the `#` of an in-page link.
    var anchor: [UInt8]

    private static let href = Array(" href=\"".utf8), src = Array(" src=\"".utf8)
    private static let srcset = Array(" srcset=\"".utf8), https = Array("https:".utf8)
    // Computed: a stored tuple is a global made on first use and checked at every use, here at every byte.
    private static var space: UInt8 { UInt8(ascii: " ") }
    private static var slash: UInt8 { UInt8(ascii: "/") }
    private static var hash: UInt8 { UInt8(ascii: "#") }
    private static var quote: UInt8 { UInt8(ascii: "\"") }
    private static var comma: UInt8 { UInt8(ascii: ",") }

    /// `bytes` with its URLs made absolute.
    func rewrite(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 16)
        var copied = 0
        /// Copies what is left before `position`, then `text` in place of `drop` bytes there.
        func put(_ text: [UInt8], at position: Int, dropping drop: Int = 0) {
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<position]))
            result.append(contentsOf: text)
            copied = position + drop
        }
        func starts(_ prefix: [UInt8], at offset: Int, before end: Int) -> Bool {
            guard offset + prefix.count <= end else { return false }
            for index in prefix.indices where bytes[offset + index] != prefix[index] { return false }
            return true
        }
        /// What a URL at `offset` (before `end`) starts with instead: `https:` before `//`, the origin before `/`.
        func absolute(at offset: Int, before end: Int) -> [UInt8]? {
            guard offset < end, bytes[offset] == Self.slash else { return nil }
            return offset + 1 < end && bytes[offset + 1] == Self.slash ? Self.https : origin
        }
        var index = 0
        // Where the last srcset's value ends (its closing quote): a srcset is looked for only after it.
        var srcsetEnd = -1
        while let space = bytes[index...].firstIndex(of: Self.space) {
            index = space + 1
            let isHref = starts(Self.href, at: space, before: bytes.count)
            if isHref || starts(Self.src, at: space, before: bytes.count) {
                let url = space + (isHref ? Self.href.count : Self.src.count)
                if let start = absolute(at: url, before: bytes.count) {
                    put(start, at: url)
                } else if isHref, url < bytes.count, bytes[url] == Self.hash {
                    put(anchor, at: url, dropping: 1)
                } else {
                    continue
                }
                index = copied
            } else if space > srcsetEnd, starts(Self.srcset, at: space, before: bytes.count) {
                let value = space + Self.srcset.count
                guard let end = bytes[value...].firstIndex(of: Self.quote) else {
                    srcsetEnd = bytes.count
                    continue
                }
                var candidate = value
                while true {
                    while candidate < end, bytes[candidate] == Self.space { candidate += 1 }
                    let next = bytes[candidate..<end].firstIndex(of: Self.comma) ?? end
                    if let start = absolute(at: candidate, before: next) { put(start, at: candidate) }
                    guard next < end else { break }
                    candidate = next + 1
                }
                srcsetEnd = end
            }
        }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        return result
    }
}
