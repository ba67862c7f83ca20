import Foundation
import Content
import Blog
import Build
import Incremental

/// A preview's rebuild after one post is edited, in process: the site is built once with a memo, then one post
/// is appended to and the site built again, 5 times. Prints the median time of each stage of those rebuilds.
enum RebuildBenchmark {
    static func run(_ site: String?) async {
        guard let site else {
            print("usage: folio-bench rebuild SITE")
            exit(64)
        }
        let root = URL(filePath: site)
        let posts = (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: "content/posts").path)
            .filter { $0.hasSuffix(".md") }.sorted()) ?? []
        guard !posts.isEmpty else {
            print("rebuild: \(site) has no content/posts/*.md")
            exit(1)
        }
        let edited = root.appending(path: "content/posts/\(posts[posts.count / 2])")
        let original = FileManager.default.contents(atPath: edited.path) ?? Data()
        // As `folio serve` builds: future posts included (the bench corpora date most of a large blog ahead).
        let options = BuildOptions(includeFuture: true, output: NSTemporaryDirectory() + "folio-bench-rebuild",
                                   preview: true)
        var live = LiveSite(root: root)
        var rounds: [[StageTime]] = []
        var totals: [Double] = []
        do {
            _ = try await live.build(options: options)
            for round in 1...5 {
                try (original + Data("\nEdit \(round) of the rebuild benchmark.\n".utf8)).write(to: edited)
                let start = ContinuousClock.now
                let built = try await live.build(options: options, changes: [edited.path])
                let elapsed = start.duration(to: .now)
                totals.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                rounds.append(built.timings)
            }
        } catch {
            print(error)
        }
        try? original.write(to: edited)
        guard let first = rounds.first else { exit(1) }
        for (index, stage) in first.enumerated() {
            let median = rounds.map { $0[index].seconds }.sorted()[rounds.count / 2]
            print(String(format: "  %7.3f s  %@", median, stage.stage))
        }
        print(String(format: "rebuild after one edit: median %.3f s of %d", totals.sorted()[totals.count / 2],
                     totals.count))
    }
}
