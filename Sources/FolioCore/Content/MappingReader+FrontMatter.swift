import Foundation

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
        error("slug '\(text)' may only contain lowercase letters a-z, digits and '-' (not at either end)",
              at: entry.value.location)
        return nil
    }

    /// A list of strings or one comma-separated string; each tag trimmed; empty tags are errors, repeats warnings.
    mutating func tags(_ entry: YAMLEntry) -> [String] {
        var found: [(tag: String, location: SourceLocation)] = []
        switch entry.value {
        case .null:
            return []
        case .scalar(let scalar):
            let parts = scalar.text.split(separator: ",", omittingEmptySubsequences: false)
            found = parts.map { (String($0), scalar.location) }
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
            error("'tags' must be a list or a comma-separated string, found a mapping", at: entry.value.location)
        }
        var tags: [String] = []
        for (raw, location) in found {
            let tag = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if tag.isEmpty {
                error("empty tag in 'tags'", at: location)
            } else if tags.contains(tag) {
                warning("tag '\(tag)' is listed twice", at: location)
            } else {
                tags.append(tag)
            }
        }
        return tags
    }
}
