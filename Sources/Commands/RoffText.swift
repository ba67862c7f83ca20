/// Text escaped for roff, the man page's language: a backslash is `\e`, every hyphen a real minus (`\-`, so that a
/// flag copied from the page works), characters outside ASCII by their code (`\[u00E9]`), and a line that would
/// start with a control character (`.` or `'`) is guarded with `\&`.
enum RoffText {
    /// One piece of text, escaped.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "\u{2014}": result += "\\(em"
            case "\u{2013}": result += "\\(en"
            case "\u{2018}": result += "\\(oq"
            case "\u{2019}": result += "\\(cq"
            case "\u{201C}": result += "\\(lq"
            case "\u{201D}": result += "\\(rq"
            case "\u{2026}": result += "\\&..."
            case "\u{2192}": result += "\\(->"
            case _ where scalar.value >= 0x80:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Running text as lines of roff: each sentence starts a line (roff's rule, which puts two spaces after a
    /// sentence when it fills), and lines are broken at spaces to stay within 80 bytes where the words allow.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var sentence: [String] = []
        let words = text.split(separator: " ")
        for (index, word) in words.enumerated() {
            sentence.append(escape(String(word)))
            let next = index + 1 < words.count ? words[index + 1].first : nil
            if word.hasSuffix("."), let next, next.isUppercase {
                lines += wrapped(sentence)
                sentence = []
            }
        }
        return lines + wrapped(sentence)
    }

    /// Escaped words joined into lines of at most 80 bytes (a longer word has a line of its own), each guarded.
    static func wrapped(_ words: [String]) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty, line.utf8.count + 1 + word.utf8.count > 80 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : $0 }
    }

    /// One line of text, escaped and guarded.
    static func line(_ text: String) -> String {
        let escaped = escape(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// A usage word in roff's fonts: flags bold, value and operand names italic, brackets and `...` plain, with
    /// unbreakable spaces so that a bracket never spans two lines: `[\fB\-\-output\fR\ \fIDIR\fR]`.
    static func usage(_ word: String) -> String {
        var inner = Substring(word)
        var open = "", close = ""
        if inner.hasSuffix("...") {
            inner = inner.dropLast(3)
            close = "\\&..."
        }
        if inner.hasPrefix("["), inner.hasSuffix("]") {
            inner = inner.dropFirst().dropLast()
            open = "["
            close = "]" + close
        }
        let parts = inner.split(separator: " ").map { part in
            part.hasPrefix("-") ? "\\fB" + escape(String(part)) + "\\fR" : "\\fI" + escape(String(part)) + "\\fR"
        }
        return open + parts.joined(separator: "\\ ") + close
    }
}
