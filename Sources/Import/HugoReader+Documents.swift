import Foundation
import SourceDiagnostics
import YAML
import TOML
import Content
import Blog

extension HugoReader {
    mutating func add(_ entry: Entry, isPost: Bool) {
        let source = config.contentDir + "/" + entry.path
        let text: String
        switch tree.text(source) {
        case .success(let read): text = read
        case .failure(let problem):
            plan.sourceNotes.append(Diagnostic(.warning, problem.message + "; not imported", path: source,
                                               at: problem.location))
            return
        }
        let isBundle = !entry.resources.isEmpty || (entry.path as NSString).lastPathComponent == "index.md"
        let folder = isPost ? "content/posts/" : "content/pages/"
        let destination = plan.claim(folder + entry.name + (isBundle ? "/index.md" : ".md"))
        var document: ImportedDocument
        if text.hasPrefix("{") {
            plan.note("JSON front matter, which folio does not read; not imported (write it as YAML or TOML)",
                      source: source)
            return
        }
        let split = (try? splitFrontMatter(text, path: source))
            ?? RawDocument(path: source, frontMatter: nil, body: text, bodyStartLine: 1)
        var fields = YAMLValue.null(at: SourceLocation(line: 1, column: 1))
        var notes: [String] = []
        if let front = split.frontMatter {
            do {
                fields = split.frontMatterFormat == .toml ? try TOMLReader.read(front, path: source, lineOffset: 1)
                    : try YAMLReader.read(front, path: source, lineOffset: 1)
            } catch {
                notes.append("its front matter cannot be read (\(error.all.first?.message ?? "")); it is kept as "
                             + "written and the build will say where")
            }
        }
        let build = HugoBuildOptions(fields, inheriting: entry.cascade)
        let (texts, files) = partitionResources(entry)
        if let build, !build.render {
            noteUnpublished(entry, source: source, options: build)
            return
        }
        let bundle = config.contentDir + "/" + (entry.path as NSString).deletingLastPathComponent
        for text in texts {
            plan.note("a Markdown file of the bundle \(bundle): Hugo publishes neither a page nor a file for it (a "
                      + "theme may show its text); not imported", source: config.contentDir + "/" + text)
        }
        document = ImportedDocument(source: source, role: isPost ? .post : .page, destination: destination,
                                    frontMatter: FrontMatterEditor(text: split.frontMatter,
                                                                   format: split.frontMatterFormat),
                                    fields: fields, body: split.body)
        document.fileNotes = notes
        if let build, !build.publishResources { document.publishesUnshownFiles = false }
        if let build, !build.list, isPost {
            document.fileNotes.append("Hugo leaves it out of its lists ('list: never' in its build options); folio "
                                      + "lists every post")
        }
        let bundleFolder = (destination as NSString).deletingLastPathComponent
        let sourceFolder = (source as NSString).deletingLastPathComponent
        document.assets = files.map { resource in
            let inside = String(resource.dropFirst(((entry.path as NSString).deletingLastPathComponent).count + 1))
            return (config.contentDir + "/" + resource, bundleFolder + "/" + inside)
        }
        for (from, to) in document.assets { plan.catalog.add(source: from, destination: to) }
        place(&document, entry: entry, isPost: isPost, sourceFolder: sourceFolder)
    }

    /// A bundle's Markdown files (Hugo's page resources, which it publishes neither as pages nor as files) and
    /// its other files, below `content/`.
    private func partitionResources(_ entry: Entry) -> (texts: [String], files: [String]) {
        let markdown: Set<String> = ["md", "markdown", "mdown", "mkd"]
        let isText = { (path: String) in markdown.contains((path as NSString).pathExtension.lowercased()) }
        return (entry.resources.filter(isText), entry.resources.filter { !isText($0) })
    }

