/// One Hugo shortcode tag: `{{< name arg key="value" >}}`, `{{% name %}}`, a closing `{{< /name >}}`, or the
/// escaped form `{{</* name */>}}` that Hugo prints as it is.
struct Shortcode {
    var start: Int
    var end: Int
    var name: String
    var isClosing: Bool
    /// Written `{{</* … */>}}`: Hugo shows it as text.
    var isEscaped: Bool
    var positional: [String] = []
    var named: [String: String] = [:]
    /// What is between the delimiters, for the escaped form and for notes.
    var inner: String
    /// `<` or `%`.
    var marker: UInt8

    var text: String {
        let open = marker == UInt8(ascii: "<") ? "{{<" : "{{%", close = marker == UInt8(ascii: "<") ? ">}}" : "%}}"
        let written = open + " " + inner + " " + close
        return written.count > 60 ? String(written.prefix(57)) + "…" + close : written
    }

    /// The shortcode at `start` (`{{<` or `{{%`), or nil when there is none there.
    init?(_ bytes: [UInt8], at start: Int) {
        guard start + 3 < bytes.count, bytes[start] == UInt8(ascii: "{"), bytes[start + 1] == UInt8(ascii: "{"),
              bytes[start + 2] == UInt8(ascii: "<") || bytes[start + 2] == UInt8(ascii: "%")
        else { return nil }
        marker = bytes[start + 2]
        let closing = [marker == UInt8(ascii: "<") ? UInt8(ascii: ">") : marker, UInt8(ascii: "}"), UInt8(ascii: "}")]
        var index = start + 3
        while index + 3 <= bytes.count, !bytes[index..<index + 3].elementsEqual(closing) {
            index += 1
            if index - start > 4000 { return nil }
        }
        guard index + 3 <= bytes.count else { return nil }
        self.start = start
        end = index + 3
        var body = String(decoding: bytes[(start + 3)..<index], as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        isEscaped = body.hasPrefix("/*") && body.hasSuffix("*/")
        if isEscaped { body = String(body.dropFirst(2).dropLast(2)).trimmingCharacters(in: .whitespacesAndNewlines) }
        inner = body
        isClosing = body.hasPrefix("/")
        if isClosing { body = String(body.dropFirst()).trimmingCharacters(in: .whitespaces) }
        if body.hasSuffix("/") { body = String(body.dropLast()).trimmingCharacters(in: .whitespaces) }
        var arguments = Self.arguments(body)
        name = arguments.isEmpty ? "" : arguments.removeFirst()
        for argument in arguments {
            if let equals = argument.firstIndex(of: "="), !argument.hasPrefix("\""), !argument.hasPrefix("`") {
                named[String(argument[..<equals])] = Self.unquoted(String(argument[argument.index(after: equals)...]))
            } else {
                positional.append(Self.unquoted(argument))
            }
        }
    }

    /// Splits at white space outside quotes: `src="a b.png" title='x'` → two arguments.
    private static func arguments(_ text: String) -> [String] {
        var result: [String] = [], current = "", quote: Character?
        for character in text {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil }
            } else if character == "\"" || character == "`" || character == "'" {
                quote = character
                current.append(character)
            } else if character.isWhitespace {
                if !current.isEmpty { result.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private static func unquoted(_ text: String) -> String {
        guard let first = text.first, "\"`'".contains(first), text.count >= 2, text.last == first else { return text }
        let inside = String(text.dropFirst().dropLast())
        return first == "\"" ? inside.replacing("\\\"", with: "\"") : inside
    }
}
