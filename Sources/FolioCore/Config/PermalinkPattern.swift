import Foundation

/// Where a post is published, such as `/:year/:month/:slug/` (the default).
///
/// Tokens: `:year` (4 digits), `:month` and `:day` (2 digits), read in the site's time zone, and `:slug`.
/// A pattern starts and ends with `/`, holds `:slug`, and otherwise uses letters, digits, `-`, `_`, `.`, `/`.
public struct PermalinkPattern: Sendable, Hashable, CustomStringConvertible {
    /// Why a pattern was refused, for a diagnostic at the value's place.
    public struct Problem: Error, Hashable, Sendable {
        /// What is wrong, for the user: `permalink '/:year/' must contain :slug, …`.
        public var message: String
    }

    /// The tokens a pattern may use, without their colon.
    public static let tokens = ["year", "month", "day", "slug"]
    /// `/:year/:month/:slug/`.
    public static let postDefault = PermalinkPattern(checked: "/:year/:month/:slug/")

    /// The pattern as written in `folio.yml`.
    public let pattern: String

    /// Checks a pattern; throws a `Problem` that says what is wrong with it.
    public init(_ pattern: String) throws(Problem) {
        if let message = Self.problem(with: pattern) { throw Problem(message: message) }
        self.pattern = pattern
    }

    private init(checked pattern: String) {
        self.pattern = pattern
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// The URL path of a post: `/2024/05/hello/` for `/:year/:month/:slug/`.
    public func path(slug: String, date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        let values = [
            "year": String(format: "%04d", day.year ?? 0), "month": String(format: "%02d", day.month ?? 0),
            "day": String(format: "%02d", day.day ?? 0), "slug": slug,
        ]
        return Self.pieces(of: pattern).map { piece in
            piece.isToken ? values[piece.text] ?? "" : piece.text
        }.joined()
    }

    private static func problem(with pattern: String) -> String? {
        guard pattern.hasPrefix("/"), pattern.hasSuffix("/") else {
            return "permalink '\(pattern)' must start and end with '/'"
        }
        let pieces = pieces(of: pattern)
        for piece in pieces where piece.isToken && !tokens.contains(piece.text) {
            let hint = Suggestion.closest(to: piece.text, in: tokens).map { " (did you mean ':\($0)'?)" } ?? ""
            return "unknown permalink token ':\(piece.text)'\(hint); use :year, :month, :day or :slug"
        }
        if !pieces.contains(where: { $0.isToken && $0.text == "slug" }) {
            return "permalink '\(pattern)' must contain :slug, so that every post gets its own address"
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./")
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

    /// Splits `/:year/:slug/` into literal text and tokens (a `:` and the lowercase letters after it).
    private static func pieces(of pattern: String) -> [(text: String, isToken: Bool)] {
        var pieces: [(text: String, isToken: Bool)] = []
        var rest = Substring(pattern)
        while let colon = rest.firstIndex(of: ":") {
            if colon > rest.startIndex { pieces.append((String(rest[..<colon]), false)) }
            let name = rest[rest.index(after: colon)...].prefix { $0.isASCII && $0.isLowercase }
            pieces.append((String(name), true))
            rest = rest[name.endIndex...]
        }
        if !rest.isEmpty { pieces.append((String(rest), false)) }
        return pieces
    }
}
