/// HTML and XML: tags, attributes and their values, entities, comments, CDATA, processing instructions and
/// declarations; in HTML, `<script>` and `<style>` contents are JavaScript and CSS.
struct MarkupScanner {
    let code: UnsafeBufferPointer<UInt8>
    let isHTML: Bool
    var sink = TokenSink()
    var i = 0
    /// For each kind of `<!…`/`<?…` form, where a search for its end found none: later ones are not searched.
    var unclosedFrom = [Int.max, Int.max, Int.max, Int.max]

    init(code: UnsafeBufferPointer<UInt8>, isHTML: Bool) {
        self.code = code
        self.isHTML = isHTML
    }

    mutating func run() {
        while i < code.count {
            let c = code[i]
            let start = i
            if c == UInt8(ascii: "&") {
                var k = i + 1
                while k < code.count && !code[k].isSpace && code[k] != UInt8(ascii: ";") { k += 1 }
                if code.at(k) == UInt8(ascii: ";") {
                    i = k + 1
                    sink.add(.nameEntity, start, i)
                } else {
                    i += 1
                    sink.add(.error, start, i)
                }
                continue
            }
            guard c == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            if scanSpecial() { continue }
            if scanTag() { continue }
            i += 1
            sink.add(.error, start, i)
        }
    }

    /// `<!-- -->`, `<![CDATA[ ]]>`, `<? ?>` and `<!…>`.
    private mutating func scanSpecial() -> Bool {
        let start = i
        let forms: [(StaticString, StaticString, TokenClass)] = [
            ("<![CDATA[", "]]>", .commentPreproc), ("<!--", "-->", .commentMultiline), ("<?", "?>", .commentPreproc),
            ("<!", ">", .commentPreproc),
        ]
        for (form, (open, close, kind)) in forms.enumerated() where code.has(open, at: i) {
            guard i < unclosedFrom[form] else { return false }
            var k = i + open.utf8CodeUnitCount
            while k < code.count && !code.has(close, at: k) { k += 1 }
            guard k < code.count else {
                unclosedFrom[form] = i
                return false
            }
            i = k + close.utf8CodeUnitCount
            sink.add(kind, start, i)
            return true
        }
        return false
    }

    private func nameEnd(from start: Int) -> Int {
        var k = start
        while k < code.count && (code[k].isIdentifier || ByteSet.markupNameMarks.contains(code[k])) { k += 1 }
        return k
    }

    /// An opening tag with its attributes, or a closing tag.
    private mutating func scanTag() -> Bool {
        let start = i
        let k = code.spaceEnd(from: i + 1)
        if code.at(k) == UInt8(ascii: "/") {
            let name = code.spaceEnd(from: k + 1)
            let end = nameEnd(from: name)
            let close = code.spaceEnd(from: end)
            guard end > name, code.at(close) == UInt8(ascii: ">") else { return false }
            if isHTML {
                sink.add(.punctuation, start, start + 1)
                sink.add(.punctuation, k, k + 1)
                sink.add(.nameTag, name, end)
                sink.add(.punctuation, close, close + 1)
            } else {
                sink.add(.nameTag, start, close + 1)
            }
            i = close + 1
            return true
        }
        let end = nameEnd(from: k)
        guard end > k else { return false }
        if isHTML {
            sink.add(.punctuation, start, start + 1)
            sink.add(.nameTag, k, end)
        } else {
            sink.add(.nameTag, start, end)
        }
        let name = code[k..<end]
        i = end
        scanAttributes()
        guard isHTML else { return true }
        func named(_ word: String) -> Bool {
            name.count == word.utf8.count && zip(name, word.utf8).allSatisfy { $0 | 0x20 == $1 }
        }
        if named("script") || named("style") {
            scanEmbedded(closing: named("script") ? "script" : "style")
        }
        return true
    }

    private mutating func scanAttributes() {
        while i < code.count {
            let k = code.spaceEnd(from: i)
            i = k
            guard k < code.count else { return }
            let c = code[k]
            if c == UInt8(ascii: ">") || c == UInt8(ascii: "/") && code.at(code.spaceEnd(from: k + 1)) == 62 {
                let close = c == UInt8(ascii: ">") ? k : code.spaceEnd(from: k + 1)
                if isHTML {
                    sink.add(.punctuation, k, close + 1)
                } else {
                    sink.add(.nameTag, k, close + 1)
                }
                i = close + 1
                return
            }
            let end = nameEnd(from: k)
            guard end > k else {
                i = k + 1
                sink.add(.error, k, i)
                continue
            }
            let equals = code.spaceEnd(from: end)
            guard code.at(equals) == UInt8(ascii: "=") else {
                i = end
                sink.add(isHTML ? .nameAttribute : .error, k, end)
                continue
            }
            if isHTML {
                sink.add(.nameAttribute, k, equals)
                sink.add(.operator, equals, equals + 1)
            } else {
                sink.add(.nameAttribute, k, equals + 1)
            }
            let value = code.spaceEnd(from: equals + 1)
            var valueEnd = value
            let quote = code.at(value)
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                valueEnd = value + 1
                while valueEnd < code.count && code[valueEnd] != quote { valueEnd += 1 }
                valueEnd = min(valueEnd + 1, code.count)
            } else {
                while valueEnd < code.count && !code[valueEnd].isSpace && code[valueEnd] != 62 { valueEnd += 1 }
            }
            sink.add(.string, value, valueEnd)
            i = valueEnd
        }
    }

    /// The text of a `<script>` or `<style>` element up to its closing tag, read by the JavaScript or CSS lexer.
    private mutating func scanEmbedded(closing name: StaticString) {
        let start = i
        var k = i
        while k < code.count {
            if code[k] == UInt8(ascii: "<") {
                let slash = code.spaceEnd(from: k + 1)
                if code.at(slash) == UInt8(ascii: "/") {
                    let word = code.spaceEnd(from: slash + 1)
                    if hasCaseless(name, at: word) { break }
                }
            }
            k += 1
        }
        guard k > start else { return }
        let text = UnsafeBufferPointer(rebasing: code[start..<k])
        let tokens = name.utf8CodeUnitCount == 6 ? JavaScriptLexer().tokens(in: text) : CSSLexer().tokens(in: text)
        sink.add(tokens, offset: start)
        i = k
    }

    private func hasCaseless(_ word: StaticString, at start: Int) -> Bool {
        let length = word.utf8CodeUnitCount
        guard start + length <= code.count else { return false }
        for d in 0..<length where code[start + d] | 0x20 != word.utf8Start[d] { return false }
        return true
    }
}