    /// A page Hugo does not publish: a headless bundle, or one whose build options say not to render it. One item
    /// names the bundle's files, none of which is imported.
    private mutating func noteUnpublished(_ entry: Entry, source: String, options: HugoBuildOptions) {
        let what = options.isHeadless ? "a headless bundle ('headless: true'): Hugo publishes no page for it, and its "
            + "files are for the theme to show on other pages" : (options.isCascaded ? "the build options its "
            + "section's _index.md cascades say" : "its build options say") + " not to render it ('render: never' "
            + "or 'link'): Hugo publishes no page for it"
        let folder = String(entry.path.dropLast((entry.path as NSString).lastPathComponent.count))
        let names = entry.resources.map { String($0.dropFirst(folder.count)) }.sorted()
        let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? " and \(names.count - 5) more" : "")
        plan.note("\(what); not imported" + (names.isEmpty ? "" : ", nor its files: " + shown), source: source)
    }

    /// The date, draft state and address Hugo gives the page, and its names for `ref`.
    private mutating func place(_ document: inout ImportedDocument, entry: Entry, isPost: Bool,
                                sourceFolder: String) {
        let fields = document
        let dateText = ["date", "publishDate", "pubdate", "published"].compactMap { fields.field($0)?.string }.first
        var date = dateText.flatMap { PostDate.parse($0, in: timeZone) }
        if isPost, date == nil {
            let fallback = document.field("lastmod")?.string.flatMap { PostDate.parse($0, in: timeZone) }
            date = fallback ?? tree.modificationDate(document.source) ?? now
            document.frontMatter.set("date", .string(DateText(timeZone: timeZone).iso(date ?? now)))
            document.fileNotes.append("a post without a date: dated by its "
                                      + (fallback != nil ? "'lastmod'" : "file's time") + ", as folio needs a date")
        }
        let draft = document.field("draft")?.bool == true
        let expired = document.field("expiryDate")?.string.flatMap { PostDate.parse($0, in: timeZone) }
            .map { $0 <= now } ?? false
        let future = date.map { $0 > now } ?? false
        document.ownsAddress = !isPost || document.field("url") != nil
        let values = HugoURL.Values(title: document.field("title")?.string ?? entry.name,
                                    slug: document.field("slug")?.string, fileName: entry.name,
                                    sections: entry.sections, date: date ?? now, timeZone: timeZone)
        let lowercase = !config.disablePathToLower
        var old: String?
        if let url = document.field("url")?.string {
            old = HugoURL.own(url)
        } else if let section = entry.sections.first, let pattern = config.permalinks[section] {
            old = HugoURL.fill(pattern, values, lowercase: lowercase)
            if old == nil { document.fileNotes.append("its section's permalink '\(pattern)' uses a placeholder "
                                                      + "folio does not know; its old address is not kept") }
        } else {
            old = HugoURL.byPath(values, lowercase: lowercase)
        }
        if config.uglyURLs, document.field("url") == nil { old = old.map(HugoURL.ugly) }
        if draft || expired || future { old = nil }
        if expired {
            document.fileNotes.append("its 'expiryDate' has passed, so Hugo no longer publishes it; folio does")
        }
        document.oldURL = old
        if !isPost, let old, let page = ImportPlan.folioPage(at: old) {
            plan.note("the page at \(old), where folio makes \(page) of its own; not imported", source: document.source)
            return
        }
        // Relative aliases are relative to the page's folder's folder; written out, they need no such rule.
        let written = document.field("aliases")?.array?.compactMap(\.string)
            ?? document.field("aliases")?.string.map { [$0] } ?? []
        let base = old.map { $0.hasSuffix("/") ? ($0.dropLast() as Substring) : Substring($0) }
            .map { String($0[...($0.lastIndex(of: "/") ?? $0.startIndex)]) } ?? "/"
        document.oldAliases = written.map { alias in
            let decoded = alias.removingPercentEncoding ?? alias
            return decoded.hasPrefix("/") ? decoded : base + decoded
        }
        document.aliasKey = document.fields.entries?.first { $0.key.lowercased() == "aliases" }?.key
        document.aliasesWereRelative = written.contains { !$0.hasPrefix("/") }
        if let old { plan.catalog.add(address: old, destination: document.destination) }
        for alias in document.oldAliases { plan.catalog.add(address: alias, destination: document.destination) }
        plan.catalog.add(source: document.source, destination: document.destination)
        let inContent = String(document.source.dropFirst(config.contentDir.count + 1))
        for name in HugoReferences.names(of: inContent) where plan.catalog.names[name] == nil {
            plan.catalog.names[name] = document.destination
        }
        plan.documents.append(document)
    }
}
