import Foundation
import SourceDiagnostics
import Fingerprints
import Mustache
import Markdown
import Content
import Blog
import Incremental

/// `folio build`: stages 1 to 9, with the memory `.folio-cache` keeps between runs (see `CachedBuild`). Throws every
/// problem found, and then leaves the previous output as it was.
public func buildSite(at root: URL, options: BuildOptions = BuildOptions()) async throws(Diagnostics) -> BuildReport {
    try await buildSite(at: root, options: options, racyWindow: FileIdentity.racyWindow)
}

/// `buildSite` trusting a file's identity from `racyWindow` nanoseconds after its last change (see `FileIdentity`).
public func buildSite(at root: URL, options: BuildOptions, racyWindow: Int64) async throws(Diagnostics) -> BuildReport {
    // Without the cache, the files made from pictures live in a folder of this build's own, removed at the end.
    defer { options.temporaryImageFolder.map { try? FileManager.default.removeItem(at: $0) } }
    let build = CachedBuild(root: root, options: options, racyWindow: racyWindow)
    return try await build.run { layer throws(Diagnostics) in
        try await makeSite(at: root, options: options, layer: &layer)
    } write: { layer, site, previous throws(Diagnostics) in
        var site = site
        // 9. writeOutput: what the output folder lacks of the site.
        options.progress?("writing the site")
        let writing = StageClock.Reading()
        let plan = layer.outputPlan(previous: previous, in: site.output, nextPostDue: site.nextPostDue)
        let written = try await writeOutput(plan, to: OutputFolder(url: site.output, root: root))
        site.timings.append(writing.time(of: "writeOutput"))
        return (site, written)
    }
}

/// Stages 1 to 8 with nothing remembered: every file of the site, in memory.
public func makeSite(at root: URL, options: BuildOptions = BuildOptions()) async throws(Diagnostics) -> BuiltSite {
    let inputs = InputFingerprint(root: root, options: options)
    var layer = IncrementalBuild(memory: BuildMemory(), root: root, inputs: inputs, keepsWhole: true)
    return try await makeSite(at: root, options: options, layer: &layer)
}

