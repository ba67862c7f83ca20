import Foundation
import SourceDiagnostics
import ConcurrencyHelpers
import Fingerprints
import Blog

extension IncrementalBuild {
    /// The site's feeds and its tags' (`jobs`, from `feedJobs`). A feed shows its posts whole: its key is their
    /// summaries and versions, and the feeds whose keys changed are made again, on every core, from each post made
    /// absolute once for all of them (`FeedPost`). The files are put in the feeds' order.
    mutating func feeds(_ site: Site, jobs: [FeedJob], words: ThemeWords, contextsKey: ContentHash) async
        -> [Diagnostic] {
        let plans = jobs.map { job in
            let shown = job.posts.map { site.posts[$0].path }
            var feedKey = contextsKey
            feedKey.update(field: job.path)
            feedKey.update(field: job.tagName ?? "\u{0}")
            for path in shown {
                feedKey.update(field: path)
                feedKey.update(memory.pages[path]?.summaryHash ?? ContentHash())
                feedKey.update(memory.pages[path]?.version ?? ContentHash())
            }
            let known = memory.outputs[job.path].flatMap { $0.key == feedKey ? $0 : nil }
            return (job: job, key: feedKey, shown: shown, known: known)
        }
        let stale = plans.indices.filter { plans[$0].known == nil }
        var seen: Set<String> = []
        let needed = stale.flatMap { plans[$0].shown }.filter { seen.insert($0).inserted }
        let problems = await makeWhole(needed, site: site)
        let posts = await eachInParallel(needed.count) { this, index in
            this.wholePage(needed[index]).map { FeedPost($0, site: site) }
        }
        let shared = Dictionary(uniqueKeysWithValues: zip(needed, posts))
        let staged = keepsWhole ? nil : staged
        // Each feed is hashed, and written when the build writes as it goes, on the core that made it.
        let made = await inParallel(stale.count) { index -> Rendered? in
            let plan = plans[stale[index]]
            let posts = plan.shown.compactMap { shared[$0] ?? nil }
            let file = makeFeed(plan.job, site: site, posts: posts, words: words)
            guard case .bytes(let data) = file.contents else { return nil }
            let hash = ContentHash(data)
            guard let staged else { return Rendered(hash: hash, contents: file.contents) }
            _ = staged.write(data, hash: hash, to: file.path)
            return Rendered(hash: hash, contents: nil)
        }
        let madeAt = Dictionary(uniqueKeysWithValues: zip(stale, made))
        for (index, plan) in plans.enumerated() {
            if let known = plan.known {
                keep(plan.job.path, known)
            } else if let file = madeAt[index] ?? nil {
                record(plan.job.path, hash: file.hash, key: plan.key, reads: plan.shown, contents: file.contents)
            }
        }
        return problems
    }
}
