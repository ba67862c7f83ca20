import Foundation
import Blog

/// Converts every document's body: the generator's template language first (Liquid or shortcodes), then the links
/// written for the old site. Notes move with the text they point at. Returns how many links were rewritten.
enum ImportConversion {
    static func convertBodies(_ plan: inout ImportPlan) -> Int {
        var converted = 0
        let catalog = plan.catalog
        var siteValues = ["title": plan.config.title]
        if let description = plan.config.description { siteValues["description"] = description }
        if let author = plan.config.author { siteValues["author"] = author }
        for index in plan.documents.indices {
            var document = plan.documents[index]
            let first = templateConversion(of: document, generator: plan.generator, catalog: catalog,
                                           siteValues: siteValues)
            var positions = first.notes.map(\.offset) + first.linkStarts
            document.body = first.edits.apply(to: document.body, moving: &positions)
            let written = Set(positions.dropFirst(first.notes.count))
            let links = LinkConverter.convert(document, catalog: catalog, skipping: written)
            var notes = first.notes + links.notes
            var offsets = Array(positions.prefix(first.notes.count)) + links.notes.map(\.offset)
            document.body = links.edits.apply(to: document.body, moving: &offsets)
            var markdown = [HeadingIDConverter.convert, TypographicDashes.convert]
            if plan.generator == .jekyll { markdown.append(KramdownConverter.convert) }
            for convert in markdown {
                let conversion = convert(document.body)
                notes += conversion.notes
                offsets += conversion.notes.map(\.offset)
                document.body = conversion.edits.apply(to: document.body, moving: &offsets)
            }
            document.notes += zip(notes, offsets).map { ImportNote(offset: $1, message: $0.message) }
            document.notes.sort { $0.offset < $1.offset }
            converted += convertImage(&document, catalog: catalog)
            converted += first.linksConverted + links.linksConverted
            plan.documents[index] = document
            publishUnlinkedAssets(of: index, in: &plan)
        }
        return converted
    }

    /// A bundle's files that no Markdown link or image shows (a theme's thumbnail, an image in raw HTML) would not
    /// be published beside the page, as folio publishes what pages show: they go to `static/` at their old
    /// addresses instead, so those keep answering.
    private static func publishUnlinkedAssets(of index: Int, in plan: inout ImportPlan) {
        let document = plan.documents[index]
        guard let bundle = document.bundle, !document.assets.isEmpty, let old = document.oldURL else { return }
        var shown: Set<String> = []
        let written = MarkdownLinkScanner.destinations(in: document.body).filter { !$0.isHTML }.map(\.url)
            + [document.field("image")?.string].compactMap { $0 }
        for url in written {
            let path = String(url.prefix { $0 != "#" && $0 != "?" })
            let decoded = path.removingPercentEncoding ?? path
            if let file = ImportPaths.normalize(bundle + "/" + decoded) { shown.insert(file) }
        }
        let folder = old.hasSuffix("/") ? old : (old as NSString).deletingLastPathComponent + "/"
        var kept: [(source: String, destination: String)] = []
        for asset in document.assets {
            if shown.contains(asset.destination) {
                kept.append(asset)
            } else if document.publishesUnshownFiles {
                plan.copyStatic(asset.source, address: folder + String(asset.destination.dropFirst(bundle.count + 1)))
            }
        }
        plan.documents[index].assets = kept
    }

    /// Front matter's `image`, which folio checks like an image in the text.
    private static func convertImage(_ document: inout ImportedDocument, catalog: ImportCatalog) -> Int {
        guard let image = document.field("image")?.string, !image.isEmpty else { return 0 }
        if let link = LinkConverter.newLink(image, in: document, catalog: catalog) {
            guard link != image else { return 0 }
            document.frontMatter.set("image", .string(link))
            return 1
        }
        if let old = LinkConverter.oldAddress(image, in: document, catalog: catalog) {
            document.frontMatter.set("image", .string(old))
            document.fileNotes.append("its 'image' '\(image)' points at nothing in the source site either; it now "
                                      + "points at its old address, \(old)")
        }
        return 0
    }

    private static func templateConversion(of document: ImportedDocument, generator: SourceGenerator,
                                           catalog: ImportCatalog, siteValues: [String: String] = [:])
        -> BodyConversion {
        let from = document.destination
        let link = { (target: String?) in target.map { ImportPaths.link(from: from, to: $0) } }
        switch generator {
        case .jekyll:
            var site = LiquidConverter.Site(url: catalog.origin, baseurl: catalog.basePath, postLink: { name in
                let trimmed = name.hasPrefix("/") ? String(name.dropFirst()) : name
                return link(catalog.names[trimmed] ?? catalog.names[String(trimmed.split(separator: "/").last ?? "")])
            }, fileLink: { path in
                link(catalog.destination(ofSource: path.hasPrefix("/") ? String(path.dropFirst()) : path))
            })
            site.values = siteValues
            for entry in document.fields.entries ?? [] { site.page[entry.key] = entry.value.string }
            return LiquidConverter.convert(document.body, site: site)
        case .hugo:
            return ShortcodeConverter.convert(document.body) { reference in
                HugoReferences.link(reference, from: document, catalog: catalog)
            }
        }
    }
}
