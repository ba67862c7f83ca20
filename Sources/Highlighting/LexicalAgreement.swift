/// How many non-blank characters of some code a lexer puts in the same `LexicalCategory` as a reference does (the
/// Swift compiler's classifier, for folio's tests and `folio-bench swift-agreement`), with the disagreements by
/// pair of categories.
public struct LexicalAgreement: Sendable {
    /// Non-blank characters compared.
    public private(set) var characters = 0
    /// Of those, the ones in the same category.
    public private(set) var agreeing = 0
    /// Disagreements: (reference's category, lexer's category) → characters.
    public private(set) var confusions: [String: Int] = [:]

    public init() {}

    /// The share of characters that agree, from 0 to 1 (1 when there were none).
    public var ratio: Double { characters == 0 ? 1 : Double(agreeing) / Double(characters) }

    /// Adds one text: its UTF-8 bytes, the lexer's tokens for it, and the reference's category letter for each
    /// byte. A character counts once, at its first byte; spaces, tabs and line breaks do not count.
    public mutating func add(_ code: [UInt8], tokens: [Token], reference: [UInt8]) {
        var ours = [UInt8](repeating: LexicalCategory.other.rawValue, count: code.count)
        for token in tokens where token.start < token.end {
            let category = LexicalCategory(token.kind).rawValue
            for index in max(0, token.start)..<min(token.end, code.count) { ours[index] = category }
        }
        for (index, byte) in code.enumerated() where index < reference.count {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte & 0xC0 == 0x80 { continue }
            characters += 1
            if ours[index] == reference[index] {
                agreeing += 1
            } else {
                let pair = "\(Character(Unicode.Scalar(reference[index])))→\(Character(Unicode.Scalar(ours[index])))"
                confusions[pair, default: 0] += 1
            }
        }
    }

    /// Another set's counts added to these.
    public mutating func merge(_ other: LexicalAgreement) {
        characters += other.characters
        agreeing += other.agreeing
        confusions.merge(other.confusions, uniquingKeysWith: +)
    }
}
