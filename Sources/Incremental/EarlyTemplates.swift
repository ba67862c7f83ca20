import Foundation
import Synchronization
import ConcurrencyHelpers
import Fingerprints
import Mustache
import SourceDiagnostics
import Blog

/// Stage 7 begun inside stage 5, for a `folio build` that renders every page (one that remembers none): each
/// post's own file is made as soon as every summary it shows is known (its own, its neighbours', its related
/// posts', its series' parts', and every standalone page's, which the `site` value lists), and the post's HTML is
/// let go of then. Without it, every page's HTML is held until the last page is rendered: 90 MB at 10,000 posts,
/// about 450 MB at 50,000. Posts are rendered as the site lists them, newest first, and a post's neighbours and
/// related posts are near it in time (see `RelatedPosts`), so few wait at once.
///
/// Pages rendered before the site is assembled wait for it (`start`). A file whose summaries do not all come (a
/// page failed to render) is left to stage 7 with its page whole, and so are the standalone pages' files, the
/// lists and the feeds' posts' HTML; stage 7 takes the files made here under the key it would have given them
/// (`IncrementalBuild.takeEarly`), without making their contexts again.
public final class EarlyTemplates: Sendable {
    private let theme: Theme
    private let summarize: @Sendable (Page, SummarySettings) -> TemplateValue
    /// The site's settings' key (`SiteKeys.settings`), part of every file's key.
    private let settingsKey: ContentHash
    private let staged: StagedOutput
    /// The names the files' contexts have, for stage 7's check of the theme's names.
    let names = PageFieldNames()
    private let state = Mutex(State())

    /// What the site, once assembled, tells of every page.
    private struct Setup: Sendable {
        var site: Site
        var jobs: [TemplateJob]
        var settings: SummarySettings
        var positions: [String: SitePosition]
        /// By post: the posts whose files show its summary (itself among them).
        var dependents: [[Int32]]
        /// The posts whose HTML the feeds show, after their own files are made.
        var inFeeds: Set<Int>
    }

    private struct State {
        var setup: Setup?
        /// Pages rendered and not yet taken (all those rendered before the site was assembled), whole.
        var arrived: [Arrival] = []
        var postSummaries: [TemplateValue?] = []
        var pageSummaries: [TemplateValue?] = []
        var pagesLeft = 0
        var siteValue: TemplateValue?
        var contextsKey = ContentHash()
        /// By post: how many of the summaries its file shows are still to come.
        var remaining: [Int32] = []
        /// Posts rendered whose files are not made, whole, with their versions.
        var held: [Int: (page: Page, version: ContentHash)] = [:]
        /// Posts whose summaries have all come, while the `site` value has not.
        var ready: [Int] = []
        /// The files made, by job.
        var made: [Int: Made] = [:]
        /// Pages stage 7 needs whole: the standalone pages, the feeds' posts, and what waited in vain.
        var kept: [String: Page] = [:]
    }

    /// A page rendered, whole, and its version.
    private struct Arrival: Sendable {
        var path: String
        var page: Page
        var version: ContentHash
    }

    /// One file made: its key, the summaries its context read, and its hash or problems.
    struct Made: Sendable {
        var key: ContentHash
        var reads: [String]
        var result: Result<Rendered, Diagnostics>
    }

    init(theme: Theme, summarize: @escaping @Sendable (Page, SummarySettings) -> TemplateValue,
         settingsKey: ContentHash, staged: StagedOutput) {
        (self.theme, self.summarize, self.settingsKey, self.staged) = (theme, summarize, settingsKey, staged)
    }

    /// Renders in this order, positions in `sources`: the standalone pages (which every file's `site` value
    /// lists), then the posts as the site lists them.
    func order(of sources: [PageSource]) -> [Int] {
        sources.indices.filter { sources[$0].kind != .post } + postOrder(sources)
    }

