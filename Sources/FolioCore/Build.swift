import Foundation

/// `folio build`: stages 1 to 9. Throws every problem found, and then leaves the previous output as it was.
/// When nothing the build reads changed since the last build into the same folder, it stops after looking.
public func buildSite(at root: URL, options: BuildOptions = BuildOptions()) async throws(Diagnostics) -> BuildReport {
    let start = ContinuousClock.now
    defer { options.temporaryImageFolder.map { try? FileManager.default.removeItem(at: $0) } }
    // What the last build wrote, if there is a readable folio.yml to say where (else the build reports it).
    var output: URL?
    if var config = try? loadConfig(at: root).value {
        if let folder = options.output { config.output = folder }
        output = config.outputURL
    }
    let manifest = OutputManifest(marker: output.flatMap {
        FileManager.default.contents(atPath: $0.appending(path: OutputFolder.marker).path)
    })
    // The cache of the last build is read while the inputs are looked at, unless told not to. A build that finds
    // nothing changed does not wait for it.
    var loading: Task<(cache: BuildCache, memo: BuildMemo, warnings: [Diagnostic]), Never>?
    if options.usesCache, options.memo == nil, let output {
        let racyWindow = options.racyWindow
        loading = Task {
            var cache = BuildCache(root: root)
            let (memo, warnings) = await cache.load(output: output, manifest: manifest, racyWindow: racyWindow)
            return (cache, memo, warnings)
        }
    }
    let inputs = InputFingerprint(root: root, options: options)
    let fingerprinted = ContinuousClock.now
    if let output, manifest.isCurrent(for: inputs, now: options.now), manifest.filesExist(in: output) {
        let unchanged = BuiltSite(files: [], warnings: [], postCount: 0, pageCount: 0, tagCount: 0, skippedDrafts: 0,
                                  skippedFuture: 0, output: output, isUnchanged: true)
        return BuildReport(site: unchanged, seconds: StageClock.seconds(start.duration(to: .now)), filesWritten: 0)
    }
    var options = options
    options.inputs = inputs
    var cache: BuildCache?
    var cacheProblems: [Diagnostic] = []
    if let loading { (cache, options.memo, cacheProblems) = await loading.value }
    let loaded = ContinuousClock.now
    var site: BuiltSite
    do { site = try await makeSite(at: root, options: options) } catch { throw Diagnostics(cacheProblems + error.all) }
    if loading != nil {
        site.timings.insert(("loadCache (the rest of it)", StageClock.seconds(fingerprinted.duration(to: loaded))),
                            at: 0)
    }
    site.timings.insert(("fingerprint inputs, loadCache", StageClock.seconds(start.duration(to: fingerprinted))),
                        at: 0)
    options.progress?("writing \(site.files.count) files")
    let writing = ContinuousClock.now
    let written = try await writeOutput(site.files, to: OutputFolder(url: site.output, root: root), inputs: inputs,
                                        nextPostDue: site.nextPostDue, memo: options.memo, root: root,
                                        previous: site.output == output ? manifest : nil)
    site.timings.append(("writeOutput", StageClock.seconds(writing.duration(to: .now))))
    if let cache, let memo = options.memo {
        site.pagesReused = memo.takeCounts().reused
        let saving = ContinuousClock.now
        memo.prune(keeping: site)
        cacheProblems += await cache.save(memo)
        site.timings.append(("saveCache", StageClock.seconds(saving.duration(to: .now))))
    }
    site.warnings = cacheProblems + site.warnings
    let elapsed = start.duration(to: .now)
    var report = BuildReport(site: site, seconds: StageClock.seconds(elapsed), filesWritten: written)
    report.heldUntilExit = options
    return report
}

