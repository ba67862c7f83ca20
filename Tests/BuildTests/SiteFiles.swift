import Foundation
@testable import Build
import Blog

/// The files of a site folder that `FixtureEdit` changes, found by their place, and the edits, saved as editors
/// save them: a new file renamed over the old one.
struct SiteFiles {
    let root: URL

    /// Every file below `folder` (from the root), in path order.
    func files(below folder: String) -> [String] {
        let base = root.standardizedFileURL.path + "/"
        let walker = FileManager.default.enumerator(at: root.appending(path: folder), includingPropertiesForKeys: nil)
        var found: [String] = []
        while let url = walker?.nextObject() as? URL {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                found.append(String(url.standardizedFileURL.path.dropFirst(base.count)))
            }
        }
        return found.sorted()
    }

    func text(_ path: String) -> String {
        (try? String(contentsOf: root.appending(path: path), encoding: .utf8)) ?? ""
    }

    /// The Markdown file of each post: `content/posts/x.md` or a bundle's `content/posts/x/index.md`.
    var posts: [String] {
        files(below: "content/posts").filter { path in
            let parts = path.split(separator: "/")
            return (parts.count == 3 && path.hasSuffix(".md")) || (parts.count == 4 && parts[3] == "index.md")
        }
    }

    /// Posts that are neither drafts nor dated after `SiteFixture.now` (2025-01-01) by their file name.
    var publishedPosts: [String] {
        posts.filter { path in
            let name = path.split(separator: "/")[2]
            return !text(path).contains("\ndraft: true") && name.prefix(10) < "2025-01-01"
        }
    }

    /// The first post with `draft: true`.
    var draft: String? { posts.first { text($0).contains("\ndraft: true") } }

    /// The second published post, which has a neighbour on each side when there are three.
    var editedPost: String? {
        let posts = publishedPosts
        return posts.count > 1 ? posts[1] : posts.first
    }

    /// The last published post whose file name no other Markdown file mentions: deleting it breaks no link.
    var deletablePost: String? {
        let markdown = files(below: "content").filter { $0.hasSuffix(".md") }
        return publishedPosts.last { post in
            let name = String(post.split(separator: "/")[2])
            return !markdown.contains { $0 != post && text($0).contains(name) }
        }
    }

    /// The name of the first series a post is part of (`series: Name`), if any.
    var seriesName: String? {
        for post in posts {
            for line in text(post).split(separator: "\n") where line.hasPrefix("series: ") {
                return String(line.dropFirst("series: ".count))
            }
        }
        return nil
    }

    /// How the Markdown file at `from` names the post at `post` (both from the root): relative to its folder.
    func reference(to post: String, from: String) -> String {
        let inBundle = from.hasSuffix("/index.md")
        let parts = post.split(separator: "/")
        let target = parts.count == 4 ? String(parts[2]) + "/index.md" : String(parts[2])
        return (inBundle ? "../" : "") + target
    }

    /// True when the site's post template names `field` (`page.series`), or it has none of its own and the
    /// built-in theme's shows every field.
    func postTemplateShows(_ field: String) -> Bool {
        let template = text("templates/post.mustache")
        return template.isEmpty || template.contains("page." + field)
    }

    var hasTemplates: Bool { FileManager.default.fileExists(atPath: root.appending(path: "templates").path) }
    /// The first template that is not one of the six every theme has: a partial or a layout.
    var partial: String? {
        files(below: "templates").first { path in
            path.hasSuffix(".mustache") && !Theme.requiredTemplates.contains {
                path == "templates/\($0).mustache"
            }
        }
    }
    var image: String? { files(below: "content").first { $0.hasSuffix(".png") } }
    var page: String? { files(below: "content/pages").first { $0.hasSuffix(".md") } }
    /// The first file of `static/` that folio publishes (not a hidden file, nor an editor's backup).
    var staticFile: String? {
        files(below: "static").first { path in
            !path.split(separator: "/").contains { $0.hasPrefix(".") } && !path.hasSuffix("~")
        }
    }

    /// Saves `path` with the text `change` makes of it (of "" for a new file); returns the path.
    func edit(_ path: String, _ change: (String) -> String) throws -> [String] {
        try save(Data(change(text(path)).utf8), to: path)
        return [path]
    }

    func save(_ data: Data, to path: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// Deletes a post, with its bundle's folder; returns what was deleted.
    func delete(_ post: String) throws -> [String] {
        let parts = post.split(separator: "/")
        let deleted = parts.count == 4 ? parts.prefix(3).joined(separator: "/") : post
        let paths = parts.count == 4 ? files(below: deleted) + [deleted] : [post]
        try FileManager.default.removeItem(at: root.appending(path: deleted))
        return paths
    }
}
