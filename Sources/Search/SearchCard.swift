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
        let words = text.split(whereSeparator: \.isWhitespace)
        var result = ""
        for word in words {
            if result.count + 1 + word.count > length {
                return result.isEmpty ? String(word.prefix(length)) + "…" : result + "…"
            }
            result += result.isEmpty ? word : " " + word
        }
        return result
    }
}
