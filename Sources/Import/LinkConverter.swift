import Foundation
import Content

/// Rewrites links written for the old site into links between the new site's files: `/blog/some-title/`,
/// `https://swift.org/blog/some-title/#setup` and `/assets/a.png` become `2016-02-01-some-title.md#setup` and
/// `../../static/assets/a.png`, which folio checks and publishes at the right address, and GitHub follows too.
/// Relative links are tried as source files first (Jekyll's relative links to `.md` files), then as addresses
/// relative to the document's old address. Links to anything else stay as written.
enum LinkConverter {
    /// Links starting at `skipping` were written by an earlier conversion and are left alone.
    static func convert(_ document: ImportedDocument, catalog: ImportCatalog, skipping: Set<Int> = [])
        -> BodyConversion {
        var conversion = BodyConversion()
        for destination in MarkdownLinkScanner.destinations(in: document.body)
        where !skipping.contains(destination.range.lowerBound) && !destination.url.hasPrefix("{{")
            && !destination.url.hasPrefix("{%") {
            if destination.isHTML {
                // Raw HTML is published as written, so its links stay addresses: the old site's own absolute
                // ones lose their host (the new site answers the same paths), and the rest stay.
                guard URLPath.hasScheme(destination.url) || destination.url.hasPrefix("//"),
                      let path = catalog.sitePath(of: destination.url) else { continue }
                conversion.edits.replace(destination.range, with: catalog.basePath + path)
                conversion.linksConverted += 1
                continue
            }
            if let link = newLink(destination.url, in: document, catalog: catalog) {
                guard link != destination.url else { continue }
                conversion.edits.replace(destination.range, with: link)
                conversion.linksConverted += 1
            } else if let old = oldAddress(destination.url, in: document, catalog: catalog) {
                conversion.edits.replace(destination.range, with: old)
                let message = "'\(destination.url)' points at nothing in the source site either; it now points at "
                    + "its old address, \(old)"
                conversion.notes.append(ImportNote(offset: destination.range.lowerBound, message: message))
            }
        }
        return conversion
    }

    /// For a relative link that leads nowhere in the source (a broken image), the address it had on the old site,
    /// from the host's root: folio leaves such a link as written, as the old site did, rather than stop the build.
    static func oldAddress(_ url: String, in document: ImportedDocument, catalog: ImportCatalog) -> String? {
        guard !url.isEmpty, !url.hasPrefix("#"), !url.hasPrefix("/"), !URLPath.hasScheme(url),
              let old = document.oldURL else { return nil }
        let path = url.prefix { $0 != "#" && $0 != "?" }
        let decoded = String(path).removingPercentEncoding ?? String(path)
        let base = old.hasSuffix("/") ? old : (old as NSString).deletingLastPathComponent + "/"
        guard let resolved = ImportPaths.normalize(base + decoded) else { return nil }
        return catalog.basePath + "/" + resolved.split(separator: "/").map { ImportPaths.encode(String($0)) }
            .joined(separator: "/") + (resolved.hasSuffix("/") ? "/" : "") + url.dropFirst(path.count)
    }

    static func newLink(_ url: String, in document: ImportedDocument, catalog: ImportCatalog) -> String? {
        guard !url.isEmpty, !url.hasPrefix("#") else { return nil }
        var path = Substring(url), fragment = ""
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[hash...])
            path = path[..<hash]
        }
        if let question = path.firstIndex(of: "?") {
            guard path[question...].count == 1 else { return nil }  // a query is for a server; leave the link
            path = path[..<question]
        }
        var target: String?
        if let sitePath = catalog.sitePath(of: String(path)) {
            target = catalog.destination(ofAddress: sitePath)
        } else if !URLPath.hasScheme(String(path)), !path.hasPrefix("/"), !path.isEmpty {
            let decoded = String(path).removingPercentEncoding ?? String(path)
            let sourceFolder = (document.source as NSString).deletingLastPathComponent
            if let file = ImportPaths.normalize(sourceFolder.isEmpty ? decoded : sourceFolder + "/" + decoded),
               let destination = catalog.destination(ofSource: file) {
                target = destination
            } else if let old = document.oldURL {
                let base = old.hasSuffix("/") ? old : (old as NSString).deletingLastPathComponent + "/"
                if let resolved = ImportPaths.normalize(base + decoded) {
                    target = catalog.destination(ofAddress: "/" + resolved)
                }
            }
        }
        guard let target, target != document.destination || !fragment.isEmpty else { return nil }
        return ImportPaths.link(from: document.destination, to: target) + fragment
    }
}
