import Foundation
import SourceDiagnostics
import Mustache
import YAML

/// The words a theme shows, in the site's language: from the theme's `words.yml` (a mapping of language to word
/// to text), the site's own `templates/words.yml`, and folio.yml's `words:`, each over the one before.
///
/// A word for `pt-BR` is the theme's `pt-BR` one, else its `pt` one, else its English one, so a theme that lacks a
/// word in a language still shows something. A word may hold Mustache variables (`Page {{current}} of {{total}}`):
/// templates show it as the partial `words/NAME` in the context that has them, and folio's own phrases (a tag
/// page's title, a redirect page's text) fill them in as plain text.
public struct ThemeWords: Sendable, Hashable {
    /// Language → word → text, as one `words.yml` holds them.
    typealias Table = [String: [String: String]]

    /// The language the words are in: the site's `language`.
    public private(set) var language: String
    /// Each word's text, by name.
    public private(set) var words: [String: String]
    /// The date format for the site's language, from the theme's table for that language only (never English's):
    /// an ICU pattern such as `d MMMM y`; nil to take the language's own from the locale data.
    public private(set) var dateFormat: String?

    /// The word named `name`, or the name itself where no layer has it (a template's typo shows on the page).
    public subscript(name: String) -> String { words[name] ?? name }

    /// The word named `name` with its `{{variable}}`s replaced by `values`, as plain text (not HTML).
    public func phrase(_ name: String, _ values: [String: String] = [:]) -> String {
        var text = self[name]
        for (key, value) in values { text = text.replacingOccurrences(of: "{{\(key)}}", with: value) }
        return text
    }

    /// The words as templates see them: `words.archive`.
    public var templateValue: TemplateValue { .map(words.mapValues { .string($0) }) }

    /// The words for `language` from `tables`, lowest layer first, and the site's `overrides` (folio.yml's
    /// `words:`); an override that names no word of any table is a warning at its place in `locations`.
    static func resolve(language: String, tables: [Table], overrides: [String: String],
                        locations: [String: SourceLocation]) -> Checked<ThemeWords> {
        var merged: Table = [:]
        for table in tables {
            for (tag, words) in table { merged[tag.lowercased(), default: [:]].merge(words) { _, upper in upper } }
        }
        let wanted = language.lowercased()
        let base = String(wanted.prefix { $0 != "-" && $0 != "_" })
        let chain = [wanted, base, "en"].reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var words: [String: String] = [:]
        for tag in chain.reversed() { words.merge(merged[tag] ?? [:]) { _, nearer in nearer } }
        // A date format is the language's own or the locale data's, never another language's.
        let dateFormat = [wanted, base].lazy.compactMap { merged[$0]?["date_format"] }.first
        words["date_format"] = nil
        var warnings: [Diagnostic] = []
        let known = Set(merged.values.flatMap(\.keys))
        for (name, text) in overrides.sorted(by: { $0.key < $1.key }) {
            guard known.contains(name) else {
                let hint = Suggestion.closest(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
                warnings.append(.warning("the theme has no word '\(name)'\(hint)", path: "folio.yml",
                                         at: locations["words." + name]))
                continue
            }
            if name == "date_format" { continue }
            words[name] = text
        }
        let dates = overrides["date_format"] ?? dateFormat
        return Checked(ThemeWords(language: language, words: words, dateFormat: dates), warnings: warnings)
    }

    /// A `words.yml` read into a table. Its problems (not a mapping of languages to mappings of words, a word
    /// that is not text, or one that is not a Mustache template) are thrown at their places.
    static func table(reading text: String, path: String) throws(Diagnostics) -> Table {
        var reader = MappingReader(try YAMLReader.read(text, path: path), path: path, name: "words.yml")
        var table: Table = [:]
        for language in reader.entries {
            guard let words = reader.mapping(language) else { continue }
            for word in words {
                guard let text = reader.string(word) else { continue }
                do {
                    _ = try Template(parsing: text, name: "words/" + word.key, path: path)
                    table[language.key, default: [:]][word.key] = text
                } catch {
                    reader.error("word '\(word.key)': " + error.all.map(\.message).joined(separator: "; "),
                                 at: word.value.location)
                }
            }
        }
        if reader.hasErrors { throw Diagnostics(reader.diagnostics) }
        return table
    }
}
