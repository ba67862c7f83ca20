/// XML (and SVG, plists, XSLT…): tags, attributes, values, entities, comments, CDATA and declarations.
public struct XMLLexer: Lexer {
    public static let names = ["xml", "svg", "plist", "xsl", "xslt", "rss", "atom", "xsd", "wsdl"]

    public init() {}

    public func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = MarkupScanner(code: code, isHTML: false)
        scanner.run()
        return scanner.sink.tokens
    }
}
