import SourceDiagnostics
import YAML
import TOML

/// Reads a Hugo site's config into one value: the config file, or in a `config/_default/` folder every file
/// there, merged as Hugo merges them (`hugo.toml` and `config.toml` at the top, `params.toml` under `params`,
/// `languages.en.toml` under `languages.en`, and so on).
enum HugoConfigFiles {
    static func load(_ tree: SourceTree, configPath: String) throws(Diagnostics) -> YAMLValue {
        let folder = "config/_default/"
        guard configPath.hasPrefix(folder) else { return try read(tree, configPath) }
        var top: [YAMLEntry] = [], nested: [YAMLEntry] = []
        let files = tree.files.filter { $0.hasPrefix(folder) && !$0.dropFirst(folder.count).contains("/") }
        for path in files {
            let name = String(path.dropFirst(folder.count))
            let parts = name.split(separator: ".").map(String.init)
            guard parts.count >= 2, ["toml", "yaml", "yml"].contains(parts.last ?? "") else { continue }
            let value = try read(tree, path)
            if parts[0] == "hugo" || parts[0] == "config" {
                top += value.entries ?? []
            } else {
                var wrapped = value
                for key in parts.dropLast().reversed() {
                    wrapped = .mapping([YAMLEntry(key: key, at: value.location, value: wrapped)], at: value.location)
                }
                nested += wrapped.entries ?? []
            }
        }
        // Two files under one key (`languages.en.toml`, `languages.fr.toml`) become one mapping.
        var merged: [YAMLEntry] = []
        for entry in nested {
            if let index = merged.firstIndex(where: { $0.key == entry.key }),
               case .mapping(let old, let at) = merged[index].value {
                merged[index].value = .mapping(old + (entry.value.entries ?? []), at: at)
            } else {
                merged.append(entry)
            }
        }
        let location = SourceLocation(line: 1, column: 1)
        return .mapping(top + merged.filter { entry in !top.contains { $0.key == entry.key } }, at: location)
    }

    private static func read(_ tree: SourceTree, _ path: String) throws(Diagnostics) -> YAMLValue {
        let text: String
        switch tree.text(path) {
        case .success(let read): text = read
        case .failure(let problem): throw Diagnostics([problem])
        }
        if path.hasSuffix(".toml") { return try TOMLReader.read(text, path: path) }
        if path.hasSuffix(".json") {
            throw Diagnostics([.error("folio reads Hugo's TOML and YAML configs; write this one as hugo.toml",
                                      path: path)])
        }
        return try YAMLReader.read(text, path: path)
    }
}
