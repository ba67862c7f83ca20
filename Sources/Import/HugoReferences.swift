import Foundation
import Content
import Blog

/// Hugo's `ref` and `relref` targets: a path below `content/` (`posts/x.md`, `/posts/x`), a path relative to the
/// page (`../x.md`), or a file's name alone (`x.md`, `x`), with an optional `#anchor`.
enum HugoReferences {
    /// The names a page at `path` (below `content/`) answers to.
    static func names(of path: String) -> [String] {
        let withoutExtension = (path as NSString).deletingPathExtension
        var names = [path, withoutExtension]
        if (path as NSString).lastPathComponent == "index.md" {
            let folder = (path as NSString).deletingLastPathComponent
            names += [folder, (folder as NSString).lastPathComponent]
        } else {
            names += [(path as NSString).lastPathComponent, (withoutExtension as NSString).lastPathComponent]
        }
        return names
    }

    /// The link from `document` to the page `reference` names, with its anchor.
    static func link(_ reference: String, from document: ImportedDocument, catalog: ImportCatalog) -> String? {
        var target = Substring(reference.trimmingCharacters(in: .whitespaces)), fragment = ""
        if let hash = target.firstIndex(of: "#") {
            fragment = String(target[hash...])
            target = target[..<hash]
        }
        if target.isEmpty { return fragment.isEmpty ? nil : fragment }
        // A tag's or category's page: folio makes one for each (categories are tags there).
        let parts = target.split(separator: "/").map(String.init)
        if let first = parts.first, first == "tags" || first == "categories", parts.count <= 2 {
            let tag = parts.count == 2 ? Tag.slug(for: parts[1]) + "/" : ""
            return catalog.basePath + "/tags/" + URLPath.encode(tag) + fragment
        }
        let source = document.source.split(separator: "/").dropFirst().dropLast().joined(separator: "/")
        var candidates: [String] = []
        if target.hasPrefix("/") {
            candidates.append(String(target.dropFirst()))
        } else {
            if let relative = ImportPaths.normalize(source.isEmpty ? String(target) : source + "/" + target) {
                candidates.append(relative)
            }
            candidates.append(String(target))
        }
        for candidate in candidates {
            let trimmed = candidate.hasSuffix("/") ? String(candidate.dropLast()) : candidate
            if let destination = catalog.names[trimmed] {
                return ImportPaths.link(from: document.destination, to: destination) + fragment
            }
        }
        return nil
    }
}
