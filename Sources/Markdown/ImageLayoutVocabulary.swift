import SourceDiagnostics

/// The words that may follow `#+` in an image URL, and the CSS each one stands for.
///
/// Built in: placements `left`, `right`, `center` and widths `quarter`, `third`, `half`, `twothirds`, `full`
/// (of the text column). A site adds its own words in `folio.yml` under `image_layouts:`.
public struct ImageLayoutVocabulary: Sendable, Hashable {
    enum Group: String, Sendable, Hashable { case placement, width, custom }

    struct Word: Sendable, Hashable {
        var name: String
        var group: Group
        /// CSS declarations applied to an image or figure with this class.
        var css: String
    }

    private(set) var words: [String: Word]
    /// The theme's text column in CSS pixels (`content_width` in folio.yml), which the width words are shares of.
    public private(set) var contentWidth = Self.defaultContentWidth

    /// The built-in words alone, for the default column width.
    public static let builtIn = ImageLayoutVocabulary(words: [
        Word(name: "left", group: .placement, css: "float: left; margin: 0.3em 1.5em 1em 0;"),
        Word(name: "right", group: .placement, css: "float: right; margin: 0.3em 0 1em 1.5em;"),
        Word(name: "center", group: .placement,
             css: "display: block; float: none; margin-left: auto; margin-right: auto;"),
        Word(name: "quarter", group: .width, css: "width: 25%;"),
        Word(name: "third", group: .width, css: "width: 33.333%;"),
        Word(name: "half", group: .width, css: "width: 50%;"),
        Word(name: "twothirds", group: .width, css: "width: 66.667%;"),
        Word(name: "full", group: .width, css: "width: 100%;"),
    ])

    private init(words: [Word]) {
        self.words = Dictionary(uniqueKeysWithValues: words.map { ($0.name, $0) })
    }

    /// The built-in words plus a site's own. Check each with `problem(withWord:css:)` first.
    public init(custom: [String: String], contentWidth: Int = Self.defaultContentWidth) {
        self = .builtIn
        self.contentWidth = contentWidth
        for (name, css) in custom { words[name] = Word(name: name, group: .custom, css: css) }
    }

    /// Why a site-defined word cannot be used, or nil when it can.
    public static func problem(withWord name: String, css: String) -> String? {
        if name.isEmpty || !name.utf8.allSatisfy(isWordByte) || name != name.lowercased() {
            return "image layout word '\(name)' may only contain lowercase ASCII letters, digits and '-'"
        }
        if builtIn.words[name] != nil { return "image layout word '\(name)' is built in and cannot be redefined" }
        if ImageColorScheme(className: name) != nil {
            return "image layout word '\(name)' is GitHub's image fragment (write it last: a.png#+left#\(name))"
        }
        if css.contains(where: { "{}<>".contains($0) }) || css.contains("/*") {
            return "CSS for image layout '\(name)' may hold declarations only (no braces, comments or '<')"
        }
        return nil
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x2D
    }

    /// The CSS classes for the words written after `#+`, or the problems that stop them being used.
    /// Nothing from a bad word ever reaches the class list.
    public func classes(for written: [Substring]) -> Result<[String], LayoutProblems> {
        var classes: [String] = []
        var problems: [String] = []
        var groups: [Group: String] = [:]
        for raw in written {
            if raw.isEmpty {
                problems.append("empty image layout word (a '+' with nothing after it)")
                continue
            }
            guard raw.utf8.allSatisfy(Self.isWordByte) else {
                problems.append("image layout word '\(raw)' may only contain ASCII letters, digits and '-'")
                continue
            }
            let name = raw.lowercased()
            guard let word = words[name] else {
                let hint = Suggestion.closest(to: name, in: words.keys).map { " (did you mean '\($0)'?)" } ?? ""
                problems.append("unknown image layout '\(name)'\(hint)")
                continue
            }
            if classes.contains(name) { continue }
            if word.group != .custom, let earlier = groups[word.group] {
                problems.append("image layouts '\(earlier)' and '\(name)' both set the \(word.group.rawValue); use one")
                continue
            }
            groups[word.group] = name
            classes.append(name)
        }
        return problems.isEmpty ? .success(classes) : .failure(LayoutProblems(messages: problems))
    }

    /// Why layout words cannot be used: one message a word.
    public struct LayoutProblems: Error { public var messages: [String] }
}
