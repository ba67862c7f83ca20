import Foundation
import SourceDiagnostics
import YAML
import Content
import Blog

extension JekyllReader {
    /// A post of `_posts/` (or a draft of `_drafts/`): its date, categories and address as Jekyll gives them.
    mutating func addPost(_ path: String, isDraft: Bool) {
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension.lowercased()
        let base = (name as NSString).deletingPathExtension
        guard markdownExtensions.contains(ext) || ext == "html" else {
            if !isDraft { copyStatic(path) }  // an image beside the posts: Jekyll copies it as it is
            return
        }
        let prefix = PostDate.prefix(ofFileName: base)
        guard isDraft || (prefix != nil && base.count > (prefix?.count ?? 0) + 1) else {
            plan.note("not named YYYY-MM-DD-title.\(ext), so Jekyll does not publish it; not imported", source: path)
            return
        }
        guard var document = load(path, role: isDraft ? .draft : .post,
                                  destination: "content/posts/" + base + ".md") else { return }
        if ext == "html" { document.fileNotes.append("written in HTML; folio reads it as Markdown, check it renders") }
        let nameSlug = prefix.map { String(base.dropFirst($0.count + 1)) } ?? base
        let slug = document.field("slug")?.string ?? nameSlug
        var date = document.field("date")?.string.flatMap { PostDate.parse($0, in: timeZone) }
            ?? prefix.flatMap { PostDate.parse($0, in: timeZone) }
        if isDraft {
            if date == nil {
                date = tree.modificationDate(path) ?? now
                document.frontMatter.set("date", .string(DateText(timeZone: timeZone).iso(date ?? now)))
                document.fileNotes.append("a draft without a date: dated by its file's time, as Jekyll does")
            }
            if document.field("draft")?.bool != true { document.frontMatter.set("draft", .bool(true)) }
        }
        let parts = path.split(separator: "/").map(String.init)
        var categories = parts.prefix { $0 != "_posts" && $0 != "_drafts" }.filter { !$0.hasPrefix("_") }
        categories += Self.words(document.field("categories")) + (document.field("category")?.string.map { [$0] } ?? [])
        let published = document.field("published")?.bool != false
        let future = date.map { $0 > now } ?? false
        let ownPermalink = document.field("permalink")?.string
        document.ownsAddress = ownPermalink != nil
        if !isDraft, published, !future, let date {
            let pattern = JekyllConfig.expand(ownPermalink ?? config.postPermalink(forPath: path))
            let values = JekyllURL.PostValues(slug: slug, date: date, timeZone: timeZone, categories: categories)
            document.oldURL = JekyllURL.fill(pattern, values)
            if document.oldURL == nil {
                document.fileNotes.append("its permalink '\(pattern)' uses a placeholder folio does not know; its "
                                          + "old address is not kept")
            }
        }
        let postsFolder = parts.firstIndex(of: "_posts").map { parts[($0 + 1)...].joined(separator: "/") }
        if let postsFolder {
            plan.catalog.names[(postsFolder as NSString).deletingPathExtension] = document.destination
        }
        plan.catalog.names[base] = plan.catalog.names[base] ?? document.destination
        finish(&document)
    }

    /// A Markdown page: its address is its `permalink`, else its path in the style of the site's permalink.
    mutating func addPage(_ path: String) {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let folder = (path as NSString).deletingLastPathComponent
        if name == "404", folder.isEmpty {
            plan.note("the page for missing addresses; not imported: folio makes its own 404.html", source: path)
            return
        }
        // `install/linux/index.md` → `install-linux.md`; no leading dot, which would hide the file.
        let parts = folder.split(separator: "/").map { String($0.drop { $0 == "." || $0 == "_" }) }
            + (name == "index" ? [] : [name])
        let flat = parts.filter { !$0.isEmpty }.joined(separator: "-")
        guard var document = load(path, role: .page, destination: "content/pages/" + flat + ".md") else { return }
        document.ownsAddress = true
        let own = document.field("permalink")?.string
        document.oldURL = JekyllURL.page(path: path, permalink: own, siteStyle: config.permalink)
        if let old = document.oldURL, let page = ImportPlan.folioPage(at: old) {
            plan.note("the page at \(old), where folio makes \(page) of its own; not imported", source: path)
            return
        }
        if document.field("published")?.bool == false { document.oldURL = nil }
        finish(&document)
    }

