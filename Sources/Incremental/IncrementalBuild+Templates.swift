import Foundation
import Synchronization
import SourceDiagnostics
import ConcurrencyHelpers
import Fingerprints
import Mustache
import Highlighting
import Markdown
import Blog

extension IncrementalBuild {
    /// Stage 7 through the layer. Each file's key is a hash of the context it is rendered from (in which the page
    /// it shows whole stands as its version), of the theme, the settings and the `site` value; a file whose key is
    /// the memory's is taken as it was. Contexts are made only where they can differ from the last build's:
    /// everywhere when what every context shares changed or the site did (a post added, removed or moved changes
    /// lists, tags and neighbours that no summary read tells), else only for the files that read a summary that
    /// changed or show a page whose version did. `summarize` is the stage's part that other files show of a page.
    ///
    /// Once every file that shows a page's body is made but the feeds, the pages the feeds do not show let go of
    /// their HTML, and `release` is told the number of files made so far, to give what that freed back to the
    /// system before the feeds are made (see `BuildOptions.releaseFreedMemory`).
    public mutating func applyTemplates(_ site: Site, jobs: [TemplateJob], theme: Theme,
                                 summarize: @escaping @Sendable (Page, SummarySettings) -> TemplateValue,
                                 release: (_ filesMade: Int) -> Void = { _ in }) async
        -> [Diagnostic] {
        let patching = last
        var problems = await summaries(site, dates: theme.dates, numbers: theme.numbers, summarize: summarize)
        if let patching, var posts = patching.postSummaries, var pages = patching.pageSummaries {
            for path in changedSummaries {
                guard let place = current.sitePositions[path], let summary = memory.pages[path]?.summary else {
                    continue
                }
                if place.isPost { posts[place.position] = summary } else { pages[place.position] = summary }
            }
            (current.postSummaries, current.pageSummaries) = (posts, pages)
        } else if patching != nil {
            // The last build was read from the cache: the records hold every summary, as this build left them.
            (current.postSummaries, current.pageSummaries) = (nil, nil)
        } else {
            (current.postSummaries, current.pageSummaries) = (memory.summaries(of: site.posts),
                                                              memory.summaries(of: site.pages))
        }
        let pagesChanged = changedSummaries.contains { current.sitePositions[$0]?.isPost == false }
        // Not `patching.flatMap { pagesChanged ? nil : … }`: `TemplateValue` is nil-literal expressible, so that
        // `nil` was `.null`, and a page's new title made every file with an empty `site`.
        if let patching, !pagesChanged {
            current.siteValue = patching.siteValue
        } else {
            let pages = current.pageSummaries ?? memory.summaries(of: site.pages)
            current.siteValue = siteValue(site, pageSummaries: pages)
        }
        let contextsKey = Self.contextsKey(theme: theme, settings: keys.settings, siteValue: current.siteValue)
        keys.contexts = contextsKey
        let everything = contextsKey != memory.keys.contexts
        // Every context is made again and compared, but only the files whose contexts differ are rendered.
        let lookAtAll = everything || keys.site != memory.keys.site
        let input = templateInput(site, words: theme.words, numbers: theme.numbers)

        // Which files may differ: every one, or those that read what changed.
        let candidates: [Int]
        if let patching, !everything {
            (made, current.madePositions) = (patching.made, patching.madePositions)
            keptCopies = true
            current.readers = patching.readers
            current.ownJobs = patching.ownJobs
            current.templatesEnd = patching.templatesEnd
            candidates = affectedJobs(in: patching)
        } else {
            (made, current.madePositions) = ([], [:])
            current.readers = [:]
            current.ownJobs = [:]
            candidates = Array(jobs.indices)
        }
        // Each file is planned and, when the page it shows is at hand, made at once, on the core that planned it:
        // its context is let go of as soon as the file is made, so that the contexts of every file of the site
        // (50 MB at 10,000 posts) are never held at once. Each file is hashed, and written when the build writes as
        // it goes. A theme that changed is checked against the contexts it is rendered with: every one is made then.
        let key = contextsKey
        let (shared, staged) = (current.siteValue, keepsWhole ? nil : staged)
        let names = everything ? early?.names ?? PageFieldNames() : nil
        // The files stage 5 made already (`EarlyTemplates`), made under this build's key; else their pages, which
        // let go of their HTML, are rendered again.
        let madeEarly = early.flatMap { everything && patching == nil && $0.contextsKey == key ? $0.made : nil } ?? [:]
        if madeEarly.isEmpty, let early {
            for job in early.made.keys { whole[site.posts[job].path] = nil }
        }
        early = nil
        count { $0.templatedEarly = madeEarly.count }
        @Sendable func make(_ ready: IncrementalBuild, _ index: Int, _ page: TemplateValue, shows: String?)
            -> Result<Rendered, Diagnostics> {
            Result { () throws(Diagnostics) in
                let bytes = try applyTemplate(jobs[candidates[index]], page: page,
                                              showing: shows.flatMap(ready.wholePage), siteValue: shared,
                                              theme: theme)
                let hash = bytes.withUnsafeBytes { ContentHash($0) }
                guard let staged else { return Rendered(hash: hash, contents: .bytes(Data(bytes))) }
                _ = bytes.withUnsafeBytes { staged.write($0, hash: hash, to: jobs[candidates[index]].path) }
                return Rendered(hash: hash, contents: nil)
            }
        }
        var outcomes = await eachInParallel(candidates.count) { this, index -> TemplateOutcome in
            if let made = madeEarly[candidates[index]] { return .made(key: made.key, reads: made.reads, made.result) }
            let plan = this.plan(jobs[candidates[index]], input: input, everything: lookAtAll, contextsKey: key)
            guard case .make(let page, let key, let reads, let shows) = plan else { return .planned(plan) }
            names?.collect(from: page)
            // A page this build does not have whole is rendered again first, with the others (`makeWhole`).
            if let shows, this.wholePage(shows) == nil { return .planned(plan) }
            return .made(key: key, reads: reads, make(this, index, page, shows: shows))
        }
        if let names {
            problems += theme.unknownNames(siteKeys: current.siteValue.fieldNames, pageKeys: names.all)
        }
        // The pages the files made next show whole, then those files.
        var waiting: [Int] = [], shown: [String] = []
        for (index, outcome) in outcomes.enumerated() {
            guard case .planned(.make(_, _, _, let shows)) = outcome else { continue }
            waiting.append(index)
            if let shows { shown.append(shows) }
        }
        problems += await makeWhole(shown, site: site)
        let late = await eachInParallel(waiting.count) { [outcomes, waiting] ready, index -> TemplateOutcome in
            guard case .planned(.make(let page, let key, let reads, let shows)) = outcomes[waiting[index]] else {
                return outcomes[waiting[index]]
            }
            return .made(key: key, reads: reads, make(ready, waiting[index], page, shows: shows))
        }
        for (index, outcome) in zip(waiting, late) { outcomes[index] = outcome }
        for (index, outcome) in outcomes.enumerated() {
            let job = candidates[index], path = jobs[job].path
            switch outcome {
            case .planned(.keep(let known)): keep(path, known)
            case .planned(.renew(let known)):
                memory.outputs[path] = known
                memory.changed(.output, path)
                keep(path, known)
            case .planned(.make): preconditionFailure("every file to make is made")
            case .made(let key, let reads, let result):
                switch result {
                case .success(let file): record(path, hash: file.hash, key: key, reads: reads, contents: file.contents)
                case .failure(let failure): problems += failure.all
                }
            }
            guard patching == nil || everything else { continue }
            noteReaders(of: job, jobs[job], in: site)
        }
        // The rest of the build reads the pages' words, headings and links, never their HTML, about half of what it
        // holds of every page: only the feeds' posts keep theirs, to the feeds.
        let feedJobs = feedJobs(site)
        let inFeeds = Set(feedJobs.flatMap { job in job.posts.map { site.posts[$0].path } })
        slimWholePages(but: inFeeds, Self.dropHTML)
        release(counts.templated)
        problems += await otherFiles(site, theme: theme, contextsKey: contextsKey, jobs: jobs, feedJobs: feedJobs)
        if patching == nil || everything { current.templatesEnd = made.count }
        slimWholePages(Self.dropHTML)
        // Several template errors are the same error once per page; each is reported once.
        return Array(Set(problems))
    }

