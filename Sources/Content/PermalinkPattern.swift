import Foundation
import SourceDiagnostics

/// Where a post is published, such as `/:year/:month/:slug/` (the default), `/blog/:title/` or
/// `/:categories/:year/:month/:day/:title.html`: the patterns Jekyll and Hugo sites use.
///
/// Tokens: `:year` (4 digits), `:short_year` (2), `:month`, `:day`, `:hour`, `:minute`, `:second` (2 digits),
/// `:i_month`, `:i_day` (without a leading zero), read in the site's time zone; `:slug` and its synonym `:title`;
/// `:categories`, the post's categories as folders (`/swift/news/`; nothing when it has none). A pattern starts
/// with `/`, ends with `/` (the page is that folder's `index.html`) or `.html` (the page is that file), holds
/// `:slug` or `:title` (for `folio.yml`'s pattern), and otherwise uses letters, digits, `-`, `_`, `.`, `~`, `/`.
public struct PermalinkPattern: Sendable, Hashable, CustomStringConvertible {
    /// Why a pattern was refused, for a diagnostic at the value's place.
    public struct Problem: Error, Hashable, Sendable {
        /// What is wrong, for the user: `permalink '/:year/' must contain :slug, …`.
        public var message: String
    }

    /// The tokens a pattern may use, without their colon.
    public static let tokens = ["year", "short_year", "month", "i_month", "day", "i_day", "hour", "minute", "second",
                                "slug", "title", "categories"]
    /// `/:year/:month/:slug/`.
    public static let postDefault = PermalinkPattern(checked: "/:year/:month/:slug/")

    /// The pattern as written in `folio.yml`.
    public let pattern: String
    /// The pattern's literal text and tokens, read once.
    private let pieces: [Piece]

    private struct Piece: Sendable, Hashable {
        var text: String
        var isToken: Bool
    }

    /// Checks a pattern; throws a `Problem` that says what is wrong with it. `requiringSlug` is false for one
    /// page's own `permalink`, which may be a fixed address.
    public init(_ pattern: String, requiringSlug: Bool = true) throws(Problem) {
        if let message = Self.problem(with: pattern, requiringSlug: requiringSlug) { throw Problem(message: message) }
        self.init(checked: pattern)
    }

    private init(checked pattern: String) {
        self.pattern = pattern
        pieces = Self.pieces(of: pattern).map { Piece(text: $0.text, isToken: $0.isToken) }
    }

    public static func == (a: PermalinkPattern, b: PermalinkPattern) -> Bool { a.pattern == b.pattern }

    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    /// The pattern as written.
    public var description: String { pattern }

    /// True when the pattern uses the date, which a page has only when its front matter gives one.
    public var usesDate: Bool {
        pieces.contains { $0.isToken && !["slug", "title", "categories"].contains($0.text) }
    }

    /// The URL path of a post: `/2024/05/hello/` for `/:year/:month/:slug/`, `/2024/05/01/hello.html` for
    /// `/:year/:month/:day/:slug.html`. Not percent-encoded: the slug may hold letters of any script.
    public func path(slug: String, date: Date, in timeZone: TimeZone, categories: [String] = []) -> String {
        let time = CivilTime(date, in: timeZone)
        let pad = CivilTime.padded
        var path = ""
        for piece in pieces {
            guard piece.isToken else { path += piece.text; continue }
            let value = switch piece.text {
            case "year": pad(time.year, 4)
            case "short_year": pad(time.year % 100, 2)
            case "month": pad(time.month, 2)
            case "i_month": String(time.month)
            case "day": pad(time.day, 2)
            case "i_day": String(time.day)
            case "hour": pad(time.hour, 2)
            case "minute": pad(time.minute, 2)
            case "second": pad(time.second, 2)
            case "slug", "title": slug
            case "categories": categories.map(Slug.ofTag).filter { !$0.isEmpty }.joined(separator: "/")
            default: ""
            }
            path += value
        }
        // No categories: no folder.
        var previous: UInt8 = 0
        guard path.utf8.contains(where: { byte in
            defer { previous = byte }
            return byte == UInt8(ascii: "/") && previous == byte
        }) else { return path }
        while path.contains("//") { path = path.replacing("//", with: "/") }
        return path
    }

    private static func problem(with pattern: String, requiringSlug: Bool) -> String? {
        guard pattern.hasPrefix("/"), pattern.hasSuffix("/") || pattern.hasSuffix(".html") else {
            return "permalink '\(pattern)' must start with '/' and end with '/' (a folder) or '.html' (a file)"
        }
        let pieces = pieces(of: pattern)
        for piece in pieces where piece.isToken && !tokens.contains(piece.text) {
            let hint = Suggestion.closest(to: piece.text, in: tokens).map { " (did you mean ':\($0)'?)" } ?? ""
            return "unknown permalink token ':\(piece.text)'\(hint); use "
                + tokens.dropLast().map { ":" + $0 }.joined(separator: ", ") + " or :categories"
        }
        if requiringSlug, !pieces.contains(where: { $0.isToken && ($0.text == "slug" || $0.text == "title") }) {
            return "permalink '\(pattern)' must contain :slug, so that every post gets its own address"
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./~")
        for piece in pieces where !piece.isToken {
            if let bad = piece.text.first(where: { !allowed.contains($0) }) {
                return "permalink '\(pattern)' may not contain '\(bad)'"
            }
        }
        if pattern.contains("//") || pattern.split(separator: "/").contains(where: { $0 == "." || $0 == ".." }) {
            return "permalink '\(pattern)' may not contain empty, '.' or '..' segments"
        }
        return nil
    }

    /// The tokens, longest first, so that `:short_year` is not read as an unknown `:short`.
    private static let tokensByLength = tokens.sorted { $0.count > $1.count }

    /// Splits `/:year/:slug/` into literal text and tokens: a `:` and the longest token name after it, or, when no
    /// name fits, the letters and `_` after it (an unknown token).
    private static func pieces(of pattern: String) -> [(text: String, isToken: Bool)] {
        var pieces: [(text: String, isToken: Bool)] = []
        var rest = Substring(pattern)
        while let colon = rest.firstIndex(of: ":") {
            if colon > rest.startIndex { pieces.append((String(rest[..<colon]), false)) }
            let after = rest[rest.index(after: colon)...]
            let name = tokensByLength.first { after.hasPrefix($0) }.map { after.prefix($0.count) }
                ?? after.prefix { $0.isASCII && ($0.isLowercase || $0 == "_") }
            pieces.append((String(name), true))
            rest = after[name.endIndex...]
        }
        if !rest.isEmpty { pieces.append((String(rest), false)) }
        return pieces
    }
}
