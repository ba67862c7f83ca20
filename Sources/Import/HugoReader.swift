import Foundation
import SourceDiagnostics

/// Reads a Hugo site into an import plan: its config; the pages below `content/`, plain files and page bundles
/// (a folder with `index.md` and its resources), the main section's as posts and the others' as pages; and the
/// files of `static/`. Theme folders (`layouts`, `themes`, `assets`, …) and section list pages (`_index.md`) are
/// not imported, and each is noted.
struct HugoReader {
    let tree: SourceTree
    let config: HugoConfig
    let timeZone: TimeZone
    let now: Date
    var plan: ImportPlan

    static func read(_ tree: SourceTree, configPath: String, now: Date) throws(Diagnostics) -> ImportPlan {
        let config = HugoConfig(try HugoConfigFiles.load(tree, configPath: configPath))
        var reader = HugoReader(tree: tree, config: config, timeZone: config.timeZone ?? .gmt, now: now,
                                plan: ImportPlan(generator: .hugo, config: FolioConfigDraft()))
        reader.readConfig(configPath)
        reader.readFiles()
        return reader.plan
    }

    private mutating func readConfig(_ configPath: String) {
        var draft = FolioConfigDraft()
        draft.title = config.title ?? "My blog"
        draft.description = config.description
        draft.author = config.author
        draft.language = ImportLanguage.tag(config.language)
        draft.postsPerPage = config.postsPerPage
        if config.origin.hasPrefix("http") {
            draft.baseURL = config.baseURL
        } else {
            draft.baseURL = "https://example.com" + config.basePath
            plan.note("no absolute 'baseURL' to make folio.yml's base_url from; set base_url there", source: configPath,
                      at: config.keyLocations["baseurl"])
        }
        if let name = config.timeZoneName {
            if config.timeZone != nil { draft.timeZone = name } else {
                plan.note("unknown time zone '\(name)'; folio.yml says UTC", source: configPath,
                          at: config.keyLocations["timezone"])
            }
        }
        if let theme = config.theme {
            plan.note("the theme '\(theme)' is not imported; folio's own theme is in templates/", source: configPath,
                      at: config.keyLocations["theme"])
        }
        plan.config = draft
        plan.catalog.origin = config.origin
        plan.catalog.basePath = config.basePath
    }

    private mutating func readFiles() {
        let content = config.contentDir + "/"
        var skipped: [String: Int] = [:]
        var pages: [String] = []
        for path in tree.files {
            if path.hasPrefix(content) {
                pages.append(String(path.dropFirst(content.count)))
            } else if let folder = config.staticDirs.first(where: { path.hasPrefix($0 + "/") }) {
                plan.copyStatic(path, address: String(path.dropFirst(folder.count + 1)))
            } else if let top = path.split(separator: "/").first, path.contains("/") {
                skipped[String(top), default: 0] += 1
            }
        }
        for (folder, count) in skipped.sorted(by: { $0.key < $1.key }) {
            let what = folder == "public" || folder == "resources" ? "Hugo's output" : "theme, data or tooling"
            plan.note("\(count) file\(count == 1 ? "" : "s") of \(folder)/ (\(what)) not imported", source: folder)
        }
        for path in tree.links { plan.note("a symbolic link; not imported", source: path) }
        readContent(pages)
    }
}
