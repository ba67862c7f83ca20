import SourceDiagnostics

/// Reads a mapping's entries one key at a time and collects everything wrong with them, each at its place.
///
/// Config and front matter walk `entries` with a `switch` over the keys they know; the typed reads here
/// report a wrong type at the value and return nil. A null value (`key:` or `key: ~`) reads as absent.
public struct MappingReader {
    /// The file the mapping comes from, for diagnostics.
    public let path: String
    /// The mapping's entries, in file order.
    public let entries: [YAMLEntry]
    /// What reading the entries found, in order.
    public private(set) var diagnostics: [Diagnostic] = []

    /// - Parameter name: what the mapping is, for the error when it is not one (`folio.yml`, `front matter`).
    public init(_ root: YAMLValue, path: String, name: String) {
        self.path = path
        switch root {
        case .mapping(let entries, _):
            self.entries = entries
        case .null:
            self.entries = []
        default:
            self.entries = []
            error("\(name) must be a mapping of keys to values, found \(Self.describe(root))", at: root.location)
        }
    }

    /// True when a problem found so far is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Records an error at `location` of `path`.
    public mutating func error(_ message: String, at location: SourceLocation?) {
        diagnostics.append(.error(message, path: path, at: location))
    }

    /// Records a warning at `location` of `path`.
    public mutating func warning(_ message: String, at location: SourceLocation?) {
        diagnostics.append(.warning(message, path: path, at: location))
    }

    /// Any scalar as text; an error for a list or a mapping.
    public mutating func string(_ entry: YAMLEntry) -> String? {
        if entry.value.isNull { return nil }
        guard let text = entry.value.string else { return mismatch(entry, expected: "a string") }
        return text
    }

    /// `true` or `false`; an error for anything else, quoted `"true"` included.
    public mutating func bool(_ entry: YAMLEntry) -> Bool? {
        if entry.value.isNull { return nil }
        guard let flag = entry.value.bool else { return mismatch(entry, expected: "true or false") }
        return flag
    }

    /// A whole number greater than zero.
    public mutating func positiveInt(_ entry: YAMLEntry) -> Int? {
        if entry.value.isNull { return nil }
        guard let number = entry.value.int, number > 0 else {
            return mismatch(entry, expected: "a whole number greater than 0")
        }
        return number
    }

    /// The entries of a nested mapping.
    public mutating func mapping(_ entry: YAMLEntry) -> [YAMLEntry]? {
        if entry.value.isNull { return nil }
        guard let entries = entry.value.entries else { return mismatch(entry, expected: "a mapping") }
        return entries
    }

    /// `unknown key 'titel' (did you mean 'title'?)`, a warning at the key.
    public mutating func warnUnknown(_ entry: YAMLEntry, known: [String]) {
        let hint = Suggestion.closest(to: entry.key, in: known).map { " (did you mean '\($0)'?)" } ?? ""
        warning(Self.unknownKeyPrefix + "\(entry.key)'\(hint)", at: entry.keyLocation)
    }

    private static let unknownKeyPrefix = "unknown key '"

    /// The key a warning of `warnUnknown` names (`titel`), or nil for any other diagnostic.
    public static func unknownKey(in diagnostic: Diagnostic) -> Substring? {
        guard diagnostic.severity == .warning, diagnostic.message.hasPrefix(unknownKeyPrefix) else { return nil }
        return diagnostic.message.dropFirst(unknownKeyPrefix.count).prefix { $0 != "'" }
    }

    private mutating func mismatch<T>(_ entry: YAMLEntry, expected: String) -> T? {
        error("'\(entry.key)' must be \(expected), found \(Self.describe(entry.value))", at: entry.value.location)
        return nil
    }

    /// `'yes'`, `the quoted string "true"`, `a list`, …
    public static func describe(_ value: YAMLValue) -> String {
        guard case .scalar(let scalar) = value else { return value.kindDescription }
        return scalar.isPlain ? "'\(scalar.text)'" : "the quoted string \"\(scalar.text)\""
    }
}
