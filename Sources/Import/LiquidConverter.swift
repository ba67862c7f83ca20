import Blog

/// Converts the Liquid in a Jekyll post to plain GitHub Markdown: `{% post_url %}` and `{% link %}` become relative
/// `.md` links, `{{ site.baseurl }}` and `{{ site.url }}` their values (so the link converter sees whole
/// addresses), `{% highlight %}` a fence, `{% raw %}` its text, `{% comment %}` an HTML comment, call-out blocks
/// (`{% warning %}…{% endwarning %}`) GitHub alerts, the tags and includes that embed a video, a gist or a post
/// their links (see `Embed`). Anything else stays in the text, visible, with a note.
struct LiquidConverter {
    /// What the conversion needs to know of the site.
    struct Site {
        /// `url` and `baseurl` from `_config.yml`.
        var url: String
        var baseurl: String
        /// Other `site.` values Jekyll would print as they are: `title`, `description`, `author`.
        var values: [String: String] = [:]
        /// The page's own front matter values, for an include that names one (`id=page.youtubeId`).
        var page: [String: String] = [:]
        /// The link from the document being converted to the post named by `{% post_url name %}`.
        var postLink: (String) -> String?
        /// The link from the document to the file at this path of the source (`{% link _posts/x.md %}`).
        var fileLink: (String) -> String?
    }

    let site: Site
    private let bytes: [UInt8]
    private var conversion = BodyConversion()
    /// The edits of `{{ site.url }}` and `{{ site.baseurl }}` that end right where the next tag starts: a link tag
    /// there makes them empty, since its relative link needs no prefix.
    private var prefixes: [(start: Int, end: Int, edit: Int)] = []
    private var edits: [TextEdits.Edit] = []
    /// Where the closing tags of the call-outs made alerts start: they are already dealt with.
    private var closings: Set<Int> = []

    private init(_ text: String, site: Site) {
        bytes = Array(text.utf8)
        self.site = site
    }

    static func convert(_ text: String, site: Site) -> BodyConversion {
        guard text.contains("{%") || text.contains("{{") else { return BodyConversion() }
        var converter = LiquidConverter(text, site: site)
        converter.run()
        for edit in converter.edits { converter.conversion.edits.replace(edit.range, with: edit.replacement) }
        return converter.conversion
    }

