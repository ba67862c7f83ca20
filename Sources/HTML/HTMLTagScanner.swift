/// Lists the tags in a piece of raw HTML (the literal of a cmark HTML block or inline) the way a browser's
/// tokenizer reads them (WHATWG HTML, "Tokenization"), so that folio sees the ids a browser would see.
///
/// Attribute names are case-insensitive; values may be double-quoted, single-quoted or unquoted, and their
/// character references are decoded. Comments, doctypes, processing instructions, and the text of a `<noscript>`
/// are not tags. A tag cut off by the end of the text is dropped, as a browser drops it. Tags that GitHub's tag
/// filter disarms (`<script>`, `<textarea>`, …: cmark-gfm writes them as `&lt;script>`) are text, not elements.
/// A regular expression over the HTML gets each of these wrong somewhere; this is a small tokenizer instead.
public struct HTMLTagScanner {
    /// The tag filter's names (GitHub Flavored Markdown spec, "Disallowed Raw HTML").
    public static let filteredNames: Set<String> = ["title", "textarea", "style", "xmp", "iframe", "noembed",
                                                    "noframes", "script", "plaintext"]
    /// Elements whose text a browser does not parse for tags (with scripting on) and that the filter leaves alone.
    public static let rawTextNames: Set<String> = ["noscript"]
    /// Elements whose text a browser does not parse for tags, in a whole document that no tag filter has touched.
    public static let documentRawTextNames: Set<String> = ["script", "style", "textarea", "title", "xmp", "iframe",
                                                           "noembed", "noframes", "noscript"]

    private let bytes: [UInt8]
    private var position = 0
    private let namedReference: (String) -> String?
    /// Reading a whole document (a built page, a fetched one) rather than a Markdown file's raw HTML.
    private var isDocument = false

    /// `namedReference` decodes a named character reference that `HTMLCharacterReference` does not know (its
    /// name without `&` and `;`), or returns nil when there is no such reference.
    public init(_ html: some StringProtocol, namedReference: @escaping (String) -> String? = { _ in nil }) {
        bytes = Array(html.utf8)
        self.namedReference = namedReference
    }

    /// The tags of `html`, in order. `namedReference` decodes a named character reference that `HTMLCharacterReference`
    /// does not know (cmark-gfm's table, in folio), or nil for text a browser keeps as written.
    public static func tags(in html: some StringProtocol, namedReference: @escaping (String) -> String? = { _ in nil })
        -> [HTMLTag] {
        var scanner = HTMLTagScanner(html, namedReference: namedReference)
        return scanner.scanTags()
    }

    /// The tags of a whole HTML document, as a browser reads them: nothing is disarmed, and the text of
    /// `<script>`, `<style>`, `<title>`, `<textarea>` and the like holds no tags.
    public static func documentTags(in html: some StringProtocol) -> [HTMLTag] {
        var scanner = HTMLTagScanner(html)
        scanner.isDocument = true
        return scanner.scanTags()
    }

    mutating func scanTags() -> [HTMLTag] {
        var tags: [HTMLTag] = []
        while let open = bytes[position...].firstIndex(of: ascii("<")) {
            position = open + 1
            guard position < bytes.count else { break }
            let next = bytes[position]
            if next == ascii("!") {
                skipDeclarationOrComment()
            } else if next == ascii("?") {
                skip(past: ascii(">"))
            } else if next == ascii("/") {
                position += 1
                guard position < bytes.count else { break }
                if Self.isLetter(bytes[position]) {
                    guard let (tag, isFiltered) = readTag(at: open, isEndTag: true) else { break }
                    if isFiltered { position = open + 1 } else { tags.append(tag) }
                } else if bytes[position] != ascii(">") {
                    skip(past: ascii(">"))  // `</3>` and the like: a bogus comment
                }
            } else if Self.isLetter(next) {
                guard let (tag, isFiltered) = readTag(at: open, isEndTag: false) else { break }
                // A disarmed tag is text from its `<` on, so a browser reads on from there.
                guard !isFiltered else {
                    position = open + 1
                    continue
                }
                tags.append(tag)
                let rawText = isDocument ? Self.documentRawTextNames : Self.rawTextNames
                if rawText.contains(tag.name), !tag.isSelfClosing { skipRawText(until: tag.name) }
            }
            // Anything else after `<` is text.
        }
        return tags
    }

    // MARK: Tags