/// Stages 1 to 8, in order. Each stage is a function from values to values; problems are collected across
/// stages and thrown together. The build stops early only where the next stage cannot run: without a config,
/// or when pages cannot be placed (their addresses are what links resolve to).
public func makeSite(at root: URL, options: BuildOptions = BuildOptions()) async throws(Diagnostics) -> BuiltSite {
    var problems: [Diagnostic] = []
    var clock = StageClock()
    let progress = options.progress ?? { _ in }
    progress("reading folio.yml and the theme")
    func stop() throws(Diagnostics) {
        if problems.contains(where: { $0.severity == .error }) { throw Diagnostics(problems) }
    }

    // 1. loadConfig, and the theme, parsed once.
    var config = try loadConfig(at: root).unpacked(into: &problems)
    if let baseURL = options.baseURL { config.baseURL = baseURL }
    if let output = options.output { config.output = output }
    let outputFolder = OutputFolder(url: config.outputURL, root: root)
    if !options.preview, let problem = outputFolder.problem() { problems.append(.error(problem, path: config.output)) }
    let address = SiteAddress(baseURL: config.baseURL)
    let vocabulary = ImageLayoutVocabulary(custom: config.imageLayouts)
    let theme: Theme?
    var themeProblems: [Diagnostic] = []
    do { theme = try Theme.load(from: root) } catch { themeProblems = error.all; theme = nil }

    clock.lap("loadConfig, theme")

    // 2. scanContent. 3 and 4. splitFrontMatter, readFrontMatter, and where each page goes.
    var published: [PageSource] = [], excluded: [(PageSource, String)] = []
    do {  // the scanned files go out of scope here: each text lives on, split, in its page's source
        progress("reading content/")
        let files = try scanContent(at: config.root, readingText: false, listing: options.inputs?.content)
            .unpacked(into: &problems)
        clock.lap("scanContent")
        progress("reading the front matter of \(files.count) files")
        let settings = config
        let memo = options.memo
        let placing = placementKey(config, address: address)
        let placed = await inParallel(files.count) { index in
            Result { () throws(Diagnostics) in
                try readSource(files[index], config: settings, address: address, options: options, memo: memo,
                               placing: placing)
            }
        }
        for result in placed {
            switch result {
            case .success(let checked):
                let source = checked.unpacked(into: &problems)
                if source.isDraft, !options.includeDrafts {
                    excluded.append((source, "a draft; build with --drafts to include it"))
                } else if source.isFuture, !options.includeFuture {
                    excluded.append((source, "dated in the future; build with --future to include it"))
                } else {
                    published.append(source)
                }
            case .failure(let failure):
                problems += failure.all
            }
        }
    }
    let sourcePaths = published.map(\.path) + excluded.map(\.0.path)
    problems += duplicatePermalinks(published)
    clock.lap("splitFrontMatter, readFrontMatter")
    try stop()

    // 5. renderMarkdown, one task per page.
    progress("rendering \(published.count) pages of Markdown")
    var siteIndex = SiteIndex(root: root, address: address, published: published, excluded: excluded)
    siteIndex.images = ResponsiveImages(config: config, vocabulary: vocabulary, options: options)
    let index = siteIndex
    let siteKey = options.memo == nil ? ContentHash()
        : sharedRenderingKey(published: published, excluded: excluded, vocabulary: vocabulary, root: root,
                             config: config, assets: options.inputs?.assets)
    let settings = config
    let reload = { @Sendable (source: PageSource) throws(Diagnostics) -> PageSource in
        try readSource(source.file, config: settings, address: address, options: options, memo: nil,
                       placing: ContentHash(), hashing: true).value
    }
    let rendered = await renderPages(published, index: index, vocabulary: vocabulary, memo: options.memo,
                                     siteKey: siteKey, reload: reload)
    published = []  // the rendered pages carry what the later stages need, without the Markdown
    problems += rendered.diagnostics + themeProblems
    clock.lap("renderMarkdown")

    // 6. assembleSite.
    let assembled = assembleSite(rendered.pages, config: config, address: address, options: options,
                                 vocabulary: vocabulary)
    problems += assembled.diagnostics
    clock.lap("assembleSite")

    // 7. applyTemplates, plus static files and the files pages link to.
    guard let theme else { throw Diagnostics(problems) }
    progress("applying the templates")
    let templated = await applyTemplates(assembled.site, theme: theme, memo: options.memo) { page throws(Diagnostics) in
        try renderPage(try withMarkdown(page.source, reload: reload), index: index, vocabulary: vocabulary)
    }
    problems += templated.diagnostics
    let statics = staticFiles(at: root)
    problems += statics.diagnostics
    clock.lap("applyTemplates")

    // 8. checkLinks.
    progress("checking links")
    let links = await checkLinks(assembled.site, index: index, memo: options.memo)
    problems += links.diagnostics
    clock.lap("checkLinks")

    // The files of the pictures pages show, made where the image store lacks them.
    progress("making the pictures' files")
    let images = await deriveImages(assembled.site.posts + assembled.site.pages, with: index.images,
                                    rootPath: index.rootPath)
    problems += images.diagnostics
    let outputs = templated.files + links.copies + images.files + statics.files
    problems += duplicateOutputs(outputs, generated: templated.files.count)
    clock.lap("deriveImages")
    try stop()

    var built = BuiltSite(files: outputs, warnings: problems, postCount: assembled.site.posts.count,
                          pageCount: assembled.site.pages.count, tagCount: assembled.site.tags.count,
                          skippedDrafts: excluded.filter { $0.0.isDraft }.count,
                          skippedFuture: excluded.filter { !$0.0.isDraft }.count, output: config.outputURL,
                          timings: clock.laps,
                          nextPostDue: excluded.filter { $0.0.isFuture && !$0.0.isDraft }.compactMap(\.0.date).min())
    built.sourcePaths = sourcePaths
    built.imagesEncoded = images.encoded
    return built
}