    private mutating func run() {
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"),
                  bytes[index + 1] == UInt8(ascii: "%") || bytes[index + 1] == UInt8(ascii: "{"),
                  let tag = LiquidTag(bytes, at: index)
            else {
                index += 1
                continue
            }
            index = handle(tag)
        }
    }

    /// Converts one tag or output and returns where scanning goes on.
    private mutating func handle(_ tag: LiquidTag) -> Int {
        if tag.isOutput {
            switch tag.words.first {
            case "site.baseurl" where tag.words.count == 1: replace(tag, with: site.baseurl, isPrefix: true)
            case "site.url" where tag.words.count == 1: replace(tag, with: site.url, isPrefix: true)
            case let name? where tag.words.count == 1 && name.hasPrefix("site.")
                && site.values[String(name.dropFirst(5))] != nil:
                replace(tag, with: site.values[String(name.dropFirst(5))] ?? "", isPrefix: false)
            default:
                if let address = filteredAddress(tag) {
                    replace(tag, with: address, isPrefix: false)
                } else {
                    note(tag, "Liquid output \(tag.text) has no folio counterpart; it is left in the text")
                }
            }
            return tag.end
        }
        if let embed = Embed(liquid: tag, page: site.page) {
            replace(tag, with: embed.markdown, isPrefix: false)
            if let message = embed.droppedNote(tag.text) { note(tag, message) }
            return tag.end
        }
        switch tag.name {
        case "raw":
            guard let end = LiquidTag.findEnd("endraw", in: bytes, from: tag.end) else { break }
            replace(tag.start..<end.upperBound, with: String(decoding: bytes[tag.end..<end.lowerBound], as: UTF8.self))
            return end.upperBound
        case "comment":
            guard let end = LiquidTag.findEnd("endcomment", in: bytes, from: tag.end) else { break }
            let text = String(decoding: bytes[tag.end..<end.lowerBound], as: UTF8.self).replacing("--", with: "- -")
            replace(tag.start..<end.upperBound, with: "<!--\(text)-->")
            return end.upperBound
        case "highlight":
            guard let end = LiquidTag.findEnd("endhighlight", in: bytes, from: tag.end) else { break }
            replace(tag.start..<end.upperBound, with: fence(tag, code: tag.end..<end.lowerBound, end: end.upperBound))
            return end.upperBound
        case "post_url", "link":
            let argument = tag.words.dropFirst().joined(separator: " ")
            if let link = tag.name == "post_url" ? site.postLink(argument) : site.fileLink(argument) {
                var end = tag.start  // `{{ site.url }}{{ site.baseurl }}` right before the tag: both go
                while let prefix = prefixes.last(where: { $0.end == end }) {
                    edits[prefix.edit].replacement = ""
                    end = prefix.start
                }
                replace(tag, with: link, isPrefix: false)
                conversion.linksConverted += 1
                conversion.linkStarts.append(tag.start)
            } else {
                note(tag, "\(tag.text) names no file of the site; it is left in the text")
            }
            return tag.end
        case "include", "include_relative":
            note(tag, "\(tag.text) includes a theme file, which folio has no counterpart for; it is left in the text")
            return tag.end
        case let name where Self.callouts[name] != nil:
            if callout(tag, kind: Self.callouts[name]!) { return tag.end }
        default:
            if closings.contains(tag.start) { return tag.end }
        }
        note(tag, "Liquid \(tag.text) has no folio counterpart; it is left in the text")
        return tag.end
    }

    /// Block tags of call-out plugins (`{% info %}…{% endinfo %}`, as NSHipster writes them), and the GitHub
    /// alert each becomes.
    private static let callouts: [String: String] = [
        "note": "NOTE", "info": "NOTE", "tip": "TIP", "hint": "TIP", "important": "IMPORTANT", "warning": "WARNING",
        "caution": "CAUTION", "danger": "CAUTION", "error": "CAUTION",
    ]

    /// Makes a call-out block a GitHub alert: the opening tag (at the start of its line; its arguments go) becomes
    /// `> [!NOTE]`, each line up to the closing tag (at the end of its line) is quoted, and the closing tag goes.
    /// The Liquid inside is still converted. False, changing nothing, when the block is not so laid out.
    private mutating func callout(_ tag: LiquidTag, kind: String) -> Bool {
        guard let end = LiquidTag.findEnd("end" + tag.name, in: bytes, from: tag.end) else { return false }
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        let openingLine = bytes[..<tag.start].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        guard bytes[openingLine..<tag.start].allSatisfy(isSpace) else { return false }
        var afterEnd = end.upperBound
        while afterEnd < bytes.count, isSpace(bytes[afterEnd]) { afterEnd += 1 }
        guard afterEnd == bytes.count || bytes[afterEnd] == 0x0A else { return false }
        let closingLine = bytes[..<end.lowerBound].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let closingAlone = closingLine > tag.end && bytes[closingLine..<end.lowerBound].allSatisfy(isSpace)
        // The opening tag, and the rest of its line when nothing else is on it.
        var afterTag = tag.end
        while afterTag < bytes.count, isSpace(bytes[afterTag]) { afterTag += 1 }
        if afterTag < bytes.count, bytes[afterTag] == 0x0A {
            replace(openingLine..<(afterTag + 1), with: "> [!\(kind)]\n")
        } else {
            replace(openingLine..<afterTag, with: "> [!\(kind)]\n> ")
        }
        // Every line after it, up to the closing tag's.
        var line = (bytes[tag.end...].firstIndex(of: 0x0A) ?? bytes.count) + 1
        while line < closingLine || (!closingAlone && line == closingLine && line > tag.end) {
            let next = bytes[line...].firstIndex(of: 0x0A) ?? bytes.count
            replace(line..<line, with: bytes[line..<next].allSatisfy(isSpace) ? ">" : "> ")
            line = next + 1
        }
        // The closing tag, and its line when nothing else is on it; a blank line after, so that a paragraph
        // below does not run on into the quote.
        let lineEnd = min(afterEnd + 1, bytes.count)
        let nextIsBlank = lineEnd >= bytes.count || bytes[lineEnd] == 0x0A
        if closingAlone {
            replace(closingLine..<lineEnd, with: nextIsBlank ? "" : "\n")
        } else {
            var start = end.lowerBound
            while start > closingLine, isSpace(bytes[start - 1]) { start -= 1 }
            replace(start..<afterEnd, with: nextIsBlank ? "" : "\n")
        }
        closings.insert(end.lowerBound)
        return true
    }

    /// `{{ "/x" | relative_url }}` and `absolute_url`: the address Jekyll would write.
    private func filteredAddress(_ tag: LiquidTag) -> String? {
        let parts = tag.inner.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let first = parts[0].first, first == "\"" || first == "'", parts[0].count >= 2,
              parts[0].last == first, ["relative_url", "absolute_url"].contains(parts[1])
        else { return nil }
        var path = String(parts[0].dropFirst().dropLast())
        if !path.hasPrefix("/"), !path.isEmpty { path = "/" + path }
        return (parts[1] == "absolute_url" ? site.url : "") + site.baseurl + path
    }

    /// A fenced code block for `{% highlight lang %}…{% endhighlight %}`, on lines of its own.
    private func fence(_ tag: LiquidTag, code range: Range<Int>, end: Int) -> String {
        let code = CodeFence.body(String(decoding: bytes[range], as: UTF8.self))
        let marks = CodeFence.marks(for: code)
        let lineStart = bytes[..<tag.start].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let before = bytes[lineStart..<tag.start]
        let indent = before.allSatisfy { $0 == 0x20 || $0 == 0x09 } ? String(decoding: before, as: UTF8.self) : ""
        let opening = (before.count == indent.utf8.count ? "" : "\n" + indent) + marks
            + (tag.words.dropFirst().first ?? "")
        let after = end < bytes.count && bytes[end] != 0x0A ? "\n" : ""
        return opening + "\n" + code + indent + marks + after
    }

    private mutating func replace(_ tag: LiquidTag, with text: String, isPrefix: Bool) {
        replace(tag.start..<tag.end, with: text)
        if isPrefix { prefixes.append((tag.start, tag.end, edits.count - 1)) }
    }

    private mutating func replace(_ range: Range<Int>, with text: String) {
        edits.append(TextEdits.Edit(range: range, replacement: text))
    }

    private mutating func note(_ tag: LiquidTag, _ message: String) {
        conversion.notes.append(ImportNote(offset: tag.start, message: message))
    }
}
