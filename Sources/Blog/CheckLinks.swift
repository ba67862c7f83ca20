import Foundation
import SourceDiagnostics
import Markdown
import Content

/// What checking one page's links found: the files to copy for it, the problems, and the pages whose anchors
/// it looked at.
public struct LinkCheck: Sendable {
    /// The files to copy beside the page: those it links to and the pictures it shows as they are.
    public var copies: [OutputFile] = []
    /// Broken links and anchors, at their places.
    public var diagnostics: [Diagnostic] = []
    /// The sources of the pages whose anchors the check looked at: when one changes, the check runs again.
    public var targets: [String] = []

    public init(copies: [OutputFile] = [], diagnostics: [Diagnostic] = [], targets: [String] = []) {
        self.copies = copies
        self.diagnostics = diagnostics
        self.targets = targets
    }
}

/// Stage 8 for one page: every link and image its Markdown holds (`links`) and its front matter's image, checked
/// against the site: Markdown files that exist and are published, anchors their pages have, local files that exist.
/// `anchors(path)` gives the heading ids and raw HTML anchors of the page made from `path` (a page has a few, so a
/// list is looked through rather than a set made). Returns the files to
/// copy beside the page: the files it links to, and the pictures it shows but those folio makes files for
/// (`derived`, by absolute path), which are published through those files, never as the original with its EXIF.
public func checkLinks(of source: PageSource, links: [LinkReference], derived: Set<String> = [], index: SiteIndex,
                linkSeverity: Diagnostic.Severity, anchors: (String) -> [String]) -> LinkCheck {
    var check = LinkCheck()
    let path = source.path
    var wanted = links.map { ($0.url, $0.kind, Optional($0.location)) }
    if let image = source.frontMatter.image, !image.isEmpty {
        wanted.append((image, .image, source.frontMatter.keyLocations["image"]))
    }
    for (url, kind, location) in wanted {
        func report(_ message: String, _ severity: Diagnostic.Severity) {
            check.diagnostics.append(Diagnostic(severity, message, path: path, at: location))
        }
        switch index.resolve(url, from: source.sourceFolder) {
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
            if let (problem, caseOnly) = anchorProblem(fragment, in: anchors(path), of: "this page") {
                report(problem, caseOnly ? .warning : linkSeverity)
            }
        case .page(let target, _, let fragment):
            guard let fragment else { break }
            check.targets.append(target)
            if let (problem, caseOnly) = anchorProblem(fragment, in: anchors(target), of: target) {
                report(problem, caseOnly ? .warning : linkSeverity)
            }
        }
    }
    return check
}

/// Why `#fragment` finds nothing on a page, or nil when it does. Footnote anchors are cmark's own, and `#top`
/// without an element of that id is the top of the page in every browser (HTML's "indicated part").
/// `caseOnly`: the fragment in lowercase is an id (a heading's, which are lowercase). GitHub's pages find a heading
/// whatever the case of the fragment, so the link works there; a browser compares exactly, so it says how to write it.
private func anchorProblem(_ fragment: String, in ids: [String], of page: String)
    -> (message: String, caseOnly: Bool)? {
    let id = URLPath.decode(fragment) ?? fragment
    if id.isEmpty || ids.contains(id) || id.hasPrefix("fn-") || id.hasPrefix("fnref-") { return nil }
    if id.lowercased() == "top" { return nil }
    if ids.contains(id.lowercased()) {
        return ("'#\(id)' finds the id '#\(id.lowercased())' in \(page) on GitHub, which ignores the case of a "
                + "fragment, but not in a browser: write '#\(id.lowercased())'", true)
    }
    let hint = Suggestion.closest(to: id, in: ids).map { " (did you mean '#\($0)'?)" } ?? ""
    return ("no heading or anchor with the id '#\(id)' in \(page)\(hint)", false)
}
