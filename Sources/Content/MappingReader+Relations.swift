import Foundation
import SourceDiagnostics
import YAML

/// The checks for the front matter values that relate a page to others and to the readers of the web: `robots`,
/// `related`, `series`, and the picture's and author's details for link previews and structured data.
extension MappingReader {
    /// Directives as one string (`noindex, nofollow`) or a list, lowercase; an unknown one is an error with the
    /// nearest known one.
    mutating func robots(_ entry: YAMLEntry) -> [String] {
        var found: [(String, SourceLocation)] = []
        switch entry.value {
        case .null: return []
        case .scalar(let scalar):
            found = scalar.text.split(separator: ",").map { (String($0), scalar.location) }
        case .sequence(let items, _):
            for item in items {
                guard let text = item.string else {
                    error("each of 'robots' must be a directive such as noindex, found \(Self.describe(item))",
                          at: item.location)
                    continue
                }
                found.append((text, item.location))
            }
        case .mapping:
            error("'robots' must be a directive such as noindex, or a list of them, found a mapping",
                  at: entry.value.location)
        }
        var directives: [String] = []
        for (text, location) in found {
            let directive = text.trimmingCharacters(in: .whitespaces).lowercased()
            if let problem = RobotsDirective.problem(with: directive) {
                error(problem, at: location)
            } else if !directives.contains(directive) {
                directives.append(directive)
            }
        }
        return directives
    }

    /// Files of posts, one string or a list, each with its place: relative to the Markdown file's folder, as links
    /// are; checked when the site is assembled.
    mutating func related(_ entry: YAMLEntry) -> [PageReference] {
        let items: [YAMLValue] = switch entry.value {
        case .null: []
        case .sequence(let items, _): items
        default: [entry.value]
        }
        var references: [PageReference] = []
        for item in items {
            guard let text = item.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
                error("each of 'related' must be the file of a post, such as 2024-05-01-other.md, found "
                      + Self.describe(item), at: item.location)
                continue
            }
            if references.contains(where: { $0.path == text }) {
                warning("'\(text)' is listed twice in 'related'", at: item.location)
                continue
            }
            references.append(PageReference(path: text, location: item.location))
        }
        return references
    }

    /// A series' name, or Hugo's list of names, of which folio takes the first (a post is in one series).
    mutating func series(_ entry: YAMLEntry) -> String? {
        var value = entry.value
        if case .sequence(let items, _) = value {
            guard let first = items.first else { return nil }
            if items.count > 1 {
                warning("a post is part of one series; folio takes the first of \(items.count)", at: items[1].location)
            }
            value = first
        }
        guard let name = string(YAMLEntry(key: entry.key, at: entry.keyLocation, value: value))?
            .trimmingCharacters(in: .whitespaces) else { return nil }
        if name.isEmpty {
            error("'series' must name a series", at: value.location)
            return nil
        }
        return name
    }

    /// A whole number, of any sign.
    mutating func integer(_ entry: YAMLEntry) -> Int? {
        if entry.value.isNull { return nil }
        guard let number = entry.value.int else {
            error("'\(entry.key)' must be a whole number, found \(Self.describe(entry.value))",
                  at: entry.value.location)
            return nil
        }
        return number
    }

    /// `alt` of jekyll-seo-tag's `image: {path: …, alt: …}`.
    mutating func imageAlt(_ entry: YAMLEntry) -> String? {
        guard let alt = entry.value.entry(forKey: "alt") else { return nil }
        return string(alt)
    }

    /// `url` of `author: {name: …, url: …}`: an absolute http(s) URL or a path on the site (`/about/`).
    mutating func authorURL(_ entry: YAMLEntry) -> String? {
        guard let url = entry.value.entry(forKey: "url"), let text = string(url) else { return nil }
        return checkedWebAddress(text, key: "author's url", at: url.value.location)
    }

    /// `text` when it is an absolute http or https URL, or a path from the site root; else nil, with an error.
    mutating func checkedWebAddress(_ text: String, key: String, at location: SourceLocation) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("/"), !trimmed.hasPrefix("//") { return trimmed }
        if let url = URLComponents(string: trimmed), let scheme = url.scheme?.lowercased(),
           ["http", "https"].contains(scheme), url.host?.isEmpty == false {
            return trimmed
        }
        error("\(key) '\(text)' must be an absolute http or https URL, or a path from the site's root such as "
              + "/about/", at: location)
        return nil
    }
}
