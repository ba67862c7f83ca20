import Foundation
import SourceDiagnostics
import YAML

/// The settings of a Jekyll site's `_config.yml` that the import uses, read leniently: a value of an unexpected
/// type is left out (and the default used), never an error, because Jekyll ignores what it does not use.
struct JekyllConfig {
    struct Default {
        var path: String
        var type: String?
        var values: YAMLValue
    }

    struct Collection {
        var name: String
        var output: Bool
        var permalink: String?
    }

    var title: String?
    var description: String?
    var author: String?
    /// `url` without a trailing slash (`https://swift.org`), and `baseurl` as `""` or `/blog`.
    var url = ""
    var baseurl = ""
    var timeZone: TimeZone?
    var timeZoneName: String?
    /// A style (`date`, `pretty`, `ordinal`, `weekdate`, `none`) or a pattern; `date` when not set.
    var permalink = "date"
    var language: String?
    var postsPerPage: Int?
    var excerptSeparator: String?
    var defaults: [Default] = []
    var exclude: [String] = []
    var include: [String] = []
    var collections: [Collection] = []
    var collectionsDir = ""
    var theme: String?
    var plugins: [String] = []
    /// Where each top-level key is, for items about them.
    var keyLocations: [String: SourceLocation] = [:]

    init(_ root: YAMLValue) {
        for entry in root.entries ?? [] { keyLocations[entry.key] = entry.keyLocation }
        title = root["title"]?.string
        description = root["description"]?.string?.trimmingCharacters(in: .whitespacesAndNewlines)
        author = root["author"].flatMap { $0.string ?? $0["name"]?.string }
        url = Self.trimmed(root["url"]?.string ?? "")
        let base = Self.trimmed(root["baseurl"]?.string ?? "")
        baseurl = base.isEmpty || base == "/" ? "" : (base.hasPrefix("/") ? base : "/" + base)
        if let name = root["timezone"]?.string {
            timeZoneName = name
            timeZone = TimeZone(identifier: name)
        }
        if let pattern = root["permalink"]?.string, !pattern.isEmpty { permalink = pattern }
        language = (root["lang"] ?? root["locale"])?.string
        postsPerPage = root["paginate"]?.int ?? root["pagination"]?["per_page"]?.int
        excerptSeparator = root["excerpt_separator"]?.string
        for item in root["defaults"]?.array ?? [] {
            guard let values = item["values"] else { continue }
            defaults.append(Default(path: item["scope"]?["path"]?.string ?? "", type: item["scope"]?["type"]?.string,
                                    values: values))
        }
        exclude = Self.strings(root["exclude"])
        include = Self.strings(root["include"])
        collectionsDir = Self.trimmed(root["collections_dir"]?.string ?? "")
        for entry in root["collections"]?.entries ?? [] {
            collections.append(Collection(name: entry.key, output: entry.value["output"]?.bool ?? false,
                                          permalink: entry.value["permalink"]?.string))
        }
        for item in root["collections"]?.array ?? [] {  // the older list form: `collections: [a, b]`
            if let name = item.string { collections.append(Collection(name: name, output: false)) }
        }
        theme = root["theme"]?.string ?? root["remote_theme"]?.string
        plugins = Self.strings(root["plugins"] ?? root["gems"])
    }

    /// The value of `key` in the front matter defaults whose scope holds a file at `path` of `type`
    /// (`posts`, `pages`, a collection's name); the most specific scope wins, then the last.
    func defaultValue(_ key: String, forPath path: String, type: String) -> YAMLValue? {
        let matching = defaults.enumerated().filter { _, scope in
            (scope.type == nil || scope.type == type)
                && (scope.path.isEmpty || path == scope.path || path.hasPrefix(Self.trimmed(scope.path) + "/"))
                && scope.values[key] != nil
        }
        return matching.max { a, b in
            (a.element.path.count, a.offset) < (b.element.path.count, b.offset)
        }?.element.values[key]
    }

    /// The permalink pattern posts follow: the defaults' for posts, else the site's, with the styles spelled out.
    func postPermalink(forPath path: String) -> String {
        Self.expand(defaultValue("permalink", forPath: path, type: "posts")?.string ?? permalink)
    }

    /// Jekyll's named styles as patterns.
    static func expand(_ style: String) -> String {
        switch style {
        case "date": "/:categories/:year/:month/:day/:title:output_ext"
        case "pretty": "/:categories/:year/:month/:day/:title/"
        case "ordinal": "/:categories/:year/:y_day/:title:output_ext"
        case "weekdate": "/:categories/:year/W:week/:short_day/:title:output_ext"
        case "none": "/:categories/:title:output_ext"
        default: style
        }
    }

    private static func trimmed(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }

    private static func strings(_ value: YAMLValue?) -> [String] {
        value?.array?.compactMap(\.string) ?? value?.string.map { [$0] } ?? []
    }
}