    /// Changes what `folio build` holds of each page whole with `drop`, once no later stage reads it: the pages
    /// are held to the end of the stages, and a site of 10,000 posts holds 70 MB of HTML (its text for search is
    /// let go of as soon as each page is rendered: see `prepareSearch`). The preview keeps its pages as they are.
    mutating func slimWholePages(but kept: Set<String> = [], _ drop: (inout RenderedMarkdown) -> Void) {
        guard !keepsWhole else { return }
        for path in Array(whole.keys) where !kept.contains(path) { drop(&whole[path]!.rendered) }
    }

    /// What `slimWholePages` drops once the files that show a page's HTML are made.
    private static func dropHTML(_ rendered: inout RenderedMarkdown) {
        rendered.htmlBytes = []
        rendered.feedHTML = nil
    }

    /// What the contexts are made of: the summaries this build gathered, or else the records', each read when a
    /// context asks for it.
    private func templateInput(_ site: Site, words: ThemeWords, numbers: DisplayNumbers) -> TemplateInput {
        if let posts = current.postSummaries, let pages = current.pageSummaries {
            return TemplateInput(site: site, siteValue: current.siteValue, words: words, numbers: numbers,
                                 postSummaries: posts, pageSummaries: pages)
        }
        let records = memory.pages
        return TemplateInput(site: site, siteValue: current.siteValue, words: words, numbers: numbers,
                             postSummary: { records[site.posts[$0].path]?.summary ?? .null },
                             pageSummary: { records[site.pages[$0].path]?.summary ?? .null })
    }

