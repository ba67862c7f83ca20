import SourceDiagnostics

/// A code block's language that folio has no lexer for: the block is plain, as on GitHub, and the build says so
/// once (`unknownLanguageWarning`).
public struct UnknownLanguage: Sendable, Hashable {
    /// The language as the fence names it.
    public var name: String
    /// The first block in it, in its page.
    public var location: SourceLocation

    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// Adds the language to a page's list unless it is there already, in any case.
    public static func record(_ name: String, at location: SourceLocation, in list: inout [UnknownLanguage]) {
        let folded = name.lowercased()
        guard !list.contains(where: { $0.name.lowercased() == folded }) else { return }
        list.append(UnknownLanguage(name: name, location: location))
    }
}

/// One warning for a whole build (or `folio render`) naming each language that folio showed plain because it has
/// no lexer for it, once, with its first place; nil when there is none. `pages` are in path order.
public func unknownLanguageWarning(_ pages: [(path: String, languages: [UnknownLanguage])]) -> Diagnostic? {
    var seen: Set<String> = []
    var firsts: [(path: String, language: UnknownLanguage)] = []
    for page in pages {
        for language in page.languages where seen.insert(language.name.lowercased()).inserted {
            firsts.append((page.path, language))
        }
    }
    guard let first = firsts.first else { return nil }
    let named = firsts.map { path, language in
        let place = path == first.path && language.location == first.language.location ? "here"
            : "\(path):\(language.location.line):\(language.location.column)"
        // Language names are short and many: only a near miss (`swfit`, `pyhton`) is worth a suggestion.
        let name = language.name.lowercased()
        let hint = Suggestion.closest(to: name, in: Languages.names, within: max(1, name.count / 4))
            .map { ", did you mean '\($0)'?" }
        return "'\(language.name)' (\(place)\(hint ?? ""))"
    }
    let count = firsts.count == 1 ? "a language" : "\(firsts.count) languages"
    return .warning("code in \(count) folio cannot highlight, shown plain: " + named.joined(separator: ", "),
                    path: first.path, at: first.language.location)
}
