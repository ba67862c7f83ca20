/// The attributes of one kramdown attribute list (`{: #id .class key="value"}`) or Hugo attribute block
/// (`{#id .class key=value}`): its id, its classes and the rest, each as written.
struct AttributeList: Equatable {
    var id: String?
    var classes: [String] = []
    /// `key="value"` pairs and references to attribute list definitions, as written.
    var others: [String] = []
    /// kramdown's form, with a colon: `{: …}`.
    var hasColon = false

    /// The list that `text` is, braces included; nil when it is not one (empty, an unclosed quote, a word that is
    /// neither `#id`, `.class` nor `key=value` in Hugo's form, or something after the closing brace).
    init?(_ text: some StringProtocol) {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 3 else { return nil }
        var inside = Substring(text.dropFirst().dropLast())
        if inside.hasPrefix(":") {
            hasColon = true
            inside = inside.dropFirst()
        }
        guard let words = Self.words(inside), !words.isEmpty else { return nil }
        for word in words {
            if word.hasPrefix("#"), word.count > 1, !word.contains("=") {
                id = String(word.dropFirst())
            } else if word.hasPrefix("."), word.count > 1, !word.contains("=") {
                classes.append(String(word.dropFirst()))
            } else if let equals = word.firstIndex(of: "="), equals != word.startIndex {
                let key = word[..<equals].lowercased()
                let value = Self.unquoted(word[word.index(after: equals)...])
                switch key {
                case "id": id = value
                case "class": classes += value.split(separator: " ").map(String.init)
                default: others.append(word)
                }
            } else if hasColon, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) {
                others.append(word)  // a reference to an attribute list definition, or `toc`
            } else {
                return nil
            }
        }
    }

    /// The value of `key="value"` among the others.
    func value(of key: String) -> String? {
        for word in others {
            guard let equals = word.firstIndex(of: "="), word[..<equals].lowercased() == key else { continue }
            return Self.unquoted(word[word.index(after: equals)...])
        }
        return nil
    }

    /// Everything but the id, as written in a list: `.no_toc width="50%"`.
    var rest: String {
        (classes.map { "." + $0 } + others).joined(separator: " ")
    }

    /// The anchor GitHub honours for an id, in raw HTML: `<a id="intro"></a>`.
    static func anchor(_ id: String) -> String {
        "<a id=\"" + id.replacing("&", with: "&amp;").replacing("\"", with: "&quot;").replacing("<", with: "&lt;")
            + "\"></a>"
    }

    /// Splits at spaces outside quotes; nil for an unclosed quote.
    private static func words(_ text: Substring) -> [String]? {
        var words: [String] = [], current = "", quote: Character?
        for character in text {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
                current.append(character)
            } else if character == " " || character == "\t" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        guard quote == nil else { return nil }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func unquoted(_ text: Substring) -> String {
        guard let first = text.first, first == "\"" || first == "'", text.count >= 2, text.last == first else {
            return String(text)
        }
        return String(text.dropFirst().dropLast())
    }
}