    /// The site, once assembled, and the files its templates make (the posts' first, by position); the pages
    /// rendered before it are taken now.
    public func start(site: Site, jobs: [TemplateJob]) {
        var dependents = [[Int32]](repeating: [], count: site.posts.count)
        var remaining = [Int32](repeating: 0, count: site.posts.count)
        for post in site.posts.indices {
            let read = Set(TemplateJob.summariesRead(byPostAt: post, in: site))
            remaining[post] = Int32(read.count)
            for shown in read { dependents[shown].append(Int32(post)) }
        }
        let setup = Setup(site: site, jobs: jobs,
                          settings: SummarySettings(site: site, dates: theme.dates, numbers: theme.numbers),
                          positions: SitePosition.all(in: site), dependents: dependents,
                          inFeeds: Set(feedJobs(site).flatMap(\.posts)))
        let waiting = state.withLockTracked { state in
            state.setup = setup
            state.postSummaries = Array(repeating: nil, count: site.posts.count)
            state.pageSummaries = Array(repeating: nil, count: site.pages.count)
            state.pagesLeft = site.pages.count
            state.remaining = remaining
            if site.pages.isEmpty { makeSiteValue(&state, setup) }
            defer { state.arrived = [] }
            return state.arrived
        }
        take(waiting, setup)
    }

    /// How many pages are summarized, and their files made, at once: a core that goes from rendering one page to
    /// making one file and back finds neither's data in its caches, and made the templates' files a quarter slower.
    static let batch = 64

    /// A page stage 5 rendered, under `version`: returned without its HTML, which this holds until the page's
    /// file is made (or hands to stage 7). Taken with the pages that arrived before it, a batch at a time.
    func arrive(_ path: String, _ page: Page, version: ContentHash) -> Page {
        let batch = state.withLockTracked { state -> (setup: Setup, pages: [Arrival])? in
            state.arrived.append(Arrival(path: path, page: page, version: version))
            guard let setup = state.setup, state.arrived.count >= Self.batch else { return nil }
            defer { state.arrived = [] }
            return (setup, state.arrived)
        }
        if let batch { take(batch.pages, batch.setup) }
        var slim = page
        slim.rendered.htmlBytes = []
        slim.rendered.feedHTML = nil
        return slim
    }

    /// Summarizes the pages, and makes the files whose summaries are then all known.
    private func take(_ pages: [Arrival], _ setup: Setup) {
        // Not `… : nil`: `TemplateValue` is nil-literal expressible, and that `nil` would be `.null`.
        let summaries = pages.map { arrival -> TemplateValue? in
            setup.positions[arrival.path] == nil ? Optional.none : summarize(arrival.page, setup.settings)
        }
        let due = state.withLockTracked { state -> [(post: Int, page: Page, version: ContentHash)] in
            for (arrival, summary) in zip(pages, summaries) {
                guard let place = setup.positions[arrival.path], let summary else {
                    state.kept[arrival.path] = arrival.page
                    continue
                }
                if place.isPost {
                    state.postSummaries[place.position] = summary
                    state.held[place.position] = (arrival.page, arrival.version)
                    for post in setup.dependents[place.position].map(Int.init) {
                        state.remaining[post] -= 1
                        if state.remaining[post] == 0 { state.ready.append(post) }
                    }
                } else {
                    state.pageSummaries[place.position] = summary
                    state.kept[arrival.path] = arrival.page
                    state.pagesLeft -= 1
                    if state.pagesLeft == 0 { makeSiteValue(&state, setup) }
                }
            }
            guard state.siteValue != nil else { return [] }
            defer { state.ready = [] }
            return state.ready.compactMap { post in
                state.held.removeValue(forKey: post).map { (post, $0.page, $0.version) }
            }
        }
        for (post, page, version) in due { make(post, page, version: version, setup) }
    }

    /// The `site` value, from every standalone page's summary, and the key every file's key starts from.
    private func makeSiteValue(_ state: inout State, _ setup: Setup) {
        let value = siteValue(setup.site, pageSummaries: state.pageSummaries.map { $0 ?? .null })
        state.siteValue = value
        state.contextsKey = IncrementalBuild.contextsKey(theme: theme, settings: settingsKey, siteValue: value)
    }

