/// Markdown: headings, list and quote markers, emphasis, strong and struck text, code spans, links and
/// references, and fenced code blocks highlighted by the lexer their info word names (plain, as folio shows
/// any code block, when it has none for that language).
struct MarkdownLexer: Lexer {
    static let names = ["markdown", "md", "mkd", "mdown", "gfm"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = MarkdownScanner(code: code)
        scanner.run()
        return scanner.sink.tokens
    }
}
