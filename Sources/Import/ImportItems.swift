import SourceDiagnostics

/// The list of what an import left for the author, each at its place, as `folio import` prints it: paths in the
/// new site for what it wrote, below the source for what it did not import.
enum ImportItems {
    static func list(_ plan: ImportPlan, build: ImportBuildCheck.Result, options: ImportOptions) -> [Diagnostic] {
        var items = plan.sourceNotes.map { $0.moved(under: options.sourceName) }
        var inNewSite: [Diagnostic] = []
        for document in plan.documents {
            for note in document.fileNotes { inNewSite.append(.warning(note, path: document.destination)) }
            let text = document.text
            let bodyStart = document.frontMatter.fenced.utf8.count
            let bytes = Array(text.utf8)
            for note in document.notes {
                let offset = min(bodyStart + note.offset, bytes.count)
                let before = bytes[..<offset]
                let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
                let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
                inNewSite.append(.warning(note.message, path: document.destination,
                                          at: SourceLocation(line: line, column: column)))
            }
        }
        inNewSite += build.brokenLinks.map { broken in
            var item = broken
            item.message += " (left for you: 'broken_links: warn' in folio.yml lets the site build meanwhile)"
            return item
        }
        inNewSite += build.errors
        inNewSite += unknownKeys(build.unknownKeys)
        items += inNewSite.map { $0.moved(under: options.destinationName) }
        return items
    }

    /// One item per front matter key no generator defines, with how many files have it and where it first is.
    private static func unknownKeys(_ keys: [String: [Diagnostic]]) -> [Diagnostic] {
        keys.sorted { $0.key < $1.key }.map { key, found in
            let first = Diagnostics(found).sorted[0]
            let others = found.count > 1 ? " and in \(found.count - 1) other file\(found.count == 2 ? "" : "s")" : ""
            return .warning("front matter key '\(key)' (here\(others)) is neither folio's nor the source generator's; "
                            + "folio.yml's ignored_front_matter lists it, so folio accepts it without a word",
                            path: first.path, at: first.location)
        }
    }
}
