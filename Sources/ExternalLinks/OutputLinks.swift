import HTML

/// The URLs a page of the built site names, read from its HTML as a browser reads them: the `href` of links and
/// `<link>`s, the `src` of pictures, frames, scripts and media, each candidate of a `srcset`, a video's `poster`,
/// and the picture of a link preview (`og:image`, `twitter:image`).
enum OutputLinks {
    /// Each URL with what it is for, in the order the page names them.
    static func urls(in html: String) -> [(url: String, kind: ExternalLink.Kind)] {
        var found: [(url: String, kind: ExternalLink.Kind)] = []
        for tag in HTMLTagScanner.documentTags(in: html) {
            func add(_ attribute: String, _ kind: ExternalLink.Kind) {
                if let value = tag.attribute(attribute)?.value, !value.isEmpty { found.append((value, kind)) }
            }
            switch tag.name {
            case "a", "area": add("href", .link)
            case "link": add("href", .resource)
            case "img":
                add("src", .image)
                srcset(tag).forEach { found.append(($0, .image)) }
            case "source":
                add("src", .resource)
                srcset(tag).forEach { found.append(($0, .image)) }
            case "video":
                add("src", .resource)
                add("poster", .image)
            case "audio", "iframe", "embed", "script", "track": add("src", .resource)
            case "meta":
                let name = (tag.attribute("property") ?? tag.attribute("name"))?.value.lowercased() ?? ""
                if ["og:image", "og:image:url", "twitter:image"].contains(name) { add("content", .image) }
            default: break
            }
        }
        return found
    }

    /// The URLs of a `srcset`, read as HTML's "parse a srcset attribute" does: a URL runs to the next space (a comma
    /// inside it, as in `w_100,h_80`, is part of it), its descriptors to the next comma.
    static func srcset(_ tag: HTMLTag) -> [String] {
        guard let value = tag.attribute("srcset")?.value else { return [] }
        var urls: [String] = []
        var rest = Substring(value)
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "," }
            guard !rest.isEmpty else { return urls }
            var url = rest.prefix { !$0.isWhitespace }
            rest = rest.dropFirst(url.count)
            if url.hasSuffix(",") {
                while url.hasSuffix(",") { url = url.dropLast() }
            } else {
                rest = rest.drop { $0 != "," }
            }
            if !url.isEmpty { urls.append(String(url)) }
        }
    }
}
