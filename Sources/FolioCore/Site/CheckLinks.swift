import Foundation

/// Stage 8: every link and image a page's Markdown holds, checked against the site: Markdown files that exist
/// and are published, anchors their pages have, local files that exist. Returns the files to copy beside pages.
/// Pages are checked on every core; results come back in page order. With a memo, a page is checked again only
/// when it changed (its key covers what its links resolve to) or a page whose anchors it looked at did.
func checkLinks(_ site: Site, index: SiteIndex, memo: BuildMemo? = nil) async
    -> (copies: [OutputFile], diagnostics: [Diagnostic]) {
    let pages = site.posts + site.pages
    let positions = Dictionary(uniqueKeysWithValues: pages.indices.map { (pages[$0].source.path, $0) })
    let linkSeverity: Diagnostic.Severity = site.config.brokenLinks == .warn ? .warning : .error
    // With a memo: a hash of each page's anchors, and a check's key made of them.
    let anchorKeys: [ContentHash] = memo == nil ? [] : await inParallel(pages.count) { position in
        var key = ContentHash()
        for heading in pages[position].rendered.headings { key.update(heading.id.utf8) }
        return key
    }
    /// The page's key, and the anchors of each page looked at.
    @Sendable func key(_ page: Page, targets: [String]) -> ContentHash {
        var key = page.key
        key.update([linkSeverity == .error ? 1 : 0])
        for target in targets {
            key.update(target.utf8)
            key.update(positions[target].map { anchorKeys[$0] } ?? ContentHash())
        }
        return key
    }
    let checked = await inParallel(pages.count) { position -> LinkCheck in
        let page = pages[position]
        if let memo, let known = memo.linkCheck(at: page.source.path),
           known.key == key(page, targets: known.targets) {
            return known
        }
        var check = checkPage(page, index: index, linkSeverity: linkSeverity) { path in
            positions[path].map { Set(pages[$0].rendered.headings.map(\.id)) } ?? []
        }
        if let memo {
            check.key = key(page, targets: check.targets)
            memo.remember(check, at: page.source.path)
        }
        return check
    }
    // Each file once, in the order the pages first ask for it (pages come in a fixed order).
    var copies: [OutputFile] = []
    var seen: Set<String> = []
    var diagnostics: [Diagnostic] = []
    for page in checked {
        for copy in page.copies where seen.insert(copy.path).inserted { copies.append(copy) }
        diagnostics += page.diagnostics
    }
    return (copies, diagnostics)
}

/// What checking one page's links found: the files to copy for it, the problems, and the pages whose anchors
/// it looked at.
struct LinkCheck: Sendable {
    var copies: [OutputFile] = []
    var diagnostics: [Diagnostic] = []
    var targets: [String] = []
    /// With a memo: the page's key and the anchors of `targets`.
    var key = ContentHash()
}

/// One page's links and images; `anchors(path)` gives the heading ids of the page made from `path`.
private func checkPage(_ page: Page, index: SiteIndex, linkSeverity: Diagnostic.Severity,
                       anchors: (String) -> Set<String>) -> LinkCheck {
    var check = LinkCheck()
    let path = page.source.path
    var wanted = page.rendered.links.map { ($0.url, $0.kind, Optional($0.location)) }
    if let image = page.source.frontMatter.image, !image.isEmpty {
        wanted.append((image, .image, page.source.frontMatter.keyLocations["image"]))
    }
    // A picture folio makes files for is published through them, never as the original (which holds its EXIF).
    let derived = Set(page.rendered.derivedImages.map(\.source))
    for (url, kind, location) in wanted {
        func report(_ message: String, _ severity: Diagnostic.Severity) {
            check.diagnostics.append(Diagnostic(severity, message, path: path, at: location))
        }
        switch index.resolve(url, from: page.source.sourceFolder) {
        case .external, .unchecked: break
        case .asset(let file, _, let output):
            if let output, kind == .link || !derived.contains(index.rootPath + file) {
                check.copies.append(OutputFile(path: output, contents: .copy(of: index.rootPath + file)))
            }
        case .missing(let target):
            report(kind == .image ? "image '\(url)' does not exist (looked for \(target))"
                                  : "link to '\(url)', which does not exist (looked for \(target))",
                   kind == .image ? .error : linkSeverity)
        case .excluded(let target, let reason):
            report("link to \(target), which this build leaves out (\(reason))", linkSeverity)
        case .anchor(let fragment):
            check.targets.append(path)
            if let problem = anchorProblem(fragment, in: anchors(path), of: "this page") {
                report(problem, linkSeverity)
            }
        case .page(let target, _, let fragment):
            guard let fragment else { break }
            check.targets.append(target)
            if let problem = anchorProblem(fragment, in: anchors(target), of: target) {
                report(problem, linkSeverity)
            }
        }
    }
    return check
}

/// Why `#fragment` finds nothing on a page, or nil when it does. Footnote anchors are cmark's own.
private func anchorProblem(_ fragment: String, in ids: Set<String>, of page: String) -> String? {
    let id = fragment.removingPercentEncoding ?? fragment
    if id.isEmpty || ids.contains(id) || id.hasPrefix("fn-") || id.hasPrefix("fnref-") { return nil }
    let hint = Suggestion.closest(to: id, in: ids).map { " (did you mean '#\($0)'?)" } ?? ""
    return "no heading with the id '#\(id)' in \(page)\(hint)"
}
