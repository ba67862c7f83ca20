import Foundation
import SourceDiagnostics
import Content
import Blog
import Build
import LinkChecker

/// The link cache's file, beside folio.yml and `.folio-cache`.
public let linkCacheName = ".folio-link-cache"

/// `folio check`: builds the site in memory, as `folio build` would publish it, gathers every link that points away
/// from it with where it is written, and checks them. Throws the build's problems when it cannot build.
public func checkExternalLinks(at root: URL, options: ExternalCheckOptions = ExternalCheckOptions()) async
    throws(Diagnostics) -> ExternalLinkReport {
    let start = ContinuousClock.now
    let progress = options.progress ?? { _ in }
    var build = BuildOptions(includeDrafts: options.includeDrafts, includeFuture: options.includeFuture,
                             now: options.now, progress: { progress(.building($0)) })
    build.usesCache = true  // the pictures' files, kept in .folio-images as builds keep them
    let built = try await makeSite(at: root, options: build)
    let config = try loadConfig(at: root, options: build).value
    let theme = try Theme.load(from: root, config: config)
    let configText = (try? String(contentsOf: root.appending(path: "folio.yml"), encoding: .utf8)) ?? ""
    let links = SiteLinks(baseURL: config.baseURL, root: root, templates: theme.templateTexts, config: configText)
        .gather(pages: built.renderedPages, files: built.files)

    let settings = config.check
    let exclude = settings.exclude + options.exclude
    var entries: [ExternalLinkReport.Entry] = []
    var toCheck: [String] = []
    for link in links {
        let url = link.url.hasPrefix("//") ? "https:" + link.url : link.url
        var entry = ExternalLinkReport.Entry(link: link)
        if let pattern = exclude.first(where: { $0.matches(url) }) {
            entry.skipped = "excluded by '\(pattern.text)'"
        } else if !settings.includeLocal, let address = WebAddress(url), address.isLocal {
            entry.skipped = "a local address, which readers cannot reach (check: include_local: true checks it)"
        } else {
            toCheck.append(url)
        }
        entries.append(entry)
    }

    var warnings = built.warnings
    let checker = LinkChecker(options: linkCheckOptions(settings, options))
    let cacheURL = root.appending(path: linkCacheName)
    let maxAge = Duration.seconds(options.cacheMaxAge ?? settings.cacheMaxAge ?? 86_400)
    var cache = LinkCache()
    if options.usesCache {
        let (loaded, problem) = LinkCache.load(from: cacheURL, maxAge: maxAge, now: options.now)
        cache = loaded
        if let problem { warnings.append(.warning(problem, path: linkCacheName)) }
    }
    let checked = await checker.check(toCheck, cache: cache, now: options.now) { progress(.checking($0)) }
    if options.usesCache, checked.cache.isWritable {
        do { try checked.cache.save(to: cacheURL) } catch {
            warnings.append(.warning("cannot write the link cache (\(error.localizedDescription))",
                                     path: linkCacheName))
        }
    }
    for index in entries.indices where entries[index].skipped == nil {
        let url = entries[index].link.url
        entries[index].result = checked.results[url.hasPrefix("//") ? "https:" + url : url]
    }
    entries.sort { a, b in
        a.link.path != b.link.path ? a.link.path < b.link.path
            : (a.link.location ?? .init(line: 0, column: 0)) < (b.link.location ?? .init(line: 0, column: 0))
    }
    var report = ExternalLinkReport(entries: entries, warnings: warnings)
    (report.addresses, report.hosts, report.requests) = (checked.addresses, checked.hosts, checked.requests)
    let elapsed = ContinuousClock.now - start
    report.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return report
}

/// The checker's options: the command line's, else folio.yml's, else the checker's defaults; a User-Agent that
/// names folio and its version.
func linkCheckOptions(_ settings: CheckSettings, _ options: ExternalCheckOptions) -> LinkCheckOptions {
    var checker = LinkCheckOptions(userAgent: "folio/\(Folio.version) (link check; a static blog's outgoing links)")
    if let concurrency = options.concurrency ?? settings.concurrency { checker.concurrency = concurrency }
    if let perHost = options.perHost ?? settings.perHost { checker.perHost = perHost }
    if let retries = options.retries ?? settings.retries { checker.retries = retries }
    if let timeout = options.timeout ?? settings.timeout { checker.requestTimeout = .seconds(timeout) }
    if let runTimeout = options.runTimeout ?? settings.runTimeout { checker.runTimeout = .seconds(runTimeout) }
    let accept = options.accept.isEmpty ? settings.accept : options.accept
    if !accept.isEmpty { checker.accepted = accept }
    checker.checksFragments = options.fragments ?? settings.fragments ?? false
    return checker
}
