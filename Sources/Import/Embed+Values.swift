import Foundation

extension Embed {
    /// The embed that `value` names for `service`: an id (`dQw4w9WgXcQ`, `48912912`, `user/1a2b…` for a gist) or
    /// the page's address in any of its forms (`https://youtu.be/ID?t=42`, `https://vimeo.com/channels/x/123`,
    /// `https://twitter.com/user/status/123`); nil when it is neither, as for a Liquid variable's name.
    init?(_ service: Service, value: String) {
        self.service = service
        var text = value.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("//") { text = "https:" + text }
        if text.hasPrefix("http://") || text.hasPrefix("https://") || text.hasPrefix("www.") {
            guard let found = Self.fromAddress(service, text) else { return nil }
            self = found
            return
        }
        switch service {
        case .gist:
            let parts = text.split(separator: "/").map(String.init)
            guard (1...2).contains(parts.count), let id = parts.last, Self.isWord(id) else { return nil }
            self.id = id
            user = parts.count == 2 ? parts[0] : nil
        default:
            // Minimal Mistakes' `id: "V1LhC1zGouc?t=15"`: an id with the player's start time after it.
            let parts = text.split(separator: "?", maxSplits: 1).map(String.init)
            guard let first = parts.first, Self.isID(first, for: service) else { return nil }
            id = first
            if parts.count == 2, service == .youtube,
               let query = URLComponents(string: "https://x/?" + parts[1])?.queryItems {
                start = query.first { $0.name == "t" || $0.name == "start" }?.value.flatMap(Self.seconds)
            }
        }
    }

    private static func fromAddress(_ service: Service, _ text: String) -> Embed? {
        guard let components = URLComponents(string: text.hasPrefix("www.") ? "https://" + text : text),
              let host = components.host?.lowercased() else { return nil }
        let path = components.path.split(separator: "/").map(String.init)
        let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") },
                               uniquingKeysWith: { first, _ in first })
        var embed: Embed
        switch service {
        case .youtube:
            let id: String? = host.hasSuffix("youtu.be") ? path.first
                : query["v"] ?? (["embed", "shorts", "live", "v"].contains(path.first ?? "") ? path.dropFirst().first
                                 : nil)
            guard host.contains("youtu"), let id, isID(id, for: .youtube) else { return nil }
            embed = Embed(service: .youtube, id: id)
            embed.start = (query["t"] ?? query["start"]).flatMap(seconds)
        case .vimeo:
            guard host.hasSuffix("vimeo.com"), let id = path.last(where: { isID($0, for: .vimeo) }) else { return nil }
            embed = Embed(service: .vimeo, id: id)
            embed.start = components.fragment.flatMap { $0.hasPrefix("t=") ? seconds(String($0.dropFirst(2))) : nil }
        case .gist:
            guard host == "gist.github.com", (1...2).contains(path.count), let id = path.last else { return nil }
            embed = Embed(service: .gist, id: id, user: path.count == 2 ? path[0] : nil)
        case .post:
            guard ["twitter.com", "x.com", "www.twitter.com", "mobile.twitter.com", "www.x.com"].contains(host),
                  let status = path.firstIndex(where: { $0 == "status" || $0 == "statuses" }),
                  status + 1 < path.count, isID(path[status + 1], for: .post) else { return nil }
            embed = Embed(service: .post, id: path[status + 1], user: status > 0 && path[0] != "i" ? path[0] : nil)
        case .instagram:
            guard host.hasSuffix("instagram.com"), path.count >= 2, ["p", "reel", "tv"].contains(path[0]) else {
                return nil
            }
            embed = Embed(service: .instagram, id: path[1])
        }
        return embed
    }

    /// `90`, `90s`, `1m30s`, `1h2m3s` or `1:30` as seconds.
    static func seconds(_ text: String) -> Int? {
        if let plain = Int(text) { return plain >= 0 ? plain : nil }
        if text.contains(":") {
            let parts = text.split(separator: ":").map { Int($0) }
            guard parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
            return parts.compactMap { $0 }.reduce(0) { $0 * 60 + $1 }
        }
        var total = 0, number = ""
        for character in text.lowercased() {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            guard let value = Int(number), let unit = ["h": 3600, "m": 60, "s": 1][character] else { return nil }
            total += value * unit
            number = ""
        }
        return number.isEmpty && total > 0 ? total : nil
    }

    private static func isID(_ text: String, for service: Service) -> Bool {
        switch service {
        case .youtube: text.utf8.count == 11 && isWord(text)
        case .vimeo, .post: !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        case .gist, .instagram: isWord(text)
        }
    }

    /// Letters, digits, `_` and `-`, in ASCII.
    private static func isWord(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic
            || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
    }
}
