import Foundation
import Content
import YAML
import TOML

extension HugoReader {
    /// One page of `content/`: a plain file, or a bundle's `index.md` with the bundle's other files.
    struct Entry {
        /// Below `content/`: `post/x.md`, `post/y/index.md`.
        var path: String
        var resources: [String] = []
        var sections: [String]
        /// The file's name without its extension, or the bundle's folder name.
        var name: String
        /// The build options a section above cascades to it.
        var cascade: HugoBuildOptions?
    }

    mutating func readContent(_ paths: [String]) {
        let markdown: Set<String> = ["md", "markdown", "mdown", "mkd"]
        let bundles = Set(paths.filter { ($0 as NSString).lastPathComponent == "index.md" }
            .map { ($0 as NSString).deletingLastPathComponent })
        var entries: [Entry] = []
        var resources: [String: [String]] = [:]
        for path in paths {
            let folder = (path as NSString).deletingLastPathComponent
            let file = (path as NSString).lastPathComponent
            if let bundle = bundles.first(where: { path != $0 + "/index.md" && path.hasPrefix($0 + "/") }) {
                resources[bundle, default: []].append(path)
                continue
            }
            let ext = (file as NSString).pathExtension.lowercased()
            if file == "_index.md" || file == "_index.html" {
                noteSectionPage(config.contentDir + "/" + path)
            } else if markdown.contains(ext) {
                let isBundle = file == "index.md"
                let parts = (isBundle ? folder : path).split(separator: "/").map(String.init)
                let name = isBundle ? (folder as NSString).lastPathComponent : (file as NSString).deletingPathExtension
                entries.append(Entry(path: path, sections: Array(parts.dropLast()), name: name))
            } else if ext == "html" || ext == "htm" {
                plan.note("an HTML content file; not imported: folio's pages are Markdown", source: config.contentDir
                          + "/" + path)
            } else {
                // A file beside plain pages or a section's: Hugo publishes it at its path, its folders sanitized.
                let lowercase = !config.disablePathToLower
                let folders = folder.split(separator: "/").map { HugoURL.urlize(String($0), lowercase: lowercase) }
                plan.copyStatic(config.contentDir + "/" + path, address: (folders + [file]).joined(separator: "/"))
            }
        }
        let cascades = sectionCascades(paths)
        for index in entries.indices {
            let folder = (entries[index].path as NSString).deletingLastPathComponent
            if (entries[index].path as NSString).lastPathComponent == "index.md" {
                entries[index].resources = resources[folder] ?? []
            }
            var section: String? = folder  // the nearest section with a cascade, up to content/ itself
            while entries[index].cascade == nil, let current = section {
                entries[index].cascade = cascades[current]
                section = current.isEmpty ? nil : (current as NSString).deletingLastPathComponent
            }
        }
        let sections = mainSections(entries)
        let postSections = Set(sections)
        if let section = sections.first { choosePermalink(for: section) }
        for entry in entries { add(entry, isPost: entry.sections.first.map(postSections.contains) ?? false) }
    }

    /// folio's pattern for the posts: the section's `[permalinks]` pattern in folio's words, or Hugo's default,
    /// the section's folder and the slug or file name.
    private mutating func choosePermalink(for section: String) {
        let renames = ["slugorfilename": ":slug", "slugorcontentbasename": ":slug", "filename": ":slug",
                       "contentbasename": ":slug", "title": ":slug", "sections": section, "section": section]
        var pattern = config.permalinks[section] ?? "/\(section)/:slug/"
        if config.uglyURLs, pattern.hasSuffix("/") { pattern = String(pattern.dropLast()) + ".html" }
        let translated = PermalinkTranslation.folio(pattern, renaming: renames)
        if let folio = translated.pattern { plan.config.permalink = folio }
        if let note = translated.note {
            plan.note(note, source: "config", at: config.keyLocations["permalinks"])
        }
    }

    /// `params.mainSections`, else the section with the most pages, as Hugo chooses.
    private func mainSections(_ entries: [Entry]) -> [String] {
        if !config.mainSections.isEmpty { return config.mainSections }
        var counts: [String: Int] = [:]
        for entry in entries { if let first = entry.sections.first { counts[first, default: 0] += 1 } }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { [$0.key] } ?? []
    }

    /// The build options each section's `_index.md` cascades, by the section's folder below `content/`.
    private func sectionCascades(_ paths: [String]) -> [String: HugoBuildOptions] {
        var cascades: [String: HugoBuildOptions] = [:]
        for path in paths where (path as NSString).lastPathComponent == "_index.md" {
            let source = config.contentDir + "/" + path
            guard case .success(let text) = tree.text(source),
                  let split = try? splitFrontMatter(text, path: source), let front = split.frontMatter,
                  let fields = try? (split.frontMatterFormat == .toml ? TOMLReader.read(front, path: source)
                                     : YAMLReader.read(front, path: source)),
                  let options = HugoBuildOptions.cascaded(by: fields) else { continue }
            cascades[(path as NSString).deletingLastPathComponent] = options
        }
        return cascades
    }

    private mutating func noteSectionPage(_ path: String) {
        guard case .success(let text) = tree.text(path),
              let split = try? splitFrontMatter(text, path: path),
              !split.body.allSatisfy(\.isWhitespace) else { return }
        plan.note("a section's list page, with text of its own; not imported: folio makes its own lists", source: path)
    }
}