    /// The jobs of the last build whose files show a page whose version changed, or read a summary that did.
    private func affectedJobs(in last: LastBuild) -> [Int] {
        var chosen: Set<Int> = []
        for path in changedVersions {
            if let job = last.ownJob(of: path) { chosen.insert(job) }
        }
        for path in changedSummaries { chosen.formUnion(last.readers(of: path, in: memory)) }
        return chosen.sorted()
    }

    /// Notes which summaries the file of `job` (at `position`) reads, and which page it shows whole.
    private mutating func noteReaders(of position: Int, _ job: TemplateJob, in site: Site) {
        // In place: a copy of either dictionary for each job would make the templates' stage quadratic.
        guard current.readers != nil, current.ownJobs != nil else { return }
        for read in memory.outputs[job.path]?.reads ?? [] { current.readers![read, default: []].append(position) }
        if let shows = job.shownWhole {
            let page = shows.isPost ? site.posts[shows.position].path : site.pages[shows.position].path
            current.ownJobs![page] = position
        }
    }

    /// Whether `job`'s file is made again: only where its context may differ from the last build's, and then only
    /// when the context's key does.
    private func plan(_ job: TemplateJob, input: TemplateInput, everything: Bool, contextsKey: ContentHash)
        -> TemplatePlan {
        let site = input.site
        let shows = job.shownWhole.map { $0.isPost ? site.posts[$0.position].path : site.pages[$0.position].path }
        let known = memory.outputs[job.path]
        if !everything, let known, !(shows.map(changedVersions.contains) ?? false),
           !known.reads.contains(where: changedSummaries.contains) {
            return .keep(known)
        }
        var reading = input
        let page = job.context(in: &reading).templateValue
        let reads = reading.postsRead.map { site.posts[$0].path } + reading.pagesRead.map { site.pages[$0].path }
        let key = Self.fileKey(contextsKey, template: job.template, page: page,
                               shownVersion: shows.flatMap { memory.pages[$0]?.version } ?? ContentHash())
        guard var kept = known, kept.key == key else {
            return .make(page: page, key: key, reads: reads, shows: shows)
        }
        kept.reads = reads
        return .renew(kept)
    }

