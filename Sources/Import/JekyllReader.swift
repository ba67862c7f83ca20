import Foundation
import SourceDiagnostics
import YAML

/// Reads a Jekyll site into an import plan: `_config.yml`; posts in `_posts/` (at any depth, the folders above
/// being categories) and drafts in `_drafts/`; Markdown pages; documents of collections Jekyll writes out; and
/// static files. Theme folders (`_layouts`, `_includes`, `_sass`, …) and files Liquid makes (feeds, sitemaps,
/// HTML pages) are not imported, and each is noted.
struct JekyllReader {
    let tree: SourceTree
    let config: JekyllConfig
    let timeZone: TimeZone
    let now: Date
    var plan: ImportPlan
    let markdownExtensions: Set<String> = ["md", "markdown", "mkdown", "mkdn", "mkd", "mdown", "mdwn"]
    /// Jekyll leaves these out even when `_config.yml` does not say so.
    private let defaultExcludes = [".sass-cache", ".jekyll-cache", "gemfiles", "Gemfile", "Gemfile.lock",
                                   "node_modules", "vendor/bundle", "vendor/cache", "vendor/gems", "vendor/ruby"]

    private static let configFiles: Set<String> = ["_config.yml", "_config.yaml", "_config.toml"]

    static func read(_ tree: SourceTree, configPath: String?, now: Date) throws(Diagnostics) -> ImportPlan {
        var root = YAMLValue.null(at: SourceLocation(line: 1, column: 1))
        if let configPath {
            guard configPath.hasSuffix(".toml") == false else {
                throw Diagnostics([.error("folio reads Jekyll's YAML config only; write _config.toml as _config.yml",
                                          path: configPath)])
            }
            let text: String
            switch tree.text(configPath) {
            case .success(let read): text = read
            case .failure(let problem): throw Diagnostics([problem])
            }
            root = try YAMLReader.read(text, path: configPath)
        }
        let config = JekyllConfig(root)
        var draft = FolioConfigDraft()
        var reader = JekyllReader(tree: tree, config: config, timeZone: config.timeZone ?? .gmt, now: now,
                                  plan: ImportPlan(generator: .jekyll, config: draft))
        reader.readConfig(into: &draft, configPath: configPath ?? "_config.yml")
        reader.plan.config = draft
        reader.readFiles()
        return reader.plan
    }

    private mutating func readConfig(into draft: inout FolioConfigDraft, configPath: String) {
        let locations = config.keyLocations
        let location = { (key: String) in locations[key] }
        draft.title = config.title ?? "My blog"
        draft.description = config.description
        draft.author = config.author
        plan.catalog.origin = config.url
        plan.catalog.basePath = config.baseurl
        if config.url.hasPrefix("http://") || config.url.hasPrefix("https://") {
            draft.baseURL = config.url + config.baseurl
        } else {
            draft.baseURL = "https://example.com" + config.baseurl
            plan.note("no 'url' (such as https://example.com) to make folio.yml's base_url from; set base_url there",
                      source: configPath, at: location("url"))
        }
        if let name = config.timeZoneName {
            if config.timeZone != nil {
                draft.timeZone = name
            } else {
                plan.note("unknown time zone '\(name)'; folio.yml says UTC", source: configPath,
                          at: location("timezone"))
            }
        }
        draft.language = ImportLanguage.tag(config.language)
        let translated = PermalinkTranslation.folio(config.postPermalink(forPath: "_posts/x.md"))
        if let pattern = translated.pattern { draft.permalink = pattern }
        if let note = translated.note {
            let key = config.keyLocations["permalink"] != nil ? "permalink" : "defaults"
            plan.note(note, source: configPath, at: location(key))
        }
        draft.postsPerPage = config.postsPerPage
        if let theme = config.theme {
            plan.note("the theme '\(theme)' is not imported; folio's own theme is in templates/", source: configPath,
                      at: location("theme") ?? location("remote_theme"))
        }
    }

