import Foundation
import SourceDiagnostics
import ConcurrencyHelpers
import Fingerprints
import Images
import Blog

extension IncrementalBuild {
    /// Stage 8 through the layer, on every core, in the site's order. A page's check is the memory's while the
    /// page's version, the severity and the anchors of every page it looked at are as they were; otherwise it runs
    /// again on the links the page's record keeps. When only sources were edited, only the edited pages and the
    /// pages that looked at their anchors are looked at. Returns the files pages show, each once, in the order
    /// pages first ask for them, and the problems.
    public mutating func checkLinks(_ site: Site, index: SiteIndex) async -> LinkResults {
        let severity: Diagnostic.Severity = site.config.brokenLinks == .warn ? .warning : .error
        let everyPage = (site.posts + site.pages).map(\.path)
        let pages: [String]
        if let last {
            var chosen = changedVersions
            for path in changedAnchors { chosen.formUnion(last.linkers(of: path, in: memory)) }
            pages = chosen.sorted()
        } else {
            pages = everyPage
        }
        let memory = self.memory
        @Sendable func key(_ record: PageRecord, targets: [String]) -> ContentHash {
            var key = record.version
            key.update(number: severity == .error ? 1 : 0)
            for target in targets {
                key.update(field: target)
                for anchor in memory.pages[target]?.anchors ?? [] { key.update(field: anchor) }
            }
            return key
        }
        let positions = current.sitePositions
        let checked = await inParallel(pages.count) { item -> (LinkCheck, ContentHash, isNew: Bool)? in
            guard let record = memory.pages[pages[item]], let place = positions[pages[item]] else { return nil }
            if let known = record.check, record.checkKey == key(record, targets: known.targets) {
                return (known, record.checkKey, false)
            }
            let source = place.isPost ? site.posts[place.position] : site.pages[place.position]
            let check = Blog.checkLinks(of: source, links: record.links,
                                             derived: Set(record.derivedImages.map(\.source)), index: index,
                                             linkSeverity: severity) { memory.pages[$0]?.anchors ?? [] }
            return (check, key(record, targets: check.targets), true)
        }
        if last == nil { current.linkers = [:] } else { current.linkers = last!.linkers }
        for (path, result) in zip(pages, checked) {
            guard let (check, checkKey, isNew) = result, isNew, var record = self.memory.pages[path] else { continue }
            if record.check?.copies != check.copies { copiesChanged = true }
            for target in record.check?.targets ?? [] { current.linkers?[target]?.remove(path) }
            (record.check, record.checkKey) = (check, checkKey)
            self.memory.pages[path] = record
            self.memory.changed(.page, path)
            count { $0.checked += 1 }
        }
        if let last, !copiesChanged {
            // Only the pages looked at can have found other problems.
            let looked = Set(pages)
            current.links.copies = last.links.copies
            current.links.diagnostics = last.links.diagnostics.filter { !looked.contains($0.path) }
                + pages.flatMap { self.memory.pages[$0]?.check?.diagnostics ?? [] }
            for path in pages { for target in self.memory.pages[path]?.check?.targets ?? [] {
                current.linkers?[target, default: []].insert(path)
            } }
            return current.links
        }
        current.linkers = [:]
        current.links = LinkResults(checksOf: everyPage, in: self.memory, linkers: &current.linkers)
        return current.links
    }
}

extension LinkResults {
    /// What stage 8 gathers from the link checks `memory` holds of `pages`: each file to copy once, in the order
    /// the pages first ask for it (pages come in a fixed order), and every problem; and, when `linkers` is given,
    /// for each page the pages whose checks looked at its anchors.
    init(checksOf pages: [String], in memory: BuildMemory, linkers: inout [String: Set<String>]?) {
        self.init()
        var seen: Set<String> = []
        for path in pages {
            guard let check = memory.pages[path]?.check else { continue }
            for copy in check.copies where seen.insert(copy.path).inserted { copies.append(copy) }
            diagnostics += check.diagnostics
            guard linkers != nil else { continue }
            for target in check.targets { linkers![target, default: []].insert(path) }
        }
    }
}

extension IncrementalBuild {
    /// The files of the pictures pages show, through `make` (the image stage): the last build's while no page
    /// rendered again names other files than before.
    public mutating func deriveImages(
        make: ([(path: String, images: [DerivedImage])]) async -> (files: [OutputFile], diagnostics: [Diagnostic],
                                                                   encoded: Int)
    ) async -> LinkResults {
        if let last, !imagesChanged {
            current.images = last.images
            return last.images
        }
        let wanted = current.derivedImages.sorted { $0.key < $1.key }.map { (path: $0.key, images: $0.value) }
        let (files, diagnostics, encoded) = await make(wanted)
        count { $0.imagesEncoded += encoded }
        if files != memory.last?.images.copies { copiesChanged = true }
        current.images = LinkResults(copies: files, diagnostics: diagnostics)
        return current.images
    }
}
