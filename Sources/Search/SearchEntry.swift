/// One document as the index is made of it, its terms and its card, with a text form to keep between builds (a
/// site keeps one per page, so that an edit makes only that page's entry again).
public struct SearchEntry: Sendable, Hashable {
    public var document: SearchDocument
    public var card: SearchCard

    public init(document: SearchDocument, card: SearchCard) {
        self.document = document
        self.card = card
    }

    private static let (unit, record): (Character, Character) = ("\u{1F}", "\u{1E}")

    /// The entry as one string, which `init(text:)` reads back. Written as bytes into one buffer: a site makes
    /// one per page each cold build.
    public var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(document.terms.count * 24 + card.excerpt.utf8.count + 256)
        let (unit, record) = (UInt8(0x1F), UInt8(0x1E))
        func put(_ text: String) { bytes.append(contentsOf: text.utf8) }
        func put(_ number: Int) {
            guard number >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: max(0, number))) }
            put(number / 10)
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number % 10))
        }
        put("1")
        bytes.append(record)
        for (index, length) in document.lengths.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            put(length)
        }
        bytes.append(record)
        for (index, field) in ([card.title, card.url, card.date, card.excerpt] + card.anchors).enumerated() {
            if index > 0 { bytes.append(unit) }
            put(field)
        }
        for term in document.terms {
            bytes.append(record)
            put(term.key)
            bytes.append(unit)
            for (index, word) in term.words.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                put(word)
            }
            bytes.append(unit)
            for field in 0..<4 {
                put(Int(term.counts[field]))
                bytes.append(UInt8(ascii: " "))
            }
            put(term.section)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The entry `text` holds, or nil when it is not one.
    public init?(text: String) {
        let parts = text.split(separator: Self.record, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0] == "1" else { return nil }
        let lengths = parts[1].split(separator: " ").compactMap { Int($0) }
        let fields = parts[2].split(separator: Self.unit, omittingEmptySubsequences: false).map(String.init)
        guard lengths.count == SearchField.allCases.count, fields.count >= 4 else { return nil }
        var terms: [SearchDocument.Term] = []
        terms.reserveCapacity(parts.count - 3)
        for part in parts.dropFirst(3) {
            let pieces = part.split(separator: Self.unit, omittingEmptySubsequences: false)
            guard pieces.count == 3 else { return nil }
            let numbers = pieces[2].split(separator: " ").compactMap { Int($0) }
            guard numbers.count == 5 else { return nil }
            terms.append(SearchDocument.Term(key: String(pieces[0]),
                                             words: pieces[1].split(separator: ",").map(String.init),
                                             counts: SIMD4(truncatingIfNeeded: SIMD4(numbers[0], numbers[1],
                                                                                     numbers[2], numbers[3])),
                                             section: numbers[4]))
        }
        document = SearchDocument(terms: terms, lengths: lengths)
        card = SearchCard(kept: fields[0], url: fields[1], date: fields[2], excerpt: fields[3],
                          anchors: Array(fields.dropFirst(4)))
    }
}
