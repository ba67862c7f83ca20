/// What a search result shows of a document: its title, address, date and a short excerpt, and the ids of its
/// headings, so that a result links to the heading nearest the match.
public struct SearchCard: Sendable, Hashable {
    /// The title, as pages show it.
    public var title: String
    /// The address below the site's root, without a leading slash: `2024/05/hello/`.
    public var url: String
    /// The date as pages show it, or `""`.
    public var date: String
    /// A short plain-text excerpt: the summary or the first paragraph, cut at a word.
    public var excerpt: String
    /// The ids of the headings that open sections 1, 2, …: `anchors[n - 1]` for section `n`.
    public var anchors: [String]

    public init(title: String, url: String, date: String, excerpt: String, anchors: [String]) {
        self.title = Self.plain(title)
        self.url = Self.plain(url)
        self.date = Self.plain(date)
        self.excerpt = SearchCard.cut(Self.plain(excerpt), at: SearchCard.excerptLength)
        self.anchors = anchors.map(Self.plain)
    }

    /// A card as `SearchEntry.text` kept it, already made plain and cut: read back, it is the same card.
    public init(kept title: String, url: String, date: String, excerpt: String, anchors: [String]) {
        (self.title, self.url, self.date, self.excerpt, self.anchors) = (title, url, date, excerpt, anchors)
    }

    /// `text` with control characters made spaces: a card's text is shown as text, on one line.
    static func plain(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        let spaced = text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }
        return String(String.UnicodeScalarView(spaced))
    }

    /// The longest excerpt a card keeps, in characters: a line or two under a result's title.
    public static let excerptLength = 160

    /// `text` with its runs of white space made one space, cut at the last space before `length` characters
    /// (with `…`) when longer.
    static func cut(_ text: String, at length: Int) -> String {
        if text.unicodeScalars.allSatisfy({ $0.isASCII || $0 == "…" }) { return cutASCII(text, at: length) }
        // Reads no further than the cut: a page's description can be a long paragraph.
        var result = "", count = 0
        var index = text.startIndex
        while index < text.endIndex {
            while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
            guard index < text.endIndex else { break }
            let start = index
            var characters = 0
            while index < text.endIndex, !text[index].isWhitespace {
                index = text.index(after: index)
                characters += 1
                if count + 1 + characters > length {
                    return count == 0 ? String(text[start...].prefix(length)) + "…" : result + "…"
                }
            }
            result += count == 0 ? text[start..<index] : " " + text[start..<index]
            count += (count == 0 ? 0 : 1) + characters
        }
        return result
    }

    /// `cut` for ASCII text, by its bytes, where a word has as many characters as bytes that start one (its `…`,
    /// of three bytes, is one). What every card of an English site takes, and the cards cut once already.
    private static func cutASCII(_ text: String, at length: Int) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(min(text.utf8.count, length + 1))
        var text = text
        return text.withUTF8 { bytes -> String in
            var index = 0, count = 0
            while index < bytes.count {
                while index < bytes.count, isASCIISpace(bytes[index]) { index += 1 }
                let start = index
                var characters = 0, prefixEnd = start
                while index < bytes.count, !isASCIISpace(bytes[index]) {
                    if bytes[index] & 0xC0 != 0x80 {
                        if characters == length { prefixEnd = index }
                        characters += 1
                    }
                    index += 1
                }
                guard index > start else { break }
                if count + 1 + characters > length {
                    if result.isEmpty {
                        // The first `length` characters: up to where the next one starts.
                        let end = characters > length ? prefixEnd : index
                        result.append(contentsOf: bytes[start..<end])
                    }
                    return String(decoding: result, as: UTF8.self) + "…"
                }
                if !result.isEmpty { result.append(UInt8(ascii: " ")) }
                result.append(contentsOf: bytes[start..<index])
                count += (count == 0 ? 0 : 1) + characters
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The ASCII characters that are white space: tab, line feed, vertical tab, form feed, return and space.
    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
