/// Converts Hugo's shortcodes to plain GitHub Markdown: `{{< ref >}}` and `{{< relref >}}` become relative `.md`
/// links, `{{< highlight >}}` a fence, `{{< figure >}}` an image with a title, the embeds (`youtube`, `vimeo`,
/// `gist`, `x`, `twitter`, `tweet`, `instagram`) their links (see `Embed`); an escaped `{{</* x */>}}` becomes
/// the text Hugo shows. Any other shortcode stays in the text, visible, with a note.
struct ShortcodeConverter {
    /// The link from the document being converted to the page a `ref` names, with its `#anchor` kept.
    let refLink: (String) -> String?
    private let bytes: [UInt8]
    private var conversion = BodyConversion()

    private init(_ text: String, refLink: @escaping (String) -> String?) {
        bytes = Array(text.utf8)
        self.refLink = refLink
    }

    static func convert(_ text: String, refLink: @escaping (String) -> String?) -> BodyConversion {
        guard text.contains("{{<") || text.contains("{{%") else { return BodyConversion() }
        var converter = ShortcodeConverter(text, refLink: refLink)
        var index = 0
        while index + 3 < converter.bytes.count {
            if let shortcode = Shortcode(converter.bytes, at: index) {
                index = converter.handle(shortcode)
            } else {
                index += 1
            }
        }
        return converter.conversion
    }

    private mutating func handle(_ code: Shortcode) -> Int {
        let range = code.start..<code.end
        if code.isEscaped {
            let (open, close) = code.marker == UInt8(ascii: "<") ? ("{{<", ">}}") : ("{{%", "%}}")
            conversion.edits.replace(range, with: "\(open) \(code.inner) \(close)")
            return code.end
        }
        if !code.isClosing, let embed = Embed(shortcode: code) {
            conversion.edits.replace(range, with: embed.markdown)
            if let message = embed.droppedNote("Hugo shortcode " + code.text) { note(code, message) }
            return code.end
        }
        switch code.name {
        case "ref", "relref":
            let target = code.positional.first ?? code.named["path"] ?? ""
            if let link = refLink(target) {
                conversion.edits.replace(range, with: link)
                conversion.linksConverted += 1
                conversion.linkStarts.append(code.start)
            } else {
                note(code, "\(code.text) names no page of the site; it is left in the text")
            }
            return code.end
        case "highlight" where !code.isClosing:
            guard let end = closing("highlight", after: code.end) else { break }
            conversion.edits.replace(code.start..<end.upperBound, with: fence(code, code: code.end..<end.lowerBound))
            return end.upperBound
        case "figure":
            guard let source = code.named["src"] else { break }
            let alt = code.named["alt"] ?? code.named["caption"] ?? code.named["title"] ?? ""
            let title = code.named["title"] ?? code.named["caption"]
            var image = "![\(Self.escapeText(alt))](\(ImportPaths.encodeDestination(source))"
            image += title.map { " \"\(Self.escapeTitle($0))\")" } ?? ")"
            if let link = code.named["link"] { image = "[\(image)](\(ImportPaths.encodeDestination(link)))" }
            conversion.edits.replace(range, with: image)
            return code.end
        default:
            break
        }
        if !code.isClosing {  // a closing tag goes with its opening one, which has the note
            note(code, "Hugo shortcode \(code.text) has no folio counterpart; it is left in the text")
        }
        return code.end
    }

    private func closing(_ name: String, after start: Int) -> Range<Int>? {
        var index = start
        while index + 3 < bytes.count {
            if let code = Shortcode(bytes, at: index), code.isClosing, code.name == name {
                return code.start..<code.end
            }
            index += 1
        }
        return nil
    }

    private func fence(_ code: Shortcode, code range: Range<Int>) -> String {
        let text = CodeFence.body(String(decoding: bytes[range], as: UTF8.self))
        let marks = CodeFence.marks(for: text)
        return marks + (code.positional.first ?? "") + "\n" + text + marks
    }

    private mutating func note(_ code: Shortcode, _ message: String) {
        conversion.notes.append(ImportNote(offset: code.start, message: message))
    }

    private static func escapeText(_ text: String) -> String {
        text.replacing("[", with: "\\[").replacing("]", with: "\\]")
    }

    private static func escapeTitle(_ text: String) -> String {
        text.replacing("\"", with: "\\\"")
    }
}
