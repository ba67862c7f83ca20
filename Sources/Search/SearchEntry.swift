/// One document as the index is made of it, its terms and its card, with a text form to keep between builds (a
/// site keeps one per page, so that an edit makes only that page's entry again).
public struct SearchEntry: Sendable, Hashable {
    public var document: SearchDocument
    public var card: SearchCard

    public init(document: SearchDocument, card: SearchCard) {
        self.document = document
        self.card = card
    }

    /// The entry as one string, which `init(text:)` reads back: `3` (the format), the fields' lengths, the card's
    /// fields, then the document's terms as they are encoded (`SearchDocument.encoded`), apart by RS (0x1E), the
    /// card's fields by US (0x1F), which a card's plain text never holds.
    public var text: String {
        String(decoding: utf8, as: UTF8.self)
    }

    /// `text`'s UTF-8 bytes, made without a String.
    public var utf8: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(document.encoded.count + card.excerpt.utf8.count + 256)
        let (unit, record) = (SearchDocument.unit, SearchDocument.record)
        bytes.append(UInt8(ascii: "3"))
        bytes.append(record)
        for (index, length) in document.lengths.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            SearchDocument.appendDecimal(length, to: &bytes)
        }
        bytes.append(record)
        for (index, field) in ([card.title, card.url, card.date, card.excerpt] + card.anchors).enumerated() {
            if index > 0 { bytes.append(unit) }
            bytes += field.utf8
        }
        bytes += document.encoded
        return bytes
    }

    /// The entry `text` holds, or nil when it is not one. The terms are checked and taken as they are: a page
    /// read back from the cache costs a copy of its bytes.
    public init?(text: String) {
        var text = text
        guard let entry = text.withUTF8({ Self.read($0) }) else { return nil }
        self = entry
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> SearchEntry? {
        // `3`, the lengths and the card: the first three parts; the terms start at the third RS.
        var starts: [Int] = [0]
        for (at, byte) in bytes.enumerated() where byte == SearchDocument.record {
            starts.append(at + 1)
            if starts.count == 3 { break }
        }
        guard starts.count == 3 else { return nil }
        let cardEnd = bytes[starts[2]...].firstIndex(of: SearchDocument.record) ?? bytes.count
        func text(_ range: Range<Int>) -> Substring { Substring(decoding: bytes[range], as: UTF8.self) }
        guard text(0..<(starts[1] - 1)) == "3" else { return nil }
        let lengths = text(starts[1]..<(starts[2] - 1)).split(separator: " ").compactMap { Int($0) }
        let fields = text(starts[2]..<cardEnd).split(separator: "\u{1F}", omittingEmptySubsequences: false)
            .map(String.init)
        guard lengths.count == SearchField.allCases.count, fields.count >= 4 else { return nil }
        let terms = UnsafeBufferPointer(rebasing: bytes[cardEnd...])
        guard SearchDocument.TermReader.isValid(terms) else { return nil }
        return SearchEntry(document: SearchDocument(encoded: Array(terms), lengths: lengths),
                           card: SearchCard(kept: fields[0], url: fields[1], date: fields[2], excerpt: fields[3],
                                            anchors: Array(fields.dropFirst(4))))
    }
}
