import Foundation
import SourceDiagnostics
import YAML
import Markdown

/// The checks for `folio.yml` values that need more than a type: each reports at the value and returns nil.
extension MappingReader {
    /// An absolute http(s) URL without query or fragment, returned without its trailing slashes.
    mutating func checkBaseURL(_ entry: YAMLEntry) -> String? {
        guard let text = string(entry) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return nil }  // reported as empty by the caller
        guard let url = URLComponents(string: trimmed), let scheme = url.scheme?.lowercased(),
              ["http", "https"].contains(scheme), let host = url.host, !host.isEmpty,
              url.query == nil, url.fragment == nil, url.user == nil
        else {
            error("base_url '\(text)' must be an absolute http or https URL such as 'https://example.com'",
                  at: entry.value.location)
            return nil
        }
        var normalized = Substring(trimmed)
        while normalized.hasSuffix("/") { normalized = normalized.dropLast() }
        return String(normalized)
    }

    /// A language tag such as `en`, `de` or `pt-BR`.
    mutating func checkLanguage(_ entry: YAMLEntry) -> String? {
        guard let text = string(entry) else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let isLetters = { (part: Substring) in part.allSatisfy { $0.isASCII && $0.isLetter } }
        let first = parts[0]
        guard (2...3).contains(first.count), isLetters(first),
              parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && $0.allSatisfy(\.isASCII)
                  && $0.allSatisfy { $0.isLetter || $0.isNumber } })
        else {
            error("language '\(text)' must be a language tag such as 'en' or 'pt-BR'", at: entry.value.location)
            return nil
        }
        return text
    }

    /// An IANA time zone name that Foundation knows, such as `Europe/Berlin` or `UTC`.
    mutating func checkTimeZone(_ entry: YAMLEntry) -> TimeZone? {
        guard let name = string(entry) else { return nil }
        if let zone = TimeZone(identifier: name) { return zone }
        let hint = Suggestion.closest(to: name, in: TimeZone.knownTimeZoneIdentifiers)
            .map { " (did you mean '\($0)'?)" } ?? "; use an IANA name such as 'Europe/Berlin' or 'UTC'"
        error("unknown time zone '\(name)'\(hint)", at: entry.value.location)
        return nil
    }

    mutating func checkPermalink(_ entry: YAMLEntry) -> PermalinkPattern? {
        guard let text = string(entry) else { return nil }
        do {
            return try PermalinkPattern(text)
        } catch {
            self.error(error.message, at: entry.value.location)
            return nil
        }
    }

    /// Words checked by `ImageLayoutVocabulary.problem`: a bad word is reported at its key, bad CSS at its value.
    mutating func checkImageLayouts(_ entry: YAMLEntry) -> [String: String] {
        var layouts: [String: String] = [:]
        for layout in mapping(entry) ?? [] {
            guard let css = string(layout) else { continue }
            if let problem = ImageLayoutVocabulary.problem(withWord: layout.key, css: "") {
                error(problem, at: layout.keyLocation)
            } else if css.allSatisfy(\.isWhitespace) {
                error("CSS for image layout '\(layout.key)' is empty", at: layout.value.location)
            } else if let problem = ImageLayoutVocabulary.problem(withWord: layout.key, css: css) {
                error(problem, at: layout.value.location)
            } else {
                layouts[layout.key] = css
            }
        }
        return layouts
    }

    /// A folder name that is not the site folder, one of its parents, or inside `content/`.
    mutating func checkOutput(_ entry: YAMLEntry, root: URL) -> String? {
        guard let text = string(entry) else { return nil }
        let rootParts = root.standardizedFileURL.pathComponents
        let output = text.hasPrefix("/") ? URL(filePath: text) : root.appending(path: text)
        let outputParts = output.standardizedFileURL.pathComponents
        let isRootOrParent = rootParts.starts(with: outputParts)
        let isInContent = outputParts.starts(with: rootParts + ["content"])
        guard !text.isEmpty, !isRootOrParent, !isInContent else {
            error("output '\(text)' must be a folder of its own, not the site folder, a parent or inside content/",
                  at: entry.value.location)
            return nil
        }
        return text
    }

    /// A theme folder of the site, `themes/NAME` (where builds and the preview look for changes): not absolute, not
    /// climbing out with `..`.
    mutating func checkThemeFolder(_ entry: YAMLEntry) -> String? {
        guard let text = string(entry) else { return nil }
        var path = Substring(text.trimmingCharacters(in: .whitespaces))
        while path.hasSuffix("/") { path = path.dropLast() }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "themes", !parts.contains(where: { $0 == ".." || $0.isEmpty }) else {
            error("theme '\(text)' must be a folder in the site's themes/, such as 'themes/NAME'",
                  at: entry.value.location)
            return nil
        }
        return String(path)
    }

    /// A list of front matter keys (or one key), each a non-empty string.
    mutating func keyList(_ entry: YAMLEntry) -> Set<String> {
        let items: [YAMLValue] = entry.value.array ?? (entry.value.isNull ? [] : [entry.value])
        var keys: Set<String> = []
        for item in items {
            guard let key = item.string, !key.trimmingCharacters(in: .whitespaces).isEmpty else {
                error("each of '\(entry.key)' must be a front matter key, found \(Self.describe(item))",
                      at: item.location)
                continue
            }
            keys.insert(key)
        }
        return keys
    }

    mutating func checkBrokenLinks(_ entry: YAMLEntry) -> BrokenLinkPolicy? {
        guard let text = string(entry) else { return nil }
        if let policy = BrokenLinkPolicy(rawValue: text) { return policy }
        error("broken_links must be 'error' or 'warn', found '\(text)'", at: entry.value.location)
        return nil
    }

    mutating func checkRedirects(_ entry: YAMLEntry) -> RedirectStyle? {
        guard let text = string(entry) else { return nil }
        if let style = RedirectStyle(rawValue: text) { return style }
        error("redirects must be 'pages', 'netlify' or 'cloudflare', found '\(text)'", at: entry.value.location)
        return nil
    }
}
