import Foundation
import SourceDiagnostics
import Content

/// How `folio import` names things in what it reports.
public struct ImportOptions: Sendable {
    /// The source as the user named it, put before the paths of items about its files (`blog/_config.yml`).
    public var sourceName: String
    /// The new site as the user named it, put before the paths of items about its files.
    public var destinationName: String
    /// What "now" is: drafts without a date get their file's time, future posts are left out as Jekyll does.
    public var now: Date

    /// Options naming the source and the new site as the user wrote them.
    public init(sourceName: String, destinationName: String, now: Date = Date()) {
        self.sourceName = sourceName
        self.destinationName = destinationName
        self.now = now
    }
}

/// `folio import SRC DEST`: makes a new folio site in `destination` (new or empty) from the Jekyll or Hugo site in
/// `source`, which is only read. Posts and pages become plain GitHub Markdown with their links converted, their
/// files come along, every old address is kept (by the permalink pattern, a slug, a page's own permalink or a
/// redirect), and everything that could not be converted is left visible and listed in the report. The new site is
/// then built in memory, as `folio build` would build it, to list what its first build would say.
///
/// - Throws: `Diagnostics` when nothing was written: the source is not a site folio can read, the destination is
///   not new or empty, or it cannot be written.
public func importSite(from source: URL, to destination: URL, options: ImportOptions) async throws(Diagnostics)
    -> ImportReport {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder), isFolder.boolValue else {
        throw Diagnostics([.error("no such folder", path: options.sourceName)])
    }
    if let problem = ImportWriter.problem(with: destination, source: source) {
        throw Diagnostics([.error(problem, path: options.destinationName)])
    }
    guard let (generator, configPath) = SourceGenerator.detect(at: source) else {
        throw Diagnostics([.error("neither a Jekyll site (_config.yml, _posts/) nor a Hugo site (hugo.toml, "
                                  + "config.toml, …): nothing to import", path: options.sourceName)])
    }
    let tree = SourceTree(root: source)
    var plan: ImportPlan
    do {
        plan = switch generator {
        case .jekyll: try JekyllReader.read(tree, configPath: configPath, now: options.now)
        case .hugo: try HugoReader.read(tree, configPath: configPath ?? "hugo.toml", now: options.now)
        }
    } catch let problems as Diagnostics {
        throw Diagnostics(problems.all.map { $0.moved(under: options.sourceName) })
    } catch {
        throw Diagnostics([.error("\(error)", path: options.sourceName)])
    }
    var report = ImportReport(generator: generator)
    report.linksConverted = ImportConversion.convertBodies(&plan)
    let config: SiteConfig
    do {
        config = try SiteConfig.make(fromYAML: plan.config.text, root: destination).value
    } catch {
        throw Diagnostics(error.all.map { $0.moved(under: options.destinationName) })
    }
    report.redirects = ImportAddresses.keep(&plan, config: config, now: options.now)
    do {
        try ImportWriter.write(plan, from: source, to: destination)
    } catch {
        throw Diagnostics(error.all.map { $0.moved(under: options.destinationName) })
    }
    report.posts = plan.documents.count { $0.role != .page }
    report.drafts = plan.documents.count { $0.role == .draft || ($0.role == .post
        && ($0.field("published")?.bool == false || $0.field("draft")?.bool == true)) }
    report.pages = plan.documents.count { $0.role == .page }
    report.files = plan.copies.count + plan.documents.reduce(0) { $0 + $1.assets.count }
    let build = await ImportBuildCheck.run(&plan, at: destination, now: options.now)
    report.buildErrors = build.errors.count
    report.items = ImportItems.list(plan, build: build, options: options)
    return report
}

extension Diagnostic {
    /// The same diagnostic with its path below `folder` (`blog` + `_config.yml` → `blog/_config.yml`).
    func moved(under folder: String) -> Diagnostic {
        var copy = self
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        copy.path = base.isEmpty || base == "." || path.hasPrefix("/") ? path : base + "/" + path
        return copy
    }
}
