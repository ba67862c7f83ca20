import Foundation
import Synchronization
import FileWatching
import Content
import Blog
import Build
import Incremental

/// `folio serve`: builds the site in memory, serves it, and rebuilds and reloads on every save.
public final class SitePreview: Sendable {
    /// The site's folder.
    public let root: URL
    /// True when drafts and future posts are shown, marked.
    public let includeDrafts: Bool
    private let server: PreviewServer
    private let watcher: FileWatcher

    public init(root: URL, host: String?, port: Int, includeDrafts: Bool, allowedHosts: [String] = []) {
        self.root = root
        self.includeDrafts = includeDrafts
        server = PreviewServer(host: host, port: port, allowedHosts: allowedHosts)
        watcher = FileWatcher(paths: ["content", "templates", "static", "themes", "folio.yml"]
            .map { root.appending(path: $0) })
    }

    /// Starts listening; returns the addresses to print. A busy port throws an error that names `--port`.
    public func start() throws(PreviewServerError) -> [String] {
        try server.start()
        return server.urls
    }

    /// What a `host` wider than loopback exposes, to print after `start()`; nil on loopback.
    public var exposureNotice: String? { server.exposureNotice(showsDrafts: includeDrafts) }

    /// Builds, publishes, and then rebuilds after every burst of changes until `stop()`. `report` receives what
    /// the terminal should show: one summary line per build, or every diagnostic of a failed one.
    public func run(report: @Sendable (_ line: String, _ isError: Bool) -> Void) async {
        var last: SiteSnapshot?
        var builds = 0
        var live = LiveSite(root: root)
        func rebuild(after changes: Set<String>? = nil) async {
            let start = ContinuousClock.now
            let next: SiteSnapshot
            do {
                let site = try await live.build(options: options, changes: changes.map(Array.init))
                // A build that knows which files it made again publishes those alone, over the last good site.
                if let changed = site.changedFiles, last != nil {
                    let files = Dictionary(changed.map { ($0.path, $0.bytes) }, uniquingKeysWith: { $1 })
                    next = SiteSnapshot(files: files, changed: Set(changed.map(\.path)))
                } else {
                    next = SiteSnapshot(files: Dictionary(site.files.map { ($0.path, $0.bytes) },
                                                          uniquingKeysWith: { $1 }))
                }
                for warning in UnknownKeyWarnings.folded(site.warnings) { report(warning.description, true) }
                let milliseconds = Int(StageClock.seconds(start.duration(to: .now)) * 1000)
                let counts = site.counts
                report("\(builds == 0 ? "Built" : "Rebuilt") \(counted(site.postCount, "post")), "
                       + "\(counted(site.pageCount, "page")) in \(milliseconds) ms (Markdown rendered for "
                       + "\(counts.rendered) of \(counts.rendered + counts.reused))", false)
            } catch {
                next = SiteSnapshot(files: [:], diagnostics: error.all)
                for diagnostic in UnknownKeyWarnings.folded(error.all) { report(diagnostic.description, true) }
            }
            server.publish(next, changed: next.reloadKind(since: last))
            if !next.isFailure { last = next }
            builds += 1
        }
        // Watching starts before the first build, so that a save during it is not missed.
        let changes: AsyncStream<Set<String>>
        do { changes = try watcher.changes() } catch {
            report("folio: error: cannot watch the site for changes (\(error)); serving without live reload", true)
            await rebuild()
            return
        }
        await rebuild()
        for await paths in changes { await rebuild(after: paths) }
    }

    /// Stops watching and serving; `run` returns.
    public func stop() {
        watcher.stop()
        server.stop()
    }

    private var options: BuildOptions {
        // Pages link with paths from the site root, so the preview serves the site at the root of its own address.
        BuildOptions(includeDrafts: includeDrafts, includeFuture: true,
                     baseURL: server.urls.first ?? "http://127.0.0.1", preview: true)
    }
}

private extension OutputFile {
    /// The bytes the preview keeps: a build that keeps files whole has read every copied file already.
    var bytes: Data {
        switch contents {
        case .bytes(let data): data
        case .copy(let path): FileManager.default.contents(atPath: path) ?? Data()
        }
    }
}
