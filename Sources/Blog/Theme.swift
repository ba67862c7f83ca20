import Foundation
import SourceDiagnostics
import Fingerprints
import Mustache
import Content

/// The theme a site is built with, loaded once at the start of a build: folio's built-in theme, under the theme
/// folder folio.yml names (`theme: themes/NAME`), under the site's own `templates/`, each file of a layer taking the
/// place of the same file below it, as Hugo's lookup order and Zola's theme overrides work. So a site holds only
/// what it changes, and gets what later versions of folio add to the built-in theme.
///
/// Stylesheets follow each other instead: the site's `style.css` comes after the theme's, unless its first line
/// says `folio: replace`. A layer with every page template (`requiredTemplates`) is a whole theme of its own, as a
/// site made by an earlier `folio init` is: the layers under it lend it only their words.
public struct Theme: Sendable {
    var templates: TemplateLibrary
    /// The stylesheet the layers make, to which the image-layout rules are added.
    public var stylesheet: String
    /// The colours of highlighted code, when a layer has its own `highlight.css`.
    public var codeColors: String?
    /// The words pages show, in the site's language.
    public var words: ThemeWords {
        didSet { wordsValue = Self.value(of: words) }
    }
    /// The words as templates see them: `words.archive`.
    private(set) var wordsValue: TemplateValue = .null
    /// How pages write dates, in the site's language.
    public var dates: DisplayDates
    /// How pages write numbers (a word count, a part of a series), in the site's language.
    public var numbers: DisplayNumbers
    /// A theme folder's `static/` files the site's own `static/` has none of, copied as they are, by path.
    public var staticFiles: [OutputFile]
    /// The built-in theme's files for the site's root (its favicon) that no other layer has: made in memory, as the
    /// stylesheet is.
    public var generatedFiles: [OutputFile]
    /// A hash of every file of every layer: pages made with another theme are made again.
    public var fingerprint = ContentHash()
    /// The text of each template the pages are made with, by the path diagnostics name it by
    /// (`templates/footer.mustache`, `themes/NAME/templates/post.mustache`, `folio's theme: templates/…`).
    public var templateTexts: [String: String] = [:]
    /// What loading found that does not stop the build: words folio.yml names that the theme lacks.
    public var warnings: [Diagnostic] = []
    /// The templates of the theme folder and of the site, whose names `unknownNames` checks.
    var overrides: [Template] = []
    /// True when a layer has a `redirect` template, which makes the redirect pages; a whole theme without one (a
    /// site made by the earlier `folio init`) gets folio's plain redirect page, as it did.
    public var hasRedirectTemplate = false
    /// Whether pages label task list checkboxes (`MarkdownOptions.labelledTaskItems`): not for a theme without a
    /// `redirect` template, written before folio did either (the earlier `folio init`'s copy), whose sites keep
    /// building byte for byte as they did.
    public var labelsTaskItems: Bool { hasRedirectTemplate }
    /// True when a layer has a `search` template, the search page; a whole theme without one (written before folio
    /// had search, as the earlier `folio init`'s copy) gets no search index either, and its site builds as it did.
    public var hasSearchTemplate = false

    /// Renders the template `name` with `context` (`site`, `page`, `words`).
    func render(_ name: String, with context: TemplateValue) throws(Diagnostics) -> String {
        try templates.render(name, with: context)
    }

    init(templates: TemplateLibrary, stylesheet: String, codeColors: String?, words: ThemeWords, dates: DisplayDates,
         numbers: DisplayNumbers, staticFiles: [OutputFile], generatedFiles: [OutputFile], fingerprint: ContentHash,
         warnings: [Diagnostic], overrides: [Template], hasRedirectTemplate: Bool,
         hasSearchTemplate: Bool = false) {
        (self.templates, self.stylesheet, self.codeColors, self.words) = (templates, stylesheet, codeColors, words)
        (self.dates, self.numbers, self.staticFiles, self.generatedFiles) = (dates, numbers, staticFiles, generatedFiles)
        (self.fingerprint, self.warnings, self.overrides) = (fingerprint, warnings, overrides)
        (self.hasRedirectTemplate, self.hasSearchTemplate) = (hasRedirectTemplate, hasSearchTemplate)
        wordsValue = Self.value(of: words)
    }

    private static func value(of words: ThemeWords) -> TemplateValue {
        let names = words.words.keys.sorted()
        return .record(TemplateRecord(TemplateShape.shared(names), names.map { .string(words.words[$0]!) }))
    }

    /// The templates a whole theme has.
    public static let requiredTemplates = ["post", "page", "list", "tags", "archive", "404"]

