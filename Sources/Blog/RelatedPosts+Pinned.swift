import SourceDiagnostics
import Content

extension RelatedPosts {
    /// For each post (by position), the posts its front matter's `related` names, in order, each resolved as a link
    /// from the post's file is (relative to its folder, or from the site root after a `/`; a bundle by its folder
    /// or its `index.md`). A name that leads to no published post is a problem at its place, of `severity` (the
    /// site's `broken_links`), and is left out; so is the post itself.
    static func pinned(_ posts: [PageSource], pages: [PageSource], severity: Diagnostic.Severity)
        -> (pinned: [[Int]], diagnostics: [Diagnostic]) {
        var pinned = [[Int]](repeating: [], count: posts.count)
        guard posts.contains(where: { !$0.frontMatter.related.isEmpty }) else { return (pinned, []) }
        var byPath: [String: Int] = [:]
        for (position, post) in posts.enumerated() {
            byPath[post.path] = position
            if let bundle = post.file.bundle { byPath[bundle] = position }
        }
        let pagePaths = Set(pages.flatMap { [$0.path] + [$0.file.bundle].compactMap { $0 } })
        var diagnostics: [Diagnostic] = []
        for (position, post) in posts.enumerated() {
            for reference in post.frontMatter.related {
                func report(_ message: String, _ severity: Diagnostic.Severity) {
                    diagnostics.append(Diagnostic(severity, "related: '\(reference.path)' " + message, path: post.path,
                                                  at: reference.location))
                }
                guard let file = Self.file(reference.path, from: post.sourceFolder) else {
                    report("is outside the site", severity)
                    continue
                }
                guard let target = byPath[file] else {
                    if pagePaths.contains(file) {
                        report("is a page, not a post", severity)
                    } else {
                        let names = posts.map { URLPath.lastComponent(of: $0.file.bundle ?? $0.path) }
                        let hint = Suggestion.closest(to: URLPath.lastComponent(of: file), in: names)
                            .map { " (did you mean '\($0)'?)" } ?? ""
                        report("is not a published post (looked for \(file))\(hint)", severity)
                    }
                    continue
                }
                if target == position {
                    report("is this post itself", .warning)
                } else if !pinned[position].contains(target) {
                    pinned[position].append(target)
                }
            }
        }
        return (pinned, diagnostics)
    }

    /// The file a reference names, from the site root, without a trailing `/`; nil when it climbs out of the site.
    private static func file(_ written: String, from folder: String) -> String? {
        var path = Substring(written)
        if let hash = path.firstIndex(of: "#") { path = path[..<hash] }
        let decoded = URLPath.decode(path) ?? String(path)
        guard let normal = SiteIndex.normalize(decoded.hasPrefix("/") ? String(decoded.dropFirst())
                                               : folder + "/" + decoded) else { return nil }
        return normal.hasSuffix("/") ? String(normal.dropLast()) : normal
    }
}
