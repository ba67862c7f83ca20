import SourceDiagnostics

/// One piece of a template's source: a run of text (never past a newline), a tag, or a mark where an output
/// line begins (added when standalone lines are found).
struct TemplateToken: Sendable {
    enum Kind: Sendable, Equatable {
        case text, lineStart
        case variable, unescapedVariable, section, invertedSection, close, comment, partial, parent, block
        case delimiters
    }

    var kind: Kind
    /// The text itself, or the tag's content after its sigil with surrounding whitespace removed.
    var content: String
    /// The bytes of the whole token in the source, delimiters included.
    var range: Range<Int>
    var location: SourceLocation
    /// The delimiters in force where the token was read (a section lambda's text is read with them).
    var delimiters: TagDelimiters
    /// For partials, parents and blocks: the whitespace that indents what they expand to.
    var indentation = ""
    /// Whether the tag stands alone on its line, which is then left out of the output.
    var isStandalone = false

    var isText: Bool { kind == .text }

    /// Whitespace only: spaces and tabs, then at most one line ending.
    var isBlankText: Bool {
        guard kind == .text else { return false }
        var body = Substring(content)
        if body.last == "\n" || body.last == "\r\n" { body = body.dropLast() }
        return body.allSatisfy { $0 == " " || $0 == "\t" }
    }
}
