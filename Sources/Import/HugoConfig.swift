import Foundation
import SourceDiagnostics
import YAML

/// The settings of a Hugo site's config (`hugo.toml`, `config.toml`, or their YAML forms) that the import uses.
/// Hugo's keys are case-insensitive, and so are these reads.
struct HugoConfig {
    var title: String?
    var description: String?
    var author: String?
    /// `baseURL` without its trailing slash: `https://blog.jessfraz.com`; its origin and path.
    var baseURL = ""
    var origin = ""
    var basePath = ""
    var language: String?
    var timeZone: TimeZone?
    var timeZoneName: String?
    var postsPerPage: Int?
    /// Section (`posts`) → pattern (`/:year/:month/:title/`).
    var permalinks: [String: String] = [:]
    var uglyURLs = false
    var disablePathToLower = false
    var contentDir = "content"
    var staticDirs = ["static"]
    var mainSections: [String] = []
    var theme: String?
    var keyLocations: [String: SourceLocation] = [:]

    init(_ root: YAMLValue) {
        func value(_ node: YAMLValue?, _ key: String) -> YAMLValue? {
            node?.entries?.first { $0.key.lowercased() == key.lowercased() }?.value
        }
        for entry in root.entries ?? [] { keyLocations[entry.key.lowercased()] = entry.keyLocation }
        // A multilingual site keeps its title and params per language: the default language's fill the gaps.
        let languages = value(root, "languages")
        let defaultLanguage = value(root, "defaultContentLanguage")?.string
        let language = defaultLanguage.flatMap { value(languages, $0) } ?? languages?.entries?.first?.value
        let params = value(root, "params"), languageParams = value(language, "params")
        title = (value(root, "title") ?? value(language, "title"))?.string
        description = (value(params, "description") ?? value(languageParams, "description")
                       ?? value(root, "description"))?.string
        let author = value(params, "author") ?? value(languageParams, "author") ?? value(root, "author")
        self.author = author?.string ?? value(author, "name")?.string
        var base = (value(root, "baseURL")?.string ?? "").trimmingCharacters(in: .whitespaces)
        while base.hasSuffix("/") { base.removeLast() }
        baseURL = base
        if let components = URLComponents(string: base), let host = components.host, let scheme = components.scheme {
            origin = "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
            basePath = components.path == "/" ? "" : components.path
        }
        self.language = (value(root, "languageCode") ?? value(language, "languageCode")
                         ?? value(root, "defaultContentLanguage"))?.string
        if let name = value(root, "timeZone")?.string {
            timeZoneName = name
            timeZone = TimeZone(identifier: name)
        }
        postsPerPage = value(root, "paginate")?.int ?? value(value(root, "pagination"), "pagerSize")?.int
        let links = value(root, "permalinks")
        for entry in (value(links, "page") ?? links)?.entries ?? [] {
            if let pattern = entry.value.string { permalinks[entry.key] = pattern }
        }
        uglyURLs = value(root, "uglyURLs")?.bool ?? false
        disablePathToLower = value(root, "disablePathToLower")?.bool ?? false
        if let folder = value(root, "contentDir")?.string { contentDir = Self.trimmed(folder) }
        if let folders = value(root, "staticDir") {
            staticDirs = folders.array?.compactMap(\.string).map(Self.trimmed)
                ?? folders.string.map { [Self.trimmed($0)] } ?? staticDirs
        }
        let sections = value(params, "mainSections") ?? value(languageParams, "mainSections")
        mainSections = sections?.array?.compactMap(\.string) ?? sections?.string.map { [$0] } ?? []
        theme = value(root, "theme")?.string ?? value(root, "theme")?.array?.first?.string
    }

    private static func trimmed(_ path: String) -> String {
        var path = path.trimmingCharacters(in: .whitespaces)
        while path.hasSuffix("/") { path.removeLast() }
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
