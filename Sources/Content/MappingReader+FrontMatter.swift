import Foundation
import SourceDiagnostics
import YAML

/// The checks for front matter values that need more than a type: each reports at the value.
extension MappingReader {
    mutating func date(_ entry: YAMLEntry, in timeZone: TimeZone) -> Date? {
        guard let text = string(entry) else { return nil }
        if let date = PostDate.parse(text, in: timeZone) { return date }
        error("'\(entry.key)' must be a date such as 2024-05-01, 2024-05-01 09:30 or 2024-05-01T09:30:00+02:00, "
              + "found '\(text)'", at: entry.value.location)
        return nil
    }

    mutating func slug(_ entry: YAMLEntry) -> String? {
        guard let text = string(entry) else { return nil }
        if Slug.isValid(text) { return text }
        error("slug '\(text)' may only contain letters, digits, '-', '_', '.' and '~' (and may not start with '.')",
              at: entry.value.location)
        return nil
    }

    /// A list of strings or one string, split at commas when it has any and, when `splitting`, at spaces
    /// otherwise (Jekyll's `tags: swift linux`); each tag trimmed; empty tags are errors, repeats warnings.
    mutating func tags(_ entry: YAMLEntry, splitting: Bool) -> [String] {
        var found: [(tag: String, location: SourceLocation)] = []
        switch entry.value {
        case .null:
            return []
        case .scalar(let scalar):
            let text = scalar.text
            let parts = text.contains(",") ? text.split(separator: ",", omittingEmptySubsequences: false)
                : splitting ? text.split(whereSeparator: \.isWhitespace) : [Substring(text)]
            found = parts.map { (String($0), scalar.location) }
            if found.isEmpty { found = [("", scalar.location)] }
        case .sequence(let items, _):
            for item in items {
                if item.isNull {
                    found.append(("", item.location))
                } else if let text = item.string {
                    found.append((text, item.location))
                } else {
                    error("each tag must be a string, found \(Self.describe(item))", at: item.location)
                }
            }
        case .mapping:
            error("'\(entry.key)' must be a list or a comma-separated string, found a mapping",
                  at: entry.value.location)
        }
        var tags: [String] = []
        for (raw, location) in found {
            let tag = raw.isTrimmed ? raw : raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if tag.isEmpty {
                error("empty tag in '\(entry.key)'", at: location)
            } else if tags.contains(tag) {
                warning("tag '\(tag)' is listed twice", at: location)
            } else {
                tags.append(tag)
            }
        }
        return tags
    }

    /// A string, or jekyll-seo-tag's mapping with `path`, or (Hugo's `images`) a list whose first item is taken.
    mutating func image(_ entry: YAMLEntry) -> String? {
        switch entry.value {
        case .sequence(let items, _):
            guard let first = items.first else { return nil }
            return image(YAMLEntry(key: entry.key, at: entry.keyLocation, value: first))
        case .mapping:
            guard let path = entry.value.entry(forKey: "path") ?? entry.value.entry(forKey: "url") else {
                error("'\(entry.key)' must be a path or URL, or a mapping with 'path'", at: entry.value.location)
                return nil
            }
            return string(path)
        default:
            return string(entry)
        }
    }

    /// A name, a mapping with `name` (Jekyll themes' author objects), or a list of either, joined with commas.
    mutating func author(_ entry: YAMLEntry) -> String? {
        switch entry.value {
        case .sequence(let items, _):
            let names = items.compactMap { author(YAMLEntry(key: entry.key, at: entry.keyLocation, value: $0)) }
            return names.isEmpty ? nil : names.joined(separator: ", ")
        case .mapping:
            guard let name = entry.value.entry(forKey: "name") else {
                error("'\(entry.key)' must be a name, or a mapping with 'name'", at: entry.value.location)
                return nil
            }
            return string(name)
        default:
            return string(entry)
        }
    }

    /// An address that may use the permalink tokens; one ending in neither `/` nor `.html` is a folder.
    mutating func permalink(_ entry: YAMLEntry) -> PermalinkPattern? {
        guard let text = string(entry)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        var pattern = text.hasPrefix("/") ? text : "/" + text
        if !pattern.hasSuffix("/"), !pattern.hasSuffix(".html") { pattern += "/" }
        do {
            return try PermalinkPattern(pattern, requiringSlug: false)
        } catch {
            self.error(error.message, at: entry.value.location)
            return nil
        }
    }

    /// Old addresses, one string or a list: paths from the site's root (`/old/address/`), or, in `aliases`,
    /// relative to the page's folder as in Hugo (`old-name`); a `redirect_from` path is from the root, as in Jekyll.
    mutating func aliases(_ entry: YAMLEntry) -> [String] {
        let items: [YAMLValue] = switch entry.value {
        case .null: []
        case .sequence(let items, _): items
        default: [entry.value]
        }
        var aliases: [String] = []
        for item in items {
            guard let text = item.string?.trimmingCharacters(in: .whitespaces) else {
                error("each of '\(entry.key)' must be a path such as /old/address/, found \(Self.describe(item))",
                      at: item.location)
                continue
            }
            if let problem = RedirectAddress.problem(with: text) {
                error("'\(entry.key)': \(problem)", at: item.location)
            } else {
                aliases.append(entry.key == "redirect_from" && !text.hasPrefix("/") ? "/" + text : text)
            }
        }
        return aliases
    }

    /// The separator; nil for white space only (Jekyll's default, `"\n\n"`, is folio's: the first paragraph).
    mutating func excerptSeparator(_ entry: YAMLEntry) -> String? {
        guard let text = string(entry), !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }
}

extension String {
    /// True when the text neither starts nor ends with a space or a line break: its first and last bytes are
    /// ASCII letters, digits or marks (most tags), which trimming would leave as they are.
    fileprivate var isTrimmed: Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        return (0x21..<0x7F).contains(first) && (0x21..<0x7F).contains(last)
    }
}