    /// The summaries of the pages that need one: the memory's where made under the same key (the page's version
    /// and the summary settings), else made by `summarize` from the page, whole. When only sources were edited,
    /// only the edited pages can need one.
    private mutating func summaries(_ site: Site, dates: DisplayDates, numbers: DisplayNumbers,
                                    summarize: @escaping @Sendable (Page, SummarySettings) -> TemplateValue) async
        -> [Diagnostic] {
        let settings = SummarySettings(site: site, dates: dates, numbers: numbers)
        let settingsKey = settings.key
        keys.summaries = settingsKey
        let paths = last != nil && settingsKey == memory.keys.summaries ? changedVersions.sorted()
            : (site.posts + site.pages).map(\.path)
        let stale = paths.filter { path in
            guard let known = memory.pages[path] else { return false }
            return known.summaryKey != Self.summaryKey(known.version, settingsKey)
        }
        let problems = await makeWhole(stale, site: site)
        let made = await eachInParallel(stale.count) { this, index in
            this.wholePage(stale[index]).map { summarize($0, settings) }
        }
        for (path, value) in zip(stale, made) {
            if let value { keepSummary(value, of: path, settings: settingsKey) }
        }
        return problems
    }

    /// Keeps `summary` in the record of the page at `path`, made under the summary settings `settings`, noting
    /// whether it differs from the summary the record held.
    mutating func keepSummary(_ summary: TemplateValue, of path: String, settings: ContentHash) {
        guard var known = memory.pages[path] else { return }
        var hash = ContentHash()
        summary.hash(into: &hash)
        if hash != known.summaryHash { changedSummaries.insert(path) }
        (known.summary, known.summaryHash) = (summary, hash)
        known.summaryKey = Self.summaryKey(known.version, settings)
        memory.pages[path] = known
        memory.changed(.page, path)
    }

    /// What every file's key starts from: the theme, the site's settings and the `site` value.
    static func contextsKey(theme: Theme, settings: ContentHash, siteValue: TemplateValue) -> ContentHash {
        var key = theme.fingerprint
        key.update(settings)
        siteValue.hash(into: &key)
        return key
    }

    /// A file's key: `contextsKey`, its template, its context, and the version of the page it shows whole.
    static func fileKey(_ contextsKey: ContentHash, template: String, page: TemplateValue, shownVersion: ContentHash)
        -> ContentHash {
        var key = contextsKey
        key.update(field: template)
        page.hash(into: &key)
        key.update(shownVersion)
        return key
    }

    static func summaryKey(_ version: ContentHash, _ settings: ContentHash) -> ContentHash {
        var key = version
        key.update(settings)
        return key
    }

    /// The stylesheet, the built-in theme's own files, the feeds, the sitemap and robots.txt, after the templates'
    /// files.
    private mutating func otherFiles(_ site: Site, theme: Theme, contextsKey: ContentHash, jobs: [TemplateJob],
                                     feedJobs: [FeedJob])
        async -> [Diagnostic] {
        let layouts = ImageLayoutVocabulary(custom: site.config.imageLayouts, contentWidth: site.config.contentWidth)
            .stylesheet()
        // The image rules last: the colour-scheme rules must win over a layout word's `display`.
        let code = CodeStylesheet.css(themeColors: theme.codeColors)
        fresh(OutputFile(path: "style.css", text: theme.stylesheet + "\n" + code + "\n" + layouts))
        for file in theme.generatedFiles { fresh(file) }
        let problems = await feeds(site, jobs: feedJobs, words: theme.words, contextsKey: contextsKey)
        // The sitemap lists every page the templates make, with the dates of posts: all of it is the site's.
        var sitemapKey = contextsKey
        sitemapKey.update(keys.site)
        if let known = memory.outputs["sitemap.xml"], known.key == sitemapKey {
            keep("sitemap.xml", known)
        } else {
            record(OutputFile(path: "sitemap.xml", text: Sitemap(site: site, paths: jobs.map(\.path)).xml),
                   key: sitemapKey, reads: [])
        }
        fresh(OutputFile(path: "robots.txt", text: "User-agent: *\nAllow: /\n\n"
                         + "Sitemap: \(site.address.absolute(site.address.url("sitemap.xml")))\n"))
        return problems + redirects(site, theme: theme)
    }