    /// A document of a collection Jekyll writes out (`output: true`): a post when it has a date, else a page,
    /// at its collection's address.
    mutating func addCollectionDocument(_ path: String, collection name: String) {
        let ext = (path as NSString).pathExtension.lowercased()
        guard markdownExtensions.contains(ext) else {
            copyStatic(path)
            return
        }
        guard let collection = config.collections.first(where: { $0.name == name }), collection.output else {
            plan.note("a document of the collection '\(name)', which Jekyll does not write out; not imported",
                      source: path)
            return
        }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let probe = tree.text(path)
        let hasDate = (try? probe.get()).map { $0.contains("\ndate:") } ?? false
        let role: ImportedDocument.Role = hasDate ? .post : .page
        let folder = role == .post ? "content/posts/" : "content/pages/"
        guard var document = load(path, role: role, destination: folder + "\(name)-\(base).md") else { return }
        document.ownsAddress = true
        let date = document.field("date")?.string.flatMap { PostDate.parse($0, in: timeZone) } ?? now
        let inside = path.split(separator: "/").drop { $0 != "_" + name }.dropFirst().joined(separator: "/")
        let pattern = JekyllConfig.expand(document.field("permalink")?.string ?? collection.permalink
                                          ?? "/:collection/:path:output_ext")
        var values = JekyllURL.PostValues(slug: document.field("slug")?.string ?? base, date: date,
                                          timeZone: timeZone, categories: Self.words(document.field("categories")))
        values.path = (inside as NSString).deletingPathExtension
        values.collection = name
        document.oldURL = document.field("published")?.bool == false ? nil : JekyllURL.fill(pattern, values)
        finish(&document)
    }

    /// The document's text, split; nil (with a note) when it cannot be read.
    private mutating func load(_ path: String, role: ImportedDocument.Role, destination: String) -> ImportedDocument? {
        let text: String
        switch tree.text(path) {
        case .success(let read): text = read
        case .failure(let problem):
            plan.sourceNotes.append(Diagnostic(.warning, problem.message + "; not imported", path: path,
                                               at: problem.location))
            return nil
        }
        let split = (try? splitFrontMatter(text, path: path))
            ?? RawDocument(path: path, frontMatter: nil, body: text, bodyStartLine: 1)
        var fields = YAMLValue.null(at: SourceLocation(line: 1, column: 1))
        var notes: [String] = []
        var editor = FrontMatterEditor(text: split.frontMatter, format: .yaml)
        for key in editor.removeDuplicateKeys() {
            notes.append("its front matter had '\(key)' twice; the first is removed, as Jekyll uses the last")
        }
        if split.frontMatter != nil {
            do {
                fields = try YAMLReader.read(editor.text, path: path, lineOffset: 1)
            } catch {
                notes.append("its front matter cannot be read (\(error.all.first?.message ?? "YAML")); it is kept "
                             + "as written and the build will say where")
            }
        }
        var document = ImportedDocument(source: path, role: role, destination: plan.claim(destination),
                                        frontMatter: editor,
                                        fields: fields, body: split.body)
        document.fileNotes = notes
        return document
    }

    /// What every document gets: YAML 1.1 booleans made plain, the site's excerpt separator, the aliases the source
    /// had, and its place in the catalog.
    private mutating func finish(_ document: inout ImportedDocument) {
        for key in ["published", "draft"] {
            if let value = document.field(key), value.bool == nil, let text = value.string?.lowercased(),
               let flag = ["yes": true, "on": true, "y": true, "no": false, "off": false, "n": false][text] {
                document.frontMatter.set(key, .bool(flag))
            }
        }
        if let separator = config.excerptSeparator, document.field("excerpt_separator") == nil,
           !separator.allSatisfy(\.isWhitespace), document.body.contains(separator) {
            document.frontMatter.set("excerpt_separator", .string(separator))
        }
        if document.field("redirect_from") != nil { document.aliasKey = "redirect_from" }
        document.oldAliases = Self.words(document.field("redirect_from"), splitting: false).map { alias in
            let decoded = alias.removingPercentEncoding ?? alias
            return decoded.hasPrefix("/") ? decoded : "/" + decoded
        }
        if let old = document.oldURL { plan.catalog.add(address: old, destination: document.destination) }
        for alias in document.oldAliases { plan.catalog.add(address: alias, destination: document.destination) }
        plan.catalog.add(source: document.source, destination: document.destination)
        plan.documents.append(document)
    }

    /// A list of strings, or one string split at spaces (as Jekyll reads `categories: a b`).
    static func words(_ value: YAMLValue?, splitting: Bool = true) -> [String] {
        if let items = value?.array { return items.compactMap(\.string) }
        guard let text = value?.string else { return [] }
        return splitting ? text.split(whereSeparator: \.isWhitespace).map(String.init) : [text]
    }
}
