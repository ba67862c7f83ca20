/// A link `folio check` leaves alone, as `check: exclude:` writes it, in one of three forms:
///
/// - a URL, `https://twitter.com/`: that URL and every URL that starts with it;
/// - a host name, `linkedin.com`, perhaps with a path, `example.com/private/`: any link to that host or a host
///   under it (`www.linkedin.com`), by http or https, whose path starts with the path given;
/// - a pattern with `*`, `https://*.example.org/*/edit`: the whole URL, each `*` standing for any run of characters.
///
/// Letters are compared without regard to case.
public struct LinkPattern: Sendable, Hashable {
    /// As written.
    public let text: String
    private let form: Form

    private enum Form: Hashable {
        case prefix(String)
        case host(String, path: String)
        case wildcard([String])
    }

    /// The pattern `text` is, or why it is none.
    public static func make(_ text: String) -> Result<LinkPattern, Problem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.isEmpty { return .failure(Problem(message: "an exclusion must not be empty")) }
        if trimmed.contains(where: \.isWhitespace) {
            return .failure(Problem(message: "'\(text)' holds a space; a URL has none (write %20)"))
        }
        if trimmed.contains("*") {
            let parts = trimmed.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
            return .success(LinkPattern(text: text, form: .wildcard(parts)))
        }
        if trimmed.hasPrefix("http://") || trimmed.hasPrefix("https://") {
            return .success(LinkPattern(text: text, form: .prefix(trimmed)))
        }
        if trimmed.contains("://") {
            return .failure(Problem(message: "'\(text)' is not an http or https address; only those are checked"))
        }
        let slash = trimmed.firstIndex(of: "/") ?? trimmed.endIndex
        let host = String(trimmed[..<slash])
        let isName = !host.isEmpty && host.allSatisfy { $0.isLetter || $0.isNumber || "-.:[]".contains($0) }
        guard isName, !host.hasPrefix("."), !host.hasSuffix(".") else {
            return .failure(Problem(message: "'\(text)' is neither a URL (https://example.com/path), a host name "
                                    + "(example.com) nor a pattern with * (https://example.com/*/edit)"))
        }
        return .success(LinkPattern(text: text, form: .host(host, path: String(trimmed[slash...]))))
    }

    /// Why a text is not a pattern.
    public struct Problem: Error, Sendable {
        /// What is wrong, and how to write it.
        public var message: String
    }

    /// True when `url` (absolute, as the link is written) is one this pattern leaves alone.
    public func matches(_ url: String) -> Bool {
        let url = url.lowercased()
        switch form {
        case .prefix(let prefix):
            return url.hasPrefix(prefix)
        case .host(let host, let path):
            guard let schemeEnd = url.range(of: "://") else { return false }
            let rest = url[schemeEnd.upperBound...]
            let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            let name = authority.split(separator: "@").last.map { part in
                part.hasPrefix("[") ? Substring(part.prefix { $0 != "]" } + "]") : part.prefix { $0 != ":" }
            } ?? ""
            guard name == host || name.hasSuffix("." + host) else { return false }
            let urlPath = rest.dropFirst(authority.count)
            return path.isEmpty || (urlPath.isEmpty ? "/" : urlPath).hasPrefix(path)
        case .wildcard(let parts):
            return Self.matches(url[...], parts[...])
        }
    }

    /// True when `text` is `parts` joined by runs of any characters: it starts with the first part, ends with the
    /// last, and holds the others in order between them.
    private static func matches(_ text: Substring, _ parts: ArraySlice<String>) -> Bool {
        guard let first = parts.first, text.hasPrefix(first) else { return false }
        let rest = text.dropFirst(first.count)
        let others = parts.dropFirst()
        guard !others.isEmpty else { return rest.isEmpty }
        var start = rest.startIndex
        while true {
            if matches(rest[start...], others) { return true }
            guard start < rest.endIndex else { return false }
            start = rest.index(after: start)
        }
    }
}