    /// A tag whose name starts at `position` and whether the tag filter disarms it, or nil when the text ends
    /// inside the tag.
    private mutating func readTag(at open: Int, isEndTag: Bool) -> (HTMLTag, isFiltered: Bool)? {
        var name: [UInt8] = []
        while position < bytes.count, !Self.endsName(bytes[position]) {
            name.append(Self.lowercased(bytes[position]))
            position += 1
        }
        var tag = HTMLTag(name: String(decoding: name, as: UTF8.self), isEndTag: isEndTag, offset: open)
        var names: Set<String> = []
        let isFiltered = !isDocument && Self.filteredNames.contains(tag.name) && filtersTag(endingNameAt: position)
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isSpace(byte) {
                position += 1
            } else if byte == ascii(">") {
                position += 1
                return (tag, isFiltered)
            } else if byte == ascii("/") {
                position += 1
                if position < bytes.count, bytes[position] == ascii(">") {
                    position += 1
                    tag.isSelfClosing = true
                    return (tag, isFiltered)
                }
            } else {
                let attribute = readAttribute()
                if names.insert(attribute.name).inserted { tag.attributes.append(attribute) }
            }
        }
        return nil
    }

    /// cmark-gfm's tag filter disarms a filtered name followed by a space, `>` or `/>`.
    private func filtersTag(endingNameAt end: Int) -> Bool {
        guard end < bytes.count else { return false }
        let after = bytes[end]
        if Self.isSpace(after) || after == ascii(">") { return true }
        return after == ascii("/") && end + 1 < bytes.count && bytes[end + 1] == ascii(">")
    }

    /// One attribute, from its name's first byte (which may be `=`, as in a browser) to the end of its value.
    private mutating func readAttribute() -> HTMLTag.Attribute {
        let start = position
        var name: [UInt8] = [Self.lowercased(bytes[position])]
        position += 1
        while position < bytes.count, !Self.endsName(bytes[position]), bytes[position] != ascii("=") {
            name.append(Self.lowercased(bytes[position]))
            position += 1
        }
        var attribute = HTMLTag.Attribute(name: String(decoding: name, as: UTF8.self), value: "", offset: start)
        skipSpaces()
        guard position < bytes.count, bytes[position] == ascii("=") else { return attribute }
        position += 1
        skipSpaces()
        guard position < bytes.count else { return attribute }
        let quote = bytes[position]
        if quote == ascii("\"") || quote == ascii("'") {
            position += 1
            attribute.value = readValue { $0 == quote }
            if position < bytes.count { position += 1 }
        } else if quote != ascii(">") {
            attribute.value = readValue { Self.isSpace($0) || $0 == 0x3E }  // `>`
        }
        return attribute
    }

    /// The value up to the byte that ends it (not consumed), with character references decoded.
    private mutating func readValue(endingAt isEnd: (UInt8) -> Bool) -> String {
        var value: [UInt8] = []
        while position < bytes.count, !isEnd(bytes[position]) {
            if bytes[position] == ascii("&") {
                var reference = HTMLCharacterReference(bytes: bytes, at: position, namedReference: namedReference)
                if let decoded = reference.decodeInAttribute() {
                    value += decoded.utf8
                    position = reference.end
                    continue
                }
            }
            value.append(bytes[position])
            position += 1
        }
        return String(decoding: value, as: UTF8.self)
    }

    // MARK: What is not a tag

    /// After `<!`: a comment (`<!-- … -->`, where `<!-->` and `<!--->` are empty ones), else a doctype, CDATA
    /// section or bogus comment, which all end at the next `>` outside SVG and MathML.
    private mutating func skipDeclarationOrComment() {
        let rest = bytes[(position + 1)...]
        guard rest.starts(with: [ascii("-"), ascii("-")]) else {
            skip(past: ascii(">"))
            return
        }
        let body = position + 3
        for empty in [[ascii(">")], [ascii("-"), ascii(">")]] where bytes[body...].starts(with: empty) {
            position = body + empty.count
            return
        }
        var index = body
        while index + 2 < bytes.count {
            if bytes[index] == ascii("-"), bytes[index + 1] == ascii("-") {
                // `-->` ends a comment, and so does `--!>`.
                if bytes[index + 2] == ascii(">") {
                    position = index + 3
                    return
                }
                if bytes[index + 2] == ascii("!"), index + 3 < bytes.count, bytes[index + 3] == ascii(">") {
                    position = index + 4
                    return
                }
            }
            index += 1
        }
        position = bytes.count
    }

    /// Past the end tag of a raw-text element: `</name` followed by a space, `/` or `>`, in any case.
    private mutating func skipRawText(until name: String) {
        let closing = Array("</\(name)".utf8)
        while let open = bytes[position...].firstIndex(of: ascii("<")) {
            position = open + 1
            let end = open + closing.count
            guard end <= bytes.count else { break }
            guard zip(bytes[open..<end], closing).allSatisfy({ Self.lowercased($0) == $1 }) else { continue }
            if end == bytes.count || Self.endsName(bytes[end]) {
                position = open
                return
            }
        }
        position = bytes.count
    }

    private mutating func skip(past byte: UInt8) {
        position = bytes[position...].firstIndex(of: byte).map { $0 + 1 } ?? bytes.count
    }

    private mutating func skipSpaces() {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
    }

    // MARK: Bytes

    private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

    /// True for an ASCII letter, which starts a tag name.
    public static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// HTML's whitespace (tab, line feed, form feed, carriage return, space).
    public static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C
        || byte == 0x0D }

    static func endsName(_ byte: UInt8) -> Bool { isSpace(byte) || byte == 0x2F || byte == 0x3E }

    /// An ASCII capital as its small letter; any other byte as it is.
    public static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
}
