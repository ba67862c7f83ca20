extension MathMLBuilder {
    /// A symbol: `mi` for letters and other ordinaries, `mn` for digits, `mo` for operators, relations and
    /// delimiters, `mtext` in text.
    static func symbol(_ symbol: TeXSymbol, _ context: Context) -> MathMLNode {
        // A typewriter font has no ligatures: `--` stays two hyphens there.
        let isTypewriterLigature = context.textFont?.family == .monospace && ligatures.contains(symbol.name)
        let text = symbol.character.isEmpty || isTypewriterLigature ? symbol.name : symbol.character
        switch symbol.group {
        case .mathord where symbol.isMath:
            let variant = self.variant(symbol, context) ?? "italic"
            return MathMLNode("mi", text: text, variant == "italic" ? [] : [("mathvariant", variant)])
        case .mathord, .textord:
            let name = !symbol.isMath ? "mtext" : symbol.name.contains(where: \.isASCIIDigit) ? "mn"
                : symbol.name == "\\prime" ? "mo" : "mi"
            let variant = self.variant(symbol, context) ?? "normal"
            let usual = name == "mi" ? "italic" : name == "mo" ? "" : "normal"
            return MathMLNode(name, text: text, variant == usual ? [] : [("mathvariant", variant)])
        case .bin:
            let variant = self.variant(symbol, context)
            return MathMLNode("mo", text: text, variant == "bold-italic" ? [("mathvariant", "bold-italic")] : [])
        case .punct: return MathMLNode("mo", text: text, [("separator", "true")])
        case .open, .close: return MathMLNode("mo", text: text, [("stretchy", "false")])
        case .rel, .inner, .op: return MathMLNode("mo", text: text)
        case .accent: return MathMLNode(symbol.isMath ? "mo" : "mtext", text: text)
        case .spacing:
            if symbol.character.isEmpty { return MathMLNode("mspace") }
            return MathMLNode("mtext", text: "\u{A0}")
        }
    }

    /// Text's ligatures, which TeX's text fonts have and its typewriter font has not.
    static let ligatures: Set<String> = ["--", "---", "``", "''"]

    /// The `mathvariant` the fonts around a symbol give it, or nil for the symbol's own.
    static func variant(_ symbol: TeXSymbol, _ context: Context) -> String? {
        if let font = context.textFont {
            switch (font.family, font.bold == true, font.italic == true) {
            case (.monospace, _, _): return "monospace"
            case (.sansSerif, true, true): return "sans-serif-bold-italic"
            case (.sansSerif, false, true): return "sans-serif-italic"
            case (.sansSerif, true, false): return "bold-sans-serif"
            case (.sansSerif, false, false): return "sans-serif"
            case (_, true, true): return "bold-italic"
            case (_, false, true): return "italic"
            case (_, true, false): return "bold"
            default: break
            }
        }
        switch context.font {
        case nil, .normal?: return nil
        case .italic?: return "italic"
        case .boldSymbol?: return symbol.group == .textord ? "bold" : "bold-italic"
        case .bold?: return "bold"
        case .blackboard?: return "double-struck"
        case .fraktur?: return "fraktur"
        case .script?, .calligraphic?: return "script"
        case .sansSerif?: return "sans-serif"
        case .monospace?: return "monospace"
        case .roman?:
            // Upright where the roman font has the character; lowercase Greek it lacks, and stays italic.
            if symbol.name == "\\imath" || symbol.name == "\\jmath" { return nil }
            let text = symbol.character.isEmpty ? symbol.name : symbol.character
            guard let scalar = text.unicodeScalars.first else { return nil }
            let isLowercaseGreek = (0x3B1...0x3C9).contains(scalar.value)
                || [0x3D1, 0x3D5, 0x3D6, 0x3F1, 0x3F5, 0x3C2].contains(scalar.value)
            return isLowercaseGreek ? nil : "normal"
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