/// Stages 1 to 8, in order, each through `layer`, which hands a stage only what the last build did not already
/// make; `summarize` is stage 7's part that other files show of each page (a test gives its own). Problems are
/// collected across stages and thrown together. The build stops early only where the next stage cannot run:
/// without a config, or when pages cannot be placed (their addresses are what links resolve to).
public func makeSite(at root: URL, options: BuildOptions, layer: inout IncrementalBuild,
              summarize: @escaping @Sendable (Page, SummarySettings) -> TemplateValue = summary(of:settings:))
    async throws(Diagnostics) -> BuiltSite {
    var problems: [Diagnostic] = []
    var clock = StageClock()
    let progress = options.progress ?? { _ in }
    func stop() throws(Diagnostics) {
        if problems.contains(where: { $0.severity == .error }) { throw Diagnostics(problems) }
    }

    // 1. loadConfig, and the theme, parsed once.
    progress("reading folio.yml and the theme")
    let loadedConfig = try loadConfig(at: root, options: options).unpacked(into: &problems)
    let theme = layer.theme { Result { () throws(Diagnostics) in try Theme.load(from: root, config: loadedConfig) } }
    // A whole theme without a search page (one written before folio had search) gets no search index either.
    let config = (try? theme.get())?.hasSearchTemplate == false ? loadedConfig.withoutSearch : loadedConfig
    if !options.preview, let problem = OutputFolder(url: config.outputURL, root: root).problem() {
        problems.append(.error(problem, path: config.output))
    }
    let address = SiteAddress(baseURL: config.baseURL)
    let vocabulary = ImageLayoutVocabulary(custom: config.imageLayouts, contentWidth: config.contentWidth)
    let settings = RenderSettings(vocabulary: vocabulary, highlighting: config.highlight, images: config.images,
                                  emoji: config.emoji, math: config.math,
                                  labelsTaskItems: (try? theme.get())?.labelsTaskItems ?? true)
    problems += (try? theme.get())?.warnings ?? []
    clock.lap("loadConfig, theme")

    // 2. scanContent, from what the layer saw of content/.
    progress("reading content/")
    let files = try layer.scanContent(options: options) { listing throws(Diagnostics) in
        try scanContent(at: config.root, readingText: false, listing: listing)
    }.unpacked(into: &problems)
    clock.lap("scanContent")

    // 3 and 4. splitFrontMatter, readFrontMatter: each page's source, and where it goes.
    progress("reading the front matter of \(files.count) files")
    let placement = Placement(config: config, address: address, now: options.now)
    let read = await layer.readSources(files, placement: placement) { file throws(Diagnostics) in
        try readPage(file, placement: placement)
    }
    let placed = layer.placePages(read) { placePages(read, options: options) }
    let (published, excluded) = (placed.published, placed.excluded)
    problems += placed.problems
    clock.lap("splitFrontMatter, readFrontMatter")
    try stop()

    // 6, begun beside 5 when the layer has no site at hand: the site, and the files its templates make, are made
    // of the published sources alone.
    let related = layer.needsSite ? layer.keptRelated(published, config: config, preview: options.preview) : nil
    // 7, begun inside 5 when every page is rendered: each post's file made as soon as what it shows is known.
    let early = (try? theme.get()).flatMap { layer.earlyTemplates(theme: $0, summarize: summarize) }
    let assemble = { @Sendable in
        let (site, problems) = assembleSite(published, config: config, address: address, preview: options.preview,
                                            related: related)
        let jobs = templateJobs(site)
        early?.start(site: site, jobs: jobs)
        return (site, jobs, problems)
    }
    let assembling = layer.needsSite ? Task(operation: assemble) : nil

    // 5. renderMarkdown, one task per page, against every page's address.
    progress("rendering \(published.count) pages of Markdown")
    let racyWindow = layer.racyWindow
    let (index, indexKey) = layer.index(published: published, excluded: excluded) {
        var index = SiteIndex(root: root, address: address, published: published, excluded: excluded)
        index.images = ResponsiveImages(config: config, vocabulary: vocabulary, options: options,
                                        racyWindow: racyWindow)
        return index
    }
    // `folio build`, which holds every page to the search stage, makes each one's search document at once.
    let (preparesSearch, stemming) = (!layer.keepsWhole, stemsAsEnglish(config))
    problems += await layer.renderPages(published, index: index, indexKey: indexKey,
                                        renderingKey: ContentHash(reflecting: (settings.key, address)),
                                        early: early) {
        source, document throws(Diagnostics) in
        var page = try renderPage(source, document, index: index, settings: settings)
        if preparesSearch { prepareSearch(of: &page, searched: config.search, stemming: stemming) }
        return page
    }
    problems += [layer.unknownLanguageWarning()].compactMap { $0 }
    clock.lap("renderMarkdown")

    // 6. assembleSite.
    let (site, jobs, siteProblems) = await layer.assembleSite(published, config: config, preview: options.preview) {
        await assembling?.value ?? assemble()
    }
    problems += siteProblems
    if let early { layer.takeEarly(early) }
    clock.lap("assembleSite")

    // 7. applyTemplates.
    progress("applying the templates")
    switch theme {
    case .success(let theme):
        // Every page's rendered Markdown is let go of once the templates have made its file (those of the feeds'
        // posts once the feeds are).
        problems += await layer.applyTemplates(site, jobs: jobs, theme: theme, summarize: summarize) { made in
            options.releaseFreedMemory?(made)
        }
    case .failure(let failure): throw Diagnostics(problems + failure.all)
    }
    let filesMade = layer.counts.templated
    clock.lap("applyTemplates")

    // 8. checkLinks, and the files pages show and static/ holds, copied as they are.
    progress("checking links")
    let links = await layer.checkLinks(site, index: index)
    let statics = layer.staticFiles {
        var found = staticFiles(at: root, theme: try? theme.get())
        // With `redirects: netlify`, static/_redirects opens the _redirects file folio writes.
        if config.redirects.writesRedirectsFile { found.files.removeAll { $0.path == RedirectRule.fileName } }
        return found
    }
    problems += links.diagnostics + statics.diagnostics
    clock.lap("checkLinks")

    // The files of the pictures pages show, made where the image store lacks them: only by a build that can
    // succeed, as encoding pictures takes long and a failed build leaves the site as it was.
    progress("making the pictures' files")
    let images = problems.contains { $0.severity == .error } ? LinkResults() : await layer.deriveImages { wanted in
        await deriveImages(wanted, with: index.images, rootPath: index.rootPath)
    }
    problems += images.diagnostics
    problems += await layer.copy(links.copies + images.copies + statics.copies) { generated, copies in
        duplicateOutputs(generated: generated, copies: copies)
    }
    clock.lap("deriveImages, copies")

    // The search index, last: made of every page's words, its number of files changes with them.
    if let theme = try? theme.get() { problems += await layer.searchIndex(site, dates: theme.dates) }
    options.releaseFreedMemory?(filesMade)
    clock.lap("searchIndex")
    try stop()

    layer.finish(site: site)
    return BuiltSite(layer: layer, warnings: problems, site: site, excluded: excluded.map(\.0), timings: clock.laps)
}
