extension Embed {
    /// The embeds of Jekyll's plugins and themes: the tags `{% gist user/id [file] %}`, `{% youtube ID %}` (an id
    /// or an address, quoted or not, or `id="…"`), `{% vimeo ID %}`, `{% twitter URL %}`, `{% tweet URL %}` and
    /// `{% instagram ID %}`; and the includes that embed a video, found by the include's name
    /// (`{% include youtube.html id="ID" %}`, `youtubePlayer.html`, `embed/vimeo.html`, and Minimal Mistakes'
    /// `{% include video id="ID" provider="youtube" %}`), whose id may be the page's own value (`id=page.youtubeId`).
    /// Nil for any other tag, or one without a usable id.
    init?(liquid tag: LiquidTag, page: [String: String]) {
        var words = Self.arguments(tag.inner)
        guard !words.isEmpty else { return nil }
        let name = words.removeFirst().lowercased()
        var service: Service
        if name == "include" || name == "include_relative" {
            guard !words.isEmpty else { return nil }
            let file = words.removeFirst().lowercased().split(separator: "/").last.map(String.init) ?? ""
            let stem = file.hasSuffix(".html") ? String(file.dropLast(5)) : file
            let provider = Self.named(words)["provider"].map { Self.value($0, page: page) ?? $0 }?.lowercased()
            if stem.contains("youtube") || (stem == "video" && provider == "youtube") {
                service = .youtube
            } else if stem.contains("vimeo") || (stem == "video" && provider == "vimeo") {
                service = .vimeo
            } else {
                return nil
            }
            if stem == "video" { words.removeAll { $0.lowercased().hasPrefix("provider=") } }
        } else {
            let services: [String: Service] = ["gist": .gist, "youtube": .youtube, "vimeo": .vimeo,
                                               "twitter": .post, "tweet": .post, "x": .post, "instagram": .instagram]
            guard let found = services[name] else { return nil }
            service = found
            if service == .post, words.first == "oembed" { words.removeFirst() }  // the plugin's old form
        }
        let named = Self.named(words)
        let idKeys = ["id", "video_id", "videoid", "youtube_id", "youtubeid", "vimeo_id", "vimeoid", "vid", "url",
                      "src", "link", "video"]
        var used: Set<String> = []
        var value: String?
        if let key = idKeys.first(where: { named[$0] != nil }) {
            value = named[key].flatMap { Self.value($0, page: page) }
            used.insert(key)
        } else if let first = words.first, !Self.isNamed(first) {
            value = Self.unquoted(first)
            words.removeFirst()
        }
        guard let value, var embed = Embed(service, value: value) else { return nil }
        if service == .gist, let file = words.first(where: { !Self.isNamed($0) }) {
            embed.file = Self.unquoted(file)
            words.removeAll { $0 == file }
        }
        if let key = ["title", "caption"].first(where: { named[$0] != nil }),
           let title = named[key].flatMap({ Self.value($0, page: page) }), !title.isEmpty {
            embed.title = title
            used.insert(key)
        }
        if service == .youtube || service == .vimeo,
           let key = ["start", "t", "time", "start_time"].first(where: { named[$0] != nil }),
           let start = named[key].flatMap({ Self.value($0, page: page) }).flatMap(Self.seconds) {
            embed.start = start
            used.insert(key)
        }
        embed.dropped = words.filter { word in
            guard Self.isNamed(word), let equals = word.firstIndex(of: "=") else { return true }
            return !used.contains(word[..<equals].lowercased())
        }
        self = embed
    }

    /// `key=value` words by their keys in lower case, values as written.
    private static func named(_ words: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for word in words where isNamed(word) {
            guard let equals = word.firstIndex(of: "=") else { continue }
            result[word[..<equals].lowercased()] = String(word[word.index(after: equals)...])
        }
        return result
    }

    /// `key=value`, a key of letters, digits, `_` and `-` (an address with a query is not one).
    private static func isNamed(_ word: String) -> Bool {
        guard let equals = word.firstIndex(of: "="), equals != word.startIndex else { return false }
        return word[..<equals].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    }

    /// A quoted value's text; `page.key` the page's value; any other word as written (an id written unquoted,
    /// which Liquid would have read as a variable, is what the author meant); nil for another variable.
    private static func value(_ written: String, page: [String: String]) -> String? {
        if let first = written.first, first == "\"" || first == "'" { return unquoted(written) }
        if written.hasPrefix("page.") { return page[String(written.dropFirst(5))] }
        if written.hasPrefix("include.") || written.hasPrefix("site.") || written.contains("|") { return nil }
        return written
    }

    private static func unquoted(_ text: String) -> String {
        guard let first = text.first, first == "\"" || first == "'", text.count >= 2, text.last == first else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }

    /// Splits at white space outside quotes.
    private static func arguments(_ text: String) -> [String] {
        var words: [String] = [], current = "", quote: Character?
        for character in text {
            if let open = quote {
                current.append(character)
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
                current.append(character)
            } else if character.isWhitespace {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
