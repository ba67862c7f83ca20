import Foundation
import SourceDiagnostics
import YAML

/// The checks for the `folio.yml` values that say how the site is found and followed: its feeds, related posts,
/// and what link previews and structured data name (author, logo, account).
extension MappingReader {
    /// `atom`, `json` and `rss`, as a list (or one name); an unknown one is an error with the nearest name.
    mutating func checkFeeds(_ entry: YAMLEntry) -> [FeedFormat]? {
        let items: [YAMLValue] = entry.value.array ?? (entry.value.isNull ? [] : [entry.value])
        var feeds: [FeedFormat] = []
        let names = FeedFormat.allCases.map(\.rawValue)
        for item in items {
            guard let name = item.string?.trimmingCharacters(in: .whitespaces).lowercased() else {
                error("each of 'feeds' must be atom, json or rss, found \(Self.describe(item))", at: item.location)
                continue
            }
            guard let format = FeedFormat(rawValue: name) else {
                let hint = Suggestion.closest(to: name, in: names).map { " (did you mean '\($0)'?)" }
                    ?? "; use atom, json or rss"
                error("unknown feed '\(name)'\(hint)", at: item.location)
                continue
            }
            if feeds.contains(format) {
                warning("feed '\(name)' is listed twice", at: item.location)
            } else {
                feeds.append(format)
            }
        }
        return feeds
    }

    /// A whole number, 0 or more.
    mutating func checkRelatedPosts(_ entry: YAMLEntry) -> Int? {
        guard let number = entry.value.int, number >= 0 else {
            error("'related_posts' must be a whole number, 0 or more, found \(Self.describe(entry.value))",
                  at: entry.value.location)
            return nil
        }
        return number
    }

    /// A name, or a mapping with `name` and `url`.
    mutating func siteAuthor(_ entry: YAMLEntry) -> (name: String?, url: String?) {
        guard entry.value.entries != nil else { return (string(entry), nil) }
        var name: String?, url: String?
        for field in mapping(entry) ?? [] {
            switch field.key {
            case "name": name = string(field)
            case "url":
                url = string(field).flatMap { checkedWebAddress($0, key: "author's url", at: field.value.location) }
            default: warnUnknown(field, known: ["name", "url"])
            }
        }
        if name == nil { error("'author' must have a 'name'", at: entry.value.location) }
        return (name, url)
    }

    /// An absolute http(s) URL, or the address of a file in the site's `static/` (`/logo.png`), which must exist.
    mutating func checkLogo(_ entry: YAMLEntry, root: URL) -> String? {
        guard let text = string(entry).flatMap({ checkedWebAddress($0, key: "logo", at: entry.value.location) })
        else { return nil }
        guard text.hasPrefix("/") else { return text }
        let file = "static" + text
        if !FileManager.default.fileExists(atPath: root.appending(path: file).path) {
            error("logo '\(text)' is not a file of the site: looked for \(file)", at: entry.value.location)
            return nil
        }
        return text
    }

    /// An account name such as `@folio` (the `@` may be left out): letters, digits and `_`, at most 15.
    mutating func checkTwitter(_ entry: YAMLEntry) -> String? {
        guard let text = string(entry)?.trimmingCharacters(in: .whitespaces) else { return nil }
        let name = text.hasPrefix("@") ? text.dropFirst() : Substring(text)
        let isValid = name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard (1...15).contains(name.count), isValid else {
            error("twitter '\(text)' must be an account name such as @folio: letters, digits and _, at most 15",
                  at: entry.value.location)
            return nil
        }
        return "@" + name
    }
}
