import Foundation

/// Stage 8: every link and image a page's Markdown holds, checked against the site: Markdown files that exist
/// and are published, anchors their pages have, local files that exist. Returns the files to copy beside pages.
/// Pages are checked on every core; results come back in page order.
func checkLinks(_ site: Site, index: SiteIndex) async -> (copies: [OutputFile], diagnostics: [Diagnostic]) {
    let pages = site.posts + site.pages
    let anchors = Dictionary(uniqueKeysWithValues: pages.map { ($0.source.path, Set($0.rendered.headings.map(\.id))) })
    let linkSeverity: Diagnostic.Severity = site.config.brokenLinks == .warn ? .warning : .error
    let checked = await inParallel(pages.count) { position in
        checkPage(pages[position], index: index, anchors: anchors, linkSeverity: linkSeverity)
    }
    var copies: [String: OutputFile] = [:]
    var diagnostics: [Diagnostic] = []
    for page in checked {
        for copy in page.copies { copies[copy.path] = copy }
        diagnostics += page.diagnostics
    }
    return (copies.keys.sorted().compactMap { copies[$0] }, diagnostics)
}

/// One page's links and images: the files to copy for it and the problems found.
private func checkPage(_ page: Page, index: SiteIndex, anchors: [String: Set<String>],
                       linkSeverity: Diagnostic.Severity) -> (copies: [OutputFile], diagnostics: [Diagnostic]) {
    var copies: [OutputFile] = []
    var diagnostics: [Diagnostic] = []
    let path = page.source.path
    var wanted = page.rendered.links.map { ($0.url, $0.kind, Optional($0.location)) }
    if let image = page.source.frontMatter.image, !image.isEmpty {
        wanted.append((image, .image, page.source.frontMatter.keyLocations["image"]))
    }
    for (url, kind, location) in wanted {
        func report(_ message: String, _ severity: Diagnostic.Severity) {
            diagnostics.append(Diagnostic(severity, message, path: path, at: location))
        }
        switch index.resolve(url, from: page.source.sourceFolder) {
        case .external, .unchecked: break
        case .asset(let file, _, let output):
            if let output {
                copies.append(OutputFile(path: output, contents: .copy(of: index.root.appending(path: file))))
            }
        case .missing(let target):
            report(kind == .image ? "image '\(url)' does not exist (looked for \(target))"
                                  : "link to '\(url)', which does not exist (looked for \(target))",
                   kind == .image ? .error : linkSeverity)
        case .excluded(let target, let reason):
            report("link to \(target), which this build leaves out (\(reason))", linkSeverity)
        case .anchor(let fragment):
            if let problem = anchorProblem(fragment, in: anchors[path] ?? [], of: "this page") {
                report(problem, linkSeverity)
            }
        case .page(let target, _, let fragment):
            if let fragment, let problem = anchorProblem(fragment, in: anchors[target] ?? [], of: target) {
                report(problem, linkSeverity)
            }
        }
    }
    return (copies, diagnostics)
}

/// Why `#fragment` finds nothing on a page, or nil when it does. Footnote anchors are cmark's own.
private func anchorProblem(_ fragment: String, in ids: Set<String>, of page: String) -> String? {
    let id = fragment.removingPercentEncoding ?? fragment
    if id.isEmpty || ids.contains(id) || id.hasPrefix("fn-") || id.hasPrefix("fnref-") { return nil }
    let hint = Suggestion.closest(to: id, in: ids).map { " (did you mean '#\($0)'?)" } ?? ""
    return "no heading with the id '#\(id)' in \(page)\(hint)"
}