    private mutating func readFiles() {
        var theme: [String: Int] = [:]  // `_layouts` → files, noted once per folder
        var partials: [String] = []  // Sass partials outside `_sass/`, noted once
        var posts: [String] = [], drafts: [String] = [], pages: [String] = [], collections: [(String, String)] = []
        for path in tree.files where !isExcluded(path) {
            let parts = path.split(separator: "/").map(String.init)
            if parts.contains("_posts") {
                posts.append(path)
            } else if parts.contains("_drafts") {
                drafts.append(path)
            } else if let name = collection(of: path) {
                collections.append((path, name))
            } else if let hidden = parts.first(where: { $0.hasPrefix("_") || $0.hasPrefix(".") }),
                      !config.include.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                let depth = (parts.firstIndex(of: hidden) ?? 0) + 1
                if hidden.hasPrefix("_"), depth < parts.count {
                    theme[parts.prefix(depth).joined(separator: "/"), default: 0] += 1
                } else if hidden.hasPrefix("_"), !Self.configFiles.contains(path) {
                    if ["scss", "sass"].contains((path as NSString).pathExtension.lowercased()) {
                        partials.append(path)
                    } else {
                        plan.note("a file Jekyll does not publish (its name starts with '_'); not imported",
                                  source: path)
                    }
                }
            } else if tree.hasFrontMatter(path) {
                let ext = (path as NSString).pathExtension.lowercased()
                if markdownExtensions.contains(ext) {
                    pages.append(path)
                } else if isPublishedAsItIs(path) {
                    copyStatic(path)
                } else {
                    plan.note(Self.reason(notImporting: path), source: path)
                }
            } else {
                copyStatic(path)
            }
        }
        for (folder, count) in theme.sorted(by: { $0.key < $1.key }) {
            plan.note("\(count) file\(count == 1 ? "" : "s") of Jekyll's \(folder)/ (theme, data or plugins) not "
                      + "imported: folio's theme is in templates/", source: folder)
        }
        if let first = partials.first {
            // Where they all are: the folders every one of them is below.
            var folder = first.split(separator: "/").dropLast()
            for path in partials.dropFirst() {
                let other = path.split(separator: "/").dropLast()
                folder = folder.prefix(zip(folder, other).prefix { $0 == $1 }.count)
            }
            let count = partials.count
            let names = Set(partials.map { "_*." + ($0 as NSString).pathExtension.lowercased() }).sorted()
            plan.note("\(count) Sass partial\(count == 1 ? "" : "s") (\(names.joined(separator: ", "))), which the "
                      + "stylesheets Jekyll compiles import; not imported: folio's theme has its own in "
                      + "templates/style.css",
                      source: folder.isEmpty ? first : folder.joined(separator: "/"))
        }
        for path in tree.links { plan.note("a symbolic link; not imported", source: path) }
        // Addresses first: links between documents are converted once every document's address is known.
        for path in posts { addPost(path, isDraft: false) }
        for path in drafts { addPost(path, isDraft: true) }
        for path in pages { addPage(path) }
        for (path, name) in collections { addCollectionDocument(path, collection: name) }
    }

    /// True for a file that starts with `---` but whose front matter never closes (no later line of `---` or
    /// `...`), with no Liquid in it: Jekyll renders it as a page without front matter, which gives the file as it
    /// is. The Swift blog's `WebGPU.apinotes`, a YAML file, is one.
    private func isPublishedAsItIs(_ path: String) -> Bool {
        guard case .success(let text) = tree.text(path), !text.contains("{{"), !text.contains("{%") else {
            return false
        }
        return !text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().contains { line in
            (line.hasPrefix("---") || line.hasPrefix("...")) && line.dropFirst(3).allSatisfy(\.isWhitespace)
        }
    }

    mutating func copyStatic(_ path: String) {
        plan.copyStatic(path, address: path)
    }

    /// The name of the output collection a file belongs to (`_cn/x.md` → `cn`).
    private func collection(of path: String) -> String? {
        let prefix = config.collectionsDir.isEmpty ? "" : config.collectionsDir + "/"
        guard path.hasPrefix(prefix) else { return nil }
        let first = path.dropFirst(prefix.count).split(separator: "/").first.map(String.init) ?? ""
        guard first.hasPrefix("_"), first != "_posts", first != "_drafts",
              config.collections.contains(where: { "_" + $0.name == first }) else { return nil }
        return String(first.dropFirst())
    }

    private func isExcluded(_ path: String) -> Bool {
        (defaultExcludes + config.exclude).contains { pattern in
            let trimmed = pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern
            let clean = trimmed.hasSuffix("/") ? String(trimmed.dropLast()) : trimmed
            return path == clean || path.hasPrefix(clean + "/") || fnmatch(clean, path, 0) == 0
        }
    }

    private static func reason(notImporting path: String) -> String {
        let feeds = ["atom.xml", "feed.xml", "rss.xml", "index.xml", "feed.json"]
        if path == "feed.xml" {
            return "the feed, made with Liquid; not imported: folio writes its own at the same address, /feed.xml"
        }
        if feeds.contains((path as NSString).lastPathComponent) {
            return "the feed at /\(path), made with Liquid; not imported: folio writes its own at /feed.xml (feed "
                + "readers that subscribed to /\(path) need a redirect there from your host)"
        }
        return switch (path as NSString).pathExtension.lowercased() {
        case "html", "htm":
            "an HTML page made with Liquid and the theme's layouts; not imported: folio makes the home, tag, "
                + "archive and 404 pages itself, and other pages are Markdown files in content/pages/"
        case "scss", "sass", "css":
            "a stylesheet Jekyll compiles; not imported: folio's theme has its own in templates/style.css"
        case "xml", "json", "txt":
            "a file Jekyll makes with Liquid; not imported: folio writes feed.xml, sitemap.xml and robots.txt "
                + "itself, and has no counterpart for other files made with Liquid"
        default:
            "a file with front matter that is not Markdown; not imported"
        }
    }
}
