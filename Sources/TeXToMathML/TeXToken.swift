/// One token of TeX: a command (`\frac`, `\,`), one character (`x`, `{`, `é`), a run of spaces, or the end.
struct TeXToken: Equatable {
    enum Kind: Equatable {
        /// `\` and a name of letters, or `\` and one other character; `text` holds the backslash.
        case command
        case character
        /// A run of spaces, tabs and line breaks, which is one space; `text` is `" "`.
        case space
        /// The end of the formula, or of a macro argument being read.
        case end
    }

    var kind: Kind
    var text: String
    /// Where the token starts in the formula's UTF-8: for a token a macro made, where the macro was written.
    var offset: Int

    static func end(at offset: Int) -> TeXToken { TeXToken(kind: .end, text: "", offset: offset) }

    /// True for the character `character` itself (not a command of that name).
    func isCharacter(_ character: String) -> Bool { kind == .character && text == character }
}
