extension Embed {
    /// Hugo's embed shortcodes, and their `_simple` forms, named or positional: `{{< youtube ID >}}`,
    /// `{{< youtube id="ID" start="30" autoplay="true" >}}`, `{{< vimeo ID >}}`, `{{< gist user id [file] >}}`,
    /// `{{< x user="u" id="1" >}}` (`twitter`, `tweet`), `{{< instagram ID >}}`; nil for any other shortcode, or
    /// one without a usable id.
    init?(shortcode code: Shortcode) {
        var name = code.name.lowercased()
        if name.hasSuffix("_simple") { name = String(name.dropLast("_simple".count)) }
        var used: Set<String> = ["id"]
        var positional = code.positional
        switch name {
        case "youtube", "vimeo":
            let service: Service = name == "youtube" ? .youtube : .vimeo
            guard let value = code.named["id"] ?? positional.first, let embed = Embed(service, value: value) else {
                return nil
            }
            self = embed
            if code.named["id"] == nil { positional.removeFirst() }
            if let text = code.named["start"], let start = Self.seconds(text) {
                self.start = start
                used.insert("start")
            }
        case "gist":
            let user = code.named["user"] ?? (positional.count >= 2 ? positional.removeFirst() : nil)
            guard let id = code.named["id"] ?? (positional.isEmpty ? nil : positional.removeFirst()),
                  var embed = Embed(.gist, value: id) else { return nil }
            embed.user = user ?? embed.user
            embed.file = code.named["file"] ?? code.named["filename"] ?? (positional.isEmpty ? nil
                                                                          : positional.removeFirst())
            self = embed
            used.formUnion(["user", "file", "filename"])
        case "x", "twitter", "tweet":
            let user = code.named["user"] ?? (positional.count >= 2 ? positional.removeFirst() : nil)
            guard let id = code.named["id"] ?? (positional.isEmpty ? nil : positional.removeFirst()),
                  var embed = Embed(.post, value: id) else { return nil }
            embed.user = user ?? embed.user
            self = embed
            used.insert("user")
        case "instagram":
            guard let value = code.named["id"] ?? positional.first, let embed = Embed(.instagram, value: value) else {
                return nil
            }
            self = embed
            if code.named["id"] == nil { positional.removeFirst() }
        default:
            return nil
        }
        if let title = code.named["title"], !title.isEmpty {
            self.title = title
            used.insert("title")
        }
        dropped = code.named.filter { !used.contains($0.key) }.sorted { $0.key < $1.key }
            .map { "\($0.key)=\"\($0.value)\"" } + positional
    }
}
