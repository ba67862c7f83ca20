/// A symbol of TeX: a character or a command without arguments (`\alpha`, `+`, `\leq`), in math or text mode.
struct TeXSymbol {
    /// What the symbol is to TeX's spacing, and how MathML writes it.
    enum Group: String {
        /// A letter or other italic ordinary (`x`, `\alpha`): MathML's `mi`.
        case mathord
        /// An upright ordinary (`1`, `\infty`, `\Gamma`): `mn` for digits, `mi` otherwise, `mtext` in text.
        case textord
        case bin, rel, open, close, punct, inner
        /// A large operator's character (`\sum`'s ∑), for the operators' commands.
        case op
        /// An accent's character, for the accents' commands.
        case accent
        /// A space that is a character (`\ `, `~`).
        case spacing
    }

    /// The command or character as written: `\alpha`, `a`.
    var name: String
    /// The character it stands for: `α`; empty for none (`\nobreak`).
    var character: String
    var group: Group
    /// In math mode (false: text mode).
    var isMath: Bool
    /// Drawn from the AMS fonts.
    var isAMS = false
}

/// TeX's symbols, as KaTeX knows them (`TeXSymbols+Table.swift`), and the letters and digits, which are symbols by
/// rule.
enum TeXSymbols {
    static let math = table(mode: "m")
    static let text = table(mode: "t")

    /// The symbol `name` stands for in math or text mode, or nil.
    static func symbol(_ name: String, math isMath: Bool) -> TeXSymbol? {
        if let known = (isMath ? math : text)[name] { return known }
        guard name.unicodeScalars.count == 1, let scalar = name.unicodeScalars.first, scalar.isASCII else {
            return nil
        }
        let byte = UInt8(scalar.value)
        if (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") {
            return TeXSymbol(name: name, character: name, group: isMath ? .mathord : .textord, isMath: isMath)
        }
        let ordinaries = isMath ? "0123456789/@.\"" : "0123456789!@*()-=+\";:?/.,"
        if ordinaries.unicodeScalars.contains(scalar) {
            return TeXSymbol(name: name, character: name, group: .textord, isMath: isMath)
        }
        return nil
    }

    private static func table(mode: Substring) -> [String: TeXSymbol] {
        var symbols: [String: TeXSymbol] = [:]
        for line in source.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 5, fields[0] == mode, let group = TeXSymbol.Group(rawValue: String(fields[1]))
            else { continue }
            let name = String(fields[3])
            symbols[name] = TeXSymbol(name: name, character: String(fields[4]), group: group, isMath: mode == "m",
                                      isAMS: fields[2] == "a")
        }
        return symbols
    }
}