    /// Makes the file of the post at `position`, and writes it; its page stays whole when the feeds show it.
    private func make(_ position: Int, _ page: Page, version: ContentHash, _ setup: Setup) {
        let site = setup.site
        let job = setup.jobs[position]
        let (siteValue, contextsKey) = state.withLockTracked { ($0.siteValue ?? .null, $0.contextsKey) }
        guard let shown = job.shownWhole, shown.isPost, shown.position == position else {
            return leave(position, page, version)
        }
        var input = TemplateInput(
            site: site, siteValue: siteValue, words: theme.words, numbers: theme.numbers,
            postSummary: { [self] post in state.withLockTracked { $0.postSummaries[post] } ?? .null },
            pageSummary: { [self] page in state.withLockTracked { $0.pageSummaries[page] } ?? .null })
        let value = job.context(in: &input).templateValue
        // A read `summariesRead` did not foresee, of a summary not yet known: stage 7 makes the file.
        let complete = state.withLockTracked { state in
            input.postsRead.allSatisfy { state.postSummaries[$0] != nil }
                && input.pagesRead.allSatisfy { state.pageSummaries[$0] != nil }
        }
        guard complete else { return leave(position, page, version) }
        names.collect(from: value)
        let reads = input.postsRead.map { site.posts[$0].path } + input.pagesRead.map { site.pages[$0].path }
        let key = IncrementalBuild.fileKey(contextsKey, template: job.template, page: value, shownVersion: version)
        let result = Result { () throws(Diagnostics) -> Rendered in
            let bytes = try applyTemplate(job, page: value, showing: page, siteValue: siteValue, theme: theme)
            let hash = bytes.withUnsafeBytes { ContentHash($0) }
            _ = bytes.withUnsafeBytes { staged.write($0, hash: hash, to: job.path) }
            return Rendered(hash: hash, contents: nil)
        }
        state.withLockTracked { state in
            state.made[position] = Made(key: key, reads: reads, result: result)
            if setup.inFeeds.contains(position) { state.kept[site.posts[position].path] = page }
        }
    }

    /// Leaves the post's file to stage 7, with its page whole.
    private func leave(_ position: Int, _ page: Page, _ version: ContentHash) {
        state.withLockTracked { $0.held[position] = (page, version) }
    }

    /// What stage 7 takes once stages 5 and 6 are over: the files made, under the key they were made under; every
    /// summary made, by path, with the key of the settings it was made under; and the pages it needs whole.
    struct Taken: Sendable {
        var names: PageFieldNames
        /// By job, which is the post's position.
        var made: [Int: Made] = [:]
        var contextsKey = ContentHash()
        var summaries: [(path: String, summary: TemplateValue)] = []
        var summarySettings = ContentHash()
        var whole: [String: Page] = [:]
    }

    /// Ends this, once stage 5's pages are all rendered and `start` has returned: the pages of the last batch are
    /// taken first.
    func finish() -> Taken {
        let last = state.withLockTracked { state -> (setup: Setup, pages: [Arrival])? in
            guard let setup = state.setup else { return nil }
            defer { state.arrived = [] }
            return (setup, state.arrived)
        }
        if let last { take(last.pages, last.setup) }
        return state.withLockTracked { state in
            var taken = Taken(names: names, whole: state.kept)
            for arrival in state.arrived { taken.whole[arrival.path] = arrival.page }
            guard let setup = state.setup else { return taken }
            let site = setup.site
            for (position, held) in state.held { taken.whole[site.posts[position].path] = held.page }
            (taken.made, taken.contextsKey, taken.summarySettings) = (state.made, state.contextsKey,
                                                                      setup.settings.key)
            for (position, summary) in state.postSummaries.enumerated() {
                if let summary { taken.summaries.append((site.posts[position].path, summary)) }
            }
            for (position, summary) in state.pageSummaries.enumerated() {
                if let summary { taken.summaries.append((site.pages[position].path, summary)) }
            }
            state = State()
            return taken
        }
    }
}

extension IncrementalBuild {
    /// Stage 7 to begin inside stage 5 (see `EarlyTemplates`), for a build that renders every page and writes as it
    /// goes: one that remembers no page, whose site is yet to be assembled. Nil for any other.
    public func earlyTemplates(theme: Theme, summarize: @escaping @Sendable (Page, SummarySettings) -> TemplateValue)
        -> EarlyTemplates? {
        guard !keepsWhole, let staged, memory.pages.count == 0, needsSite, let settings = siteKeysMade?.settings else {
            return nil
        }
        return EarlyTemplates(theme: theme, summarize: summarize, settingsKey: settings, staged: staged)
    }

    /// Takes what `early` made, once stages 5 and 6 are over: each summary into its page's record (as stage 7 would
    /// have made it), each page stage 7 needs whole, and the files made, which stage 7 takes as they are.
    public mutating func takeEarly(_ early: EarlyTemplates) {
        let taken = early.finish()
        for (path, page) in taken.whole { whole[path] = page }
        for (path, summary) in taken.summaries { keepSummary(summary, of: path, settings: taken.summarySettings) }
        self.early = taken
    }
}
