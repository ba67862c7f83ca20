import SourceDiagnostics

/// What front matter's `robots` may tell search engines about a page, as the robots meta tag writes it:
/// `robots: noindex` or `robots: [noindex, nofollow]`. A page that says `noindex` (or `none`) is also left out of
/// the sitemap, the feeds and the search index.
public enum RobotsDirective {
    /// The directives Google, Bing and the robots meta tag's other readers know, without a value.
    public static let names = ["noindex", "nofollow", "none", "noarchive", "nosnippet", "noimageindex",
                               "notranslate", "indexifembedded", "index", "follow", "all"]
    /// The directives that take a value after a colon (`max-snippet:50`).
    public static let namesWithValues = ["max-snippet", "max-image-preview", "max-video-preview",
                                         "unavailable_after"]

    /// True when `directives` keep the page out of search engines' indexes: `noindex` or `none`.
    public static func excludesFromIndex(_ directives: [String]) -> Bool {
        directives.contains("noindex") || directives.contains("none")
    }

    /// Why `directive` (lowercase, trimmed) is not one, or nil when it is.
    static func problem(with directive: String) -> String? {
        if names.contains(directive) { return nil }
        if let colon = directive.firstIndex(of: ":") {
            let name = String(directive[..<colon])
            if namesWithValues.contains(name), directive.index(after: colon) != directive.endIndex { return nil }
        }
        let known = names + namesWithValues
        let hint = Suggestion.closest(to: directive, in: known).map { " (did you mean '\($0)'?)" }
            ?? "; use noindex, nofollow, none, noarchive, nosnippet or the like"
        return "unknown robots directive '\(directive)'\(hint)"
    }
}
