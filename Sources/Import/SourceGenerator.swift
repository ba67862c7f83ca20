import Foundation

/// The generator a site to import was made for, found from the files at its root.
public enum SourceGenerator: String, Sendable, Hashable {
    /// A Jekyll site (GitHub Pages'): `_config.yml`, `_posts/`.
    case jekyll = "Jekyll"
    /// A Hugo site: `hugo.toml` or `config.toml`, `content/`.
    case hugo = "Hugo"

    /// Jekyll when there is a `_config.yml` (or `.yaml`, `.toml`) or a `_posts/` folder; Hugo when there is a
    /// `hugo.toml`, `config.toml` or one of their YAML and JSON forms, at the root or in `config/_default/`. The
    /// second value is the config file, relative to the root, if any.
    static func detect(at root: URL) -> (SourceGenerator, config: String?)? {
        let manager = FileManager.default
        func exists(_ path: String) -> Bool { manager.fileExists(atPath: root.appending(path: path).path) }
        if let config = ["_config.yml", "_config.yaml", "_config.toml"].first(where: exists) {
            return (.jekyll, config)
        }
        let hugoConfigs = ["hugo", "config"].flatMap { name in
            ["toml", "yaml", "yml", "json"].flatMap { ["\(name).\($0)", "config/_default/\(name).\($0)"] }
        }
        if let config = hugoConfigs.first(where: exists) { return (.hugo, config) }
        if exists("_posts") { return (.jekyll, nil) }
        return nil
    }
}
