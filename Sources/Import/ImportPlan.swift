import Foundation
import SourceDiagnostics
import Content

/// Everything an import will write, worked out before anything is written.
struct ImportPlan {
    var generator: SourceGenerator
    var config: FolioConfigDraft
    var documents: [ImportedDocument] = []
    /// Files copied as they are: (below the source, below the new site).
    var copies: [(source: String, destination: String)] = []
    /// Notes about the source's own files, by their paths below the source.
    var sourceNotes: [Diagnostic] = []
    var catalog = ImportCatalog()
    /// New paths taken so far, to keep two sources from one name.
    private var taken: Set<String> = []
    private var copiedPaths: Set<String> = []

    init(generator: SourceGenerator, config: FolioConfigDraft) {
        self.generator = generator
        self.config = config
    }

    /// `path`, or `name-2.md` (a bundle: `name-2/index.md`), `name-3.md`, … when its name is taken, in any case:
    /// `x.md` and `x/index.md` are one name, and so are `X.md` and `x.md` on some disks.
    mutating func claim(_ path: String) -> String {
        let isBundle = path.hasSuffix("/index.md")
        let stem = isBundle ? String(path.dropLast("/index.md".count)) : (path as NSString).deletingPathExtension
        let ext = isBundle ? "/index.md" : ((path as NSString).pathExtension.isEmpty ? ""
                                            : "." + (path as NSString).pathExtension)
        var candidate = stem, number = 2
        while taken.contains(candidate.lowercased()) {
            candidate = "\(stem)-\(number)"
            number += 1
        }
        taken.insert(candidate.lowercased())
        return candidate + ext
    }

    /// Copies a static file to `static/` at its address, unless folio makes a file of that name itself.
    mutating func copyStatic(_ path: String, address: String) {
        let inside = address.hasPrefix("/") ? String(address.dropFirst()) : address
        if ["robots.txt", "sitemap.xml", "feed.xml", "404.html", "style.css", "index.html"].contains(inside)
            || inside.hasPrefix("tags/") || inside.hasPrefix("archive/") || inside.hasPrefix("page/") {
            note("folio makes its own /\(inside); not imported", source: path)
            return
        }
        let destination = "static/" + inside
        guard copiedPaths.insert(destination).inserted else {
            note("another file of the source is published at /\(inside) too; this one is not imported", source: path)
            return
        }
        copies.append((path, destination))
        catalog.add(source: path, destination: destination)
        catalog.add(address: "/" + inside, destination: destination)
    }

    /// What folio itself publishes at `address` (a site path), if anything: then a page of the source there is not
    /// imported, as folio's own page answers the address.
    static func folioPage(at address: String) -> String? {
        if address == "/" || address == "/index.html" { return "the home page" }
        if address == "/archive/" { return "the archive" }
        if address.hasPrefix("/tags/") { return "a tag page" }
        if address.hasPrefix("/page/"), address.dropFirst(6).first?.isNumber == true {
            return "a page of the home page"
        }
        return nil
    }

    mutating func note(_ message: String, source path: String, at location: SourceLocation? = nil) {
        sourceNotes.append(.warning(message, path: path, at: location))
    }
}

/// The `folio.yml` an import writes.
struct FolioConfigDraft {
    var title = "My blog"
    var baseURL = "https://example.com"
    var description: String?
    var author: String?
    var language: String?
    var timeZone = "UTC"
    var permalink = PermalinkPattern.postDefault.pattern
    var postsPerPage: Int?
    var brokenLinks: BrokenLinkPolicy = .error
    var ignoredFrontMatter: [String] = []

    var text: String {
        func quoted(_ text: String) -> String { FrontMatterEditor.Value.string(text).text }
        var lines = ["title: \(quoted(title))", "base_url: \(quoted(baseURL))"]
        if let description, !description.isEmpty { lines.append("description: \(quoted(description))") }
        if let author, !author.isEmpty { lines.append("author: \(quoted(author))") }
        if let language { lines.append("language: \(quoted(language))") }
        lines.append("timezone: \(quoted(timeZone))")
        lines.append("permalink: \(quoted(permalink))")
        if let postsPerPage { lines.append("posts_per_page: \(postsPerPage)") }
        if !ignoredFrontMatter.isEmpty {
            lines.append("# Front matter keys only the old theme used: folio accepts them without a word.")
            lines.append("ignored_front_matter: " + FrontMatterEditor.Value.strings(ignoredFrontMatter).text)
        }
        if brokenLinks == .warn {
            lines.append("# Links the source site had broken are listed by 'folio build' as warnings; fix them, then")
            lines.append("# remove this line so that a new broken link stops the build.")
            lines.append("broken_links: warn")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
