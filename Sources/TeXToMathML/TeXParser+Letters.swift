import Foundation

extension TeXParser {
    /// The accents that combining marks stand for, as the accent commands write them.
    private static let combiningAccents: [UInt32: (math: String, text: String)] = [
        0x300: ("\\grave", "\\`"), 0x301: ("\\acute", "\\'"), 0x302: ("\\hat", "\\^"), 0x303: ("\\tilde", "\\~"),
        0x304: ("\\bar", "\\="), 0x306: ("\\breve", "\\u"), 0x307: ("\\dot", "\\."), 0x308: ("\\ddot", "\\\""),
        0x30A: ("\\mathring", "\\r"), 0x30B: ("", "\\H"), 0x30C: ("\\check", "\\v"),
    ]

    /// A letter with accents (`é`, or `e` and a combining mark) as accents over the letter, or nil for a character
    /// that is not one.
    func accentedLetter(_ token: TeXToken) throws(TeXError) -> MathNode? {
        let scalars = Array(token.text.decomposedStringWithCanonicalMapping.unicodeScalars)
        guard scalars.count > 1, let symbol = TeXSymbols.symbol(String(scalars[0]), math: mode == .math) else {
            return nil
        }
        var node = MathNode.symbol(symbol)
        for mark in scalars.dropFirst() {
            guard let accent = Self.combiningAccents[mark.value] else { return nil }
            let name = mode == .math ? accent.math : accent.text
            guard let character = (mode == .math ? TeXSymbols.math : TeXSymbols.text)[name]?.character else {
                throw TeXError("the accent U+\(String(mark.value, radix: 16, uppercase: true)) cannot be used in math",
                               at: token.offset)
            }
            node = .accent(character: character, base: node, stretches: false, below: false)
        }
        return node
    }
}
