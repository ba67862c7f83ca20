import Foundation
import TestSupport
@testable import Build
import Blog

/// One kind of edit a writer makes, applied to a copy of any fixture site, saved as editors save (a new file
/// renamed over the old one).
enum FixtureEdit: String, CaseIterable, Sendable {
    case postBody = "a post's body"
    case title = "a post's title"
    case tags = "a post's tags"
    case series = "a post's series"
    case related = "a post's related posts"
    case robots = "a post made noindex"
    case date = "a post's date"
    case template = "a template"
    case partial = "a partial"
    case stylesheet = "the stylesheet"
    case config = "folio.yml"
    case staticFile = "a static file"
    case image = "an image"
    case page = "a page"
    case publishedDraft = "a draft published"
    case newPost = "a new post"
    case deletedPost = "a deleted post"

    struct NotApplicable: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether the site of `fixture` has what the edit changes (every site has posts, a theme and a config).
    func applies(to fixture: FixtureCase) -> Bool {
        let files = SiteFiles(root: fixture.input)
        switch self {
        case .partial: return !files.hasTemplates || files.partial != nil
        case .image: return files.image != nil
        case .page: return files.page != nil
        case .publishedDraft: return files.draft != nil
        // A theme of the site's own that shows no series or related posts shows no change.
        case .series: return files.postTemplateShows("series")
        case .related: return files.postTemplateShows("related")
        default: return true
        }
    }

    /// Makes the edit below `root`; returns the paths it changed, from `root`, as a watcher reports them.
    func apply(to root: URL) throws -> [String] {
        let files = SiteFiles(root: root)
        func need(_ path: String?, _ what: String) throws -> String {
            guard let path else { throw NotApplicable(description: "\(root.path) has no \(what)") }
            return path
        }
        switch self {
        case .postBody:
            return try files.edit(need(files.editedPost, "post")) { $0 + "\nAn afterthought, added later.\n" }
        case .title:
            return try files.edit(need(files.editedPost, "post")) { $0.settingTitle(to: "An edited title") }
        case .tags:
            return try files.edit(need(files.editedPost, "post")) { $0.settingFrontMatter("tags", to: "[edited]") }
        case .series:
            // The post joins the site's first series, whose other parts then list it, or starts one.
            let name = files.seriesName ?? "An edited series"
            return try files.edit(need(files.editedPost, "post")) { $0.settingFrontMatter("series", to: name) }
        case .related:
            let post = try need(files.editedPost, "post")
            let named = try need(files.publishedPosts.first { $0 != post }, "second post")
            let reference = files.reference(to: named, from: post)
            return try files.edit(post) { $0.settingFrontMatter("related", to: "[\(reference)]") }
        case .robots:
            return try files.edit(need(files.editedPost, "post")) { $0.settingFrontMatter("robots", to: "noindex") }
        case .date:
            return try files.edit(need(files.editedPost, "post")) { $0.settingFrontMatter("date", to: "2023-11-05") }
        case .template:
            return try files.edit("templates/post.mustache") { $0 + "<!-- edited template -->\n" }
        case .partial:
            // A site on the built-in theme gets its first override: the built-in footer, changed.
            guard let partial = files.partial else {
                let footer = DefaultTheme.files.first { $0.path == "templates/footer.mustache" }?.text ?? ""
                return try files.edit("templates/footer.mustache") { _ in footer + "<!-- edited partial -->\n" }
            }
            return try files.edit(partial) { $0 + "<!-- edited partial -->\n" }
        case .stylesheet:
            return try files.edit("templates/style.css") { $0 + "\n.edited { color: teal; }\n" }
        case .config:
            return try files.edit("folio.yml") { text in
                text.replacingLine(startingWith: "title:", with: "title: An edited site title") ?? text
            }
        case .staticFile:
            return try files.edit(files.staticFile ?? "static/edited.txt") { "Edited.\n" + $0 }
        case .image:
            let path = try need(files.image, "image")
            try files.save(TestPNG.make(width: 7, height: 5), to: path)
            return [path]
        case .page:
            return try files.edit(need(files.page, "page")) { $0 + "\nOne more line, added later.\n" }
        case .publishedDraft:
            return try files.edit(need(files.draft, "draft")) { $0.settingFrontMatter("draft", to: "false") }
        case .newPost:
            let text = "---\ntags: [new]\n---\n\n# A new post\n\nWritten after the first build.\n"
            return try files.edit("content/posts/2024-12-24-a-new-post.md") { _ in text }
        case .deletedPost:
            return try files.delete(need(files.deletablePost, "post that no other file links to"))
        }
    }
}
