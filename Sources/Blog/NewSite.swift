import Foundation
import SourceDiagnostics

/// A site's `.gitignore`, which `folio init` and `folio import` write: what builds make, out of the repository (the
/// site, the cache that lets the next build redo only what changed, the files made from pictures, and the link
/// checker's cache).
public let builtFilesGitignore = "/public/\n/.folio-cache\n/.folio-images\n/.folio-link-cache\n"

/// `folio init FOLDER`: a new site with folio.yml, an about page, a first post, a `.gitignore` for what builds
/// make, and (unless `workflow` is false) the GitHub Pages workflow (`PagesWorkflow`). It has no theme files: the
/// built-in theme is used until the site changes a part of it (`ejectTheme`). Refuses a folder that holds anything,
/// so nothing the user wrote is ever overwritten.
public func initializeSite(at folder: URL, workflow: Bool = true, now: Date = Date()) throws(Diagnostics) {
    let manager = FileManager.default
    let path = folder.path
    if let entries = try? manager.contentsOfDirectory(atPath: path), !entries.isEmpty {
        throw Diagnostics([.error("the folder is not empty; folio init makes a site only in a new or empty folder",
                                  path: path)])
    }
    let day = DateText(timeZone: .current).day(now)
    var files: [(String, String)] = [
        ("folio.yml", """
        title: My blog
        description: Notes written in plain Markdown.
        author: ""
        base_url: https://example.com
        language: en
        timezone: \(TimeZone.current.identifier)
        permalink: /:year/:month/:slug/
        posts_per_page: 10
        # Extra image layout words: ![alt](pic.png#+rounded)
        # image_layouts:
        #   rounded: "border-radius: 0.75em;"

        """),
        ("content/posts/\(day)-hello-world.md", """
        # Hello, world

        This is the first post. It is plain GitHub-flavoured Markdown, so it reads the same on GitHub.

        Put layout words in an image's URL fragment to place it: `![A photo](photo.jpg#+right+third)` floats
        the image right at a third of the text column. Run `folio serve` and edit this file to see it change.

        """),
        ("content/pages/about.md", "# About\n\nWho writes here, and why.\n"),
        ("static/.keep", ""),
        (".gitignore", builtFilesGitignore),
    ]
    if workflow { files.append((PagesWorkflow.path, PagesWorkflow.text())) }
    do {
        for (relative, text) in files {
            let target = folder.appending(path: relative)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard manager.createFile(atPath: target.path, contents: Data(text.utf8)) else {
                throw CocoaError(.fileWriteUnknown)
            }
        }
    } catch {
        throw Diagnostics([.error("cannot write the new site: \(error.localizedDescription)", path: path)])
    }
}