    /// The theme of the site in `root` with `config`, parsed; every problem with it at its place.
    public static func load(from root: URL, config: SiteConfig) throws(Diagnostics) -> Theme {
        var layers = [ThemeLayer.builtIn]
        var problems: [Diagnostic] = []
        if let folder = config.theme {
            let url = root.appending(path: folder, directoryHint: .isDirectory)
            if FileManager.default.fileExists(atPath: url.path) {
                do {
                    layers.append(try .folder(url, displayPath: folder + "/", root: root, statics: true))
                } catch {
                    problems += error.all
                }
            } else {
                problems.append(.error("theme '\(folder)' is not a folder of the site", path: "folio.yml",
                                       at: config.locations["theme"]))
            }
        }
        do { layers.append(try .folder(root, displayPath: "", root: root, statics: false)) } catch {
            problems += error.all
        }
        let tables = layers.compactMap(\.words)
        let words = ThemeWords.resolve(language: config.language, tables: tables,
                                       overrides: config.words, locations: config.locations)
        var dates: DisplayDates?
        switch DisplayDates.make(language: config.language, pattern: words.value.dateFormat) {
        case .success(let made): dates = made
        case .failure(let failure):
            let place = config.words["date_format"] != nil ? ("folio.yml", config.locations["words.date_format"])
                : (layers.last { $0.words != nil }?.wordsPath ?? "templates/words.yml", nil)
            problems.append(.error(failure.message, path: place.0, at: place.1))
        }
        // A layer with every page template is a theme of its own: the layers under it lend it only their words.
        if let whole = layers.lastIndex(where: \.isComplete), whole > 0 { layers.removeFirst(whole) }
        var sources: [String: (text: String, path: String)] = [:]
        for layer in layers { sources.merge(layer.templates) { _, upper in upper } }
        var parsed: [Template] = []
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            do { parsed.append(try Template(parsing: source.text, name: name, path: source.path)) } catch {
                problems += error.all
            }
        }
        for (name, text) in words.value.words.sorted(by: { $0.key < $1.key }) {
            // Checked when its table was read; a word from folio.yml is checked here.
            do { parsed.append(try Template(parsing: text, name: "words/" + name, path: "words")) } catch {
                problems.append(.error("word '\(name)' is not a Mustache template: "
                                       + error.all.map(\.message).joined(separator: "; "),
                                       path: "folio.yml", at: config.locations["words." + name]))
            }
        }
        let library: TemplateLibrary
        do { library = try TemplateLibrary(templates: parsed, displayPath: "templates") } catch {
            throw Diagnostics(problems + error.all)
        }
        guard problems.isEmpty, let dates else { throw Diagnostics(problems) }
        var fingerprint = ContentHash()
        for layer in layers { fingerprint.update(layer.fingerprint) }
        fingerprint.update(ContentHash(reflecting: (words.value, dates.pattern)))
        let builtIn = Set(ThemeLayer.builtIn.templates.map { $0.value.path })
        // The site's own static/ files take the place of the theme's.
        let statics = staticFiles(of: layers).filter {
            !FileManager.default.fileExists(atPath: root.appending(path: "static/" + $0.path).path)
        }
        let copies = statics.filter { if case .copy = $0.contents { true } else { false } }
        let generated = statics.filter { if case .bytes = $0.contents { true } else { false } }
        var theme = Theme(templates: library, stylesheet: stylesheet(of: layers),
                     codeColors: layers.compactMap(\.codeColors).last,
                     words: words.value, dates: dates, numbers: DisplayNumbers.make(language: config.language),
                     staticFiles: copies, generatedFiles: generated,
                     fingerprint: fingerprint, warnings: words.warnings,
                     overrides: parsed.filter { !builtIn.contains($0.path) && !$0.name.hasPrefix("words/") },
                     hasRedirectTemplate: sources["redirect"] != nil, hasSearchTemplate: sources["search"] != nil)
        theme.templateTexts = Dictionary(sources.values.map { ($0.path, $0.text) }) { first, _ in first }
        return theme
    }

    /// The layers' stylesheets in order, from the highest one that replaces those below it.
    private static func stylesheet(of layers: [ThemeLayer]) -> String {
        var parts: [String] = []
        for layer in layers {
            guard let css = layer.stylesheet else { continue }
            let replaces = css.prefix { $0 != "\n" }.contains("folio: replace")
            parts = replaces ? [css] : parts + [css]
        }
        return parts.joined(separator: "\n")
    }

    /// The layers' static files, each path the highest layer's.
    private static func staticFiles(of layers: [ThemeLayer]) -> [OutputFile] {
        var byPath: [String: OutputFile] = [:]
        for layer in layers { for file in layer.statics { byPath[file.path] = file } }
        return byPath.values.sorted { $0.path < $1.path }
    }
}
