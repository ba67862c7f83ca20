import Foundation
import SourceDiagnostics
import Content
import Blog

/// Keeps every document's old address: each is placed by folio's own placement code, and where its address
/// differs from the old one, the import sets `slug` (when only the slug differs, as for `swift-CI`), or else its
/// own `permalink`, the old address written out (a page's, or a post's that the site's pattern cannot give, such
/// as Hugo's nested sections), so that the page and the files beside it stay where they were; only an address no
/// permalink can spell (spaces, `:`, …) is kept by adding it to `aliases`, which folio answers with a redirect.
enum ImportAddresses {
    /// Returns the number of redirects added; notes what it could not place.
    static func keep(_ plan: inout ImportPlan, config: SiteConfig, now: Date) -> Int {
        let address = SiteAddress(baseURL: config.baseURL)
        let placement = Placement(config: config, address: address, now: now)
        /// The decoded address below the site's root, or the problems that keep folio from placing it.
        func place(_ document: ImportedDocument) -> Result<String, Diagnostics> {
            Result { () throws(Diagnostics) in
                let url = try readPage(sourceFile(for: document), placement: placement).value.source.url
                let below = String(url.dropFirst(address.root.count - 1))
                return below.removingPercentEncoding ?? below
            }
        }
        func keeps(_ document: ImportedDocument, _ old: String) -> Bool {
            (try? place(document).get()).map { same($0, old) } ?? false
        }
        var redirects = 0
        for index in plan.documents.indices where plan.documents[index].role != .draft {
            guard let old = plan.documents[index].oldURL else { continue }
            var document = plan.documents[index]
            defer { plan.documents[index] = document }
            if keeps(document, old) { continue }
            // Only the slug differs (`swift-CI`, `swift-2.2-released`): the site's pattern still places it.
            if !document.ownsAddress, document.field("slug") == nil, let slug = lastSegment(of: old),
               Slug.isValid(slug) {
                var trial = document
                trial.frontMatter.set("slug", .string(slug))
                if keeps(trial, old) {
                    document = trial
                    continue
                }
            }
            // Its own permalink: the old address, written out.
            let key = document.field("url") != nil && document.field("permalink") == nil ? "url" : "permalink"
            let literal = old.hasSuffix("/") || old.hasSuffix(".html") ? old : old + "/"
            if !literal.contains(":"), (try? PermalinkPattern(literal, requiringSlug: false)) != nil {
                var trial = document
                trial.frontMatter.set(key, .string(literal))
                if keeps(trial, old) {
                    document = trial
                    continue
                }
            }
            // A permalink folio cannot read (a placeholder it does not know): the site's pattern and a redirect.
            if (try? place(document).get()) == nil { document.frontMatter.remove(key) }
            if case .failure(let problems) = place(document) {
                let reason = problems.errors.first?.message ?? "an error"
                document.fileNotes.append("folio cannot place it (\(reason)), so its old address \(old) is not kept")
                continue
            }
            document.addedAliases.append(old)
            redirects += 1
        }
        writeAliases(&plan)
        return redirects
    }

    /// Writes each document's aliases: the source's (written out where they were relative) and the import's. An
    /// alias that another document lives at, or that an earlier one claims, is dropped with a note: Jekyll and Hugo
    /// let the last one win in silence, and folio refuses both.
    private static func writeAliases(_ plan: inout ImportPlan) {
        func key(_ address: String) -> String {
            var text = address.hasSuffix("/index.html") ? String(address.dropLast("index.html".count)) : address
            if !text.hasSuffix("/"), !(text.split(separator: "/").last ?? "").contains(".") { text += "/" }
            return text
        }
        var owners: [String: Int] = [:]
        for (index, document) in plan.documents.enumerated() {
            if let old = document.oldURL { owners[key(old)] = index }
        }
        let order = plan.documents.indices.sorted { plan.documents[$0].destination < plan.documents[$1].destination }
        for index in order {
            var document = plan.documents[index]
            var dropped = false
            func keep(_ alias: String) -> Bool {
                if let owner = owners[key(alias)], owner != index {
                    document.fileNotes.append("the old address \(alias), which redirected here, is also "
                                              + "\(plan.documents[owner].destination)'s; it is kept there only")
                    dropped = true
                    return false
                }
                owners[key(alias)] = index
                return true
            }
            let kept = document.oldAliases.filter(keep), added = document.addedAliases.filter(keep)
            let sourceKey = document.aliasKey ?? "aliases"
            if dropped || document.aliasesWereRelative {
                if kept.isEmpty { document.frontMatter.remove(sourceKey) } else {
                    document.frontMatter.set(sourceKey, .strings(kept))
                }
            }
            if !added.isEmpty {
                document.frontMatter.set("aliases", .strings((sourceKey == "aliases" ? kept : []) + added))
            }
            plan.documents[index] = document
        }
    }

    /// The document as the content scanner would find it in the new site.
    static func sourceFile(for document: ImportedDocument) -> SourceFile {
        let kind: SourceFile.Kind = document.role == .page ? .page : .post
        let name = document.bundle.map { ($0 as NSString).lastPathComponent }
            ?? SourceFile.markdownName((document.destination as NSString).lastPathComponent) ?? ""
        return SourceFile(path: document.destination, kind: kind, name: name, bundle: document.bundle,
                          text: document.text)
    }

    /// Equal addresses, a folder's with or without its last `/` (a host redirects `/x` to `/x/`).
    private static func same(_ a: String, _ b: String) -> Bool {
        func key(_ text: String) -> String {
            var text = text.hasSuffix("/index.html") ? String(text.dropLast("index.html".count)) : text
            if !text.hasSuffix("/"), !text.hasSuffix(".html") { text += "/" }
            return text
        }
        return key(a) == key(b)
    }

    /// `swift-CI` for `/blog/swift-CI/` and `/2016/02/01/swift-CI.html`.
    private static func lastSegment(of address: String) -> String? {
        guard var last = address.split(separator: "/").last.map(String.init) else { return nil }
        if last.hasSuffix(".html") { last = String(last.dropLast(5)) }
        return last.isEmpty ? nil : last
    }
}
