/// XML (and SVG, plists, XSLT…): tags, attributes, values, entities, comments, CDATA and declarations.
struct XMLLexer: Lexer {
    static let names = ["xml", "svg", "plist", "xsl", "xslt", "rss", "atom", "xsd", "wsdl"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = MarkupScanner(code: code, isHTML: false)
        scanner.run()
        return scanner.sink.tokens
    }
}
