/// The five kinds of GitHub alert: a blockquote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]`.
///
/// GitHub's rules, which folio follows so that a file reads the same in both places: the marker is alone on the
/// blockquote's first line (spaces after it are fine, any other text makes the quote a plain quote), in any
/// case (`[!note]`); something must follow it, on the next line or in the next paragraph; the blockquote is at
/// the top of the document, not in a list, another quote or an element of raw HTML; any other word
/// (`[!INFO]`) leaves a plain quote.
public enum AlertKind: String, CaseIterable, Sendable {
    case note, tip, important, warning, caution

    /// The kind whose marker is `line`, the text of a blockquote's first line, or nil.
    public init?(markerLine line: some StringProtocol) {
        var text = Substring(line)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        guard text.hasPrefix("[!"), text.hasSuffix("]"), text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        self.init(rawValue: text.dropFirst(2).dropLast().lowercased())
    }

    /// The word GitHub shows above the alert's text.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