/// Stages 3 and 4 for one scanned file: from the memo when the file's identity proves it unchanged, else read.
/// With a memo (or `hashing`), the source's key is its text's hash.
private func readSource(_ file: SourceFile, config: SiteConfig, address: SiteAddress, options: BuildOptions,
                        memo: BuildMemo?, placing: ContentHash, hashing: Bool = false)
    throws(Diagnostics) -> Checked<PageSource> {
    let path = config.root.path + "/" + file.path
    let identity = memo == nil ? nil : options.inputs?.identities[file.path] ?? FileIdentity(path: path)
    if var known = memo?.source(at: file.path, identity: identity, settings: placing) {
        known.value.isFuture = known.value.kind == .post && (known.value.date ?? .distantPast) > options.now
        return known
    }
    let readAt = FileIdentity.now
    var file = file
    do { file.text = try TextFile.read(URL(filePath: path), path: file.path) } catch { throw Diagnostics([error]) }
    var checked = try makePageSource(file, config: config, address: address, options: options)
    guard memo != nil || hashing else { return checked }
    var key = ContentHash()
    let document = checked.value.document
    for part in [document.path, document.frontMatter ?? "", "\(document.bodyStartLine)", document.body] {
        key.update(Array("\(part.utf8.count):".utf8))
        key.update(part.utf8)
    }
    checked.value.sourceKey = key
    memo?.remember(checked, identity: identity, recordedAt: readAt, settings: placing)
    return checked
}

/// What places a page besides its own file: the settings `makePageSource` reads.
private func placementKey(_ config: SiteConfig, address: SiteAddress) -> ContentHash {
    ContentHash(Array("folio \(Folio.version)|\(config.timeZone.identifier)|\(config.permalink)|\(address.root)".utf8))
}

/// What every page's Markdown rendering shares: where each page is (links resolve to it), the layout words, and
/// the files pages may show (an image's size comes from its file). Not the theme: templates do not touch Markdown.
private func sharedRenderingKey(published: [PageSource], excluded: [(PageSource, String)],
                                vocabulary: ImageLayoutVocabulary, root: URL, config: SiteConfig,
                                assets: ContentHash?) -> ContentHash {
    var key = ContentHash()
    key.update(Array("folio \(Folio.version)|\(config.baseURL)|\(vocabulary.stylesheet())".utf8))
    key.update(Array(config.images.key.utf8))
    for page in published { key.update(Array("\(page.path)=\(page.url)\n".utf8)) }
    for (page, reason) in excluded { key.update(Array("\(page.path)!\(reason)\n".utf8)) }
    key.update(Array((assets ?? InputFingerprint.assets(at: root)).description.utf8))
    return key
}

/// Two pages at one address: an error naming both files.
/// `pages` are in path order, as `scanContent` gives them, so the first of two is always the same one.
private func duplicatePermalinks(_ pages: [PageSource]) -> [Diagnostic] {
    var first: [String: PageSource] = [:]
    var problems: [Diagnostic] = []
    for page in pages {
        if let earlier = first[page.outputFolder] {
            problems.append(.error("\(page.url) is also the address of \(earlier.path); change one slug or date",
                                   path: page.path))
        } else {
            first[page.outputFolder] = page
        }
    }
    return problems
}

/// A static or linked file written over a generated one (a page, the feed, the stylesheet).
/// The first `generated` files are the ones folio generates.
private func duplicateOutputs(_ files: [OutputFile], generated: Int) -> [Diagnostic] {
    var first: [String: Int] = [:]
    first.reserveCapacity(files.count)
    var problems: [Diagnostic] = []
    for (position, file) in files.enumerated() {
        guard let earlier = first[file.path] else {
            first[file.path] = position
            continue
        }
        let source: String = if case .copy(let path) = file.contents { path } else { file.path }
        let what = earlier < generated && position >= generated ? "a file folio generates" : "another file"
        problems.append(.error("would be written to \(file.path), which is \(what)", path: source))
    }
    return problems
}

extension Checked {
    /// The value, with its warnings added to `problems`.
    func unpacked(into problems: inout [Diagnostic]) -> Value {
        problems += warnings
        return value
    }
}
