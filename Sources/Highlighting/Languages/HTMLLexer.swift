/// HTML, with the JavaScript of `<script>` and the CSS of `<style>` highlighted in place.
struct HTMLLexer: Lexer {
    static let names = ["html", "htm", "xhtml"]

    init() {}

    func tokens(in code: UnsafeBufferPointer<UInt8>) -> [Token] {
        var scanner = MarkupScanner(code: code, isHTML: true)
        scanner.run()
        return scanner.sink.tokens
    }
}