    /// The redirect pages at the pages' aliases, after every other file the templates make: the last build's
    /// when no page that has aliases changed its summary (and so its title).
    private mutating func redirects(_ site: Site, theme: Theme) -> [Diagnostic] {
        // Patching the last build's files, the aliases are as they were (they are front matter): only titles change.
        let patching = last != nil && keptCopies
        if let last, patching, last.redirectOwners.isDisjoint(with: changedSummaries) {
            (current.redirectOwners, current.redirectProblems) = (last.redirectOwners, last.redirectProblems)
            return last.redirectProblems
        }
        let (files, found) = redirectPages(site, theme: theme, siteValue: current.siteValue) {
            self.memory.pages[$0.path]?.summary["title"]?.interpolatedText ?? $0.slug
        }
        var problems = found
        var rules: [RedirectRule] = []
        for (file, rule) in files {
            // A generated file was put there first: the alias would replace it.
            if !patching, current.madePositions[file.path] != nil {
                problems.append(.error("an alias would be written to \(file.path), which is a file folio generates",
                                       path: file.path))
                continue
            }
            fresh(file)
            rules.append(rule)
        }
        if site.config.redirects.writesRedirectsFile {
            // The site's own rules, in static/_redirects, go first (see `RedirectRule.file`).
            let own = try? String(contentsOf: root.appending(path: "static/" + RedirectRule.fileName), encoding: .utf8)
            fresh(OutputFile(path: RedirectRule.fileName, text: RedirectRule.file(rules, own: own)))
        }
        current.redirectOwners = Set((site.posts + site.pages).filter { !$0.frontMatter.aliases.isEmpty }
            .map(\.path))
        current.redirectProblems = problems
        return problems
    }
}

/// A file the templates made: its hash, and its bytes unless they were written already.
struct Rendered: Sendable {
    var hash: ContentHash
    var contents: OutputFile.Contents?
}

/// The names of the fields of every file's `page`, gathered from the cores that make them.
final class PageFieldNames: Sendable {
    private let names = Mutex<(Set<String>, TemplateShapesSeen)>((PageContext.knownFieldNames, .init()))

    func collect(from page: TemplateValue) {
        names.withLockTracked { page.collectFieldNames(into: &$0.0, skipping: &$0.1) }
    }

    var all: Set<String> { names.withLockTracked { $0.0 } }
}

/// One file the templates make, planned, or made (see `IncrementalBuild.applyTemplates`).
private enum TemplateOutcome: Sendable {
    case planned(TemplatePlan)
    /// Made from its context under `key`, which read the summaries of `reads`.
    case made(key: ContentHash, reads: [String], Result<Rendered, Diagnostics>)
}

/// What becomes of one file the templates make (see `IncrementalBuild.applyTemplates`).
private enum TemplatePlan: Sendable {
    /// As the last build made it, not even looked at.
    case keep(OutputRecord)
    /// Looked at, and the same: the record with the summaries its context reads now.
    case renew(OutputRecord)
    /// Made again from the file's `page` value.
    case make(page: TemplateValue, key: ContentHash, reads: [String], shows: String?)
}
