/// Converts every document's body: the generator's template language first (Liquid or shortcodes), then the links
/// written for the old site. Notes move with the text they point at. Returns how many links were rewritten.
enum ImportConversion {
    static func convertBodies(_ plan: inout ImportPlan) -> Int {
        var converted = 0
        let catalog = plan.catalog
        for index in plan.documents.indices {
            var document = plan.documents[index]
            let first = templateConversion(of: document, generator: plan.generator, catalog: catalog)
            var positions = first.notes.map(\.offset) + first.linkStarts
            document.body = first.edits.apply(to: document.body, moving: &positions)
            let written = Set(positions.dropFirst(first.notes.count))
            var offsets = Array(positions.prefix(first.notes.count))
            let links = LinkConverter.convert(document, catalog: catalog, skipping: written)
            document.body = links.edits.apply(to: document.body, moving: &offsets)
            document.notes += zip(first.notes, offsets).map { ImportNote(offset: $1, message: $0.message) }
            if plan.generator == .jekyll { document.notes += KramdownNotes.notes(in: document.body) }
            document.notes.sort { $0.offset < $1.offset }
            converted += convertImage(&document, catalog: catalog)
            converted += first.linksConverted + links.linksConverted
            plan.documents[index] = document
        }
        return converted
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
                                           catalog: ImportCatalog) -> BodyConversion {
        let from = document.destination
        let link = { (target: String?) in target.map { ImportPaths.link(from: from, to: $0) } }
        switch generator {
        case .jekyll:
            let site = LiquidConverter.Site(url: catalog.origin, baseurl: catalog.basePath, postLink: { name in
                let trimmed = name.hasPrefix("/") ? String(name.dropFirst()) : name
                return link(catalog.names[trimmed] ?? catalog.names[String(trimmed.split(separator: "/").last ?? "")])
            }, fileLink: { path in
                link(catalog.destination(ofSource: path.hasPrefix("/") ? String(path.dropFirst()) : path))
            })
            return LiquidConverter.convert(document.body, site: site)
        case .hugo:
            return ShortcodeConverter.convert(document.body) { reference in
                HugoReferences.link(reference, from: document, catalog: catalog)
            }
        }
    }
}
