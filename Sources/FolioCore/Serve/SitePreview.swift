import Foundation
import Synchronization

/// `folio serve`: builds the site in memory, serves it, and rebuilds and reloads on every save.
public final class SitePreview: Sendable {
    public let root: URL
    public let includeDrafts: Bool
    private let server: PreviewServer
    private let watcher: FileWatcher
    private let memo = BuildMemo()
    /// The bytes of each file copied as it is, by path, kept while its identity says it is unchanged.
    private let copied = Mutex<[String: (identity: FileIdentity, readAt: Int64, data: Data)]>([:])

    public init(root: URL, host: String?, port: Int, includeDrafts: Bool, allowedHosts: [String] = []) {
        self.root = root
        self.includeDrafts = includeDrafts
        server = PreviewServer(host: host, port: port, allowedHosts: allowedHosts)
        watcher = FileWatcher(paths: ["content", "templates", "static", "folio.yml"].map { root.appending(path: $0) })
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
        /// What the last build saw of the inputs: a save of posts that were there already only updates it.
        var inputs: InputFingerprint?
        func rebuild(after changes: Set<String>? = nil) async {
            let start = ContinuousClock.now
            let next: SiteSnapshot
            var options = options
            let base = root.standardizedFileURL.path + "/"
            let changed = changes?.map { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0 }
            if let changed, inputs?.updateIdentities(of: changed, below: root) == true {
                // Only posts and pages that were there before changed: the last look at the inputs still holds.
            } else {
                inputs = InputFingerprint(root: root, options: options)
            }
            options.inputs = inputs
            do {
                let site = try await makeSite(at: root, options: options)
                next = try snapshot(of: site)
                for warning in site.warnings { report(warning.description, true) }
                let milliseconds = Int(StageClock.seconds(start.duration(to: .now)) * 1000)
                let counts = memo.takeCounts()
                memo.prune(keeping: site)
                report("\(builds == 0 ? "Built" : "Rebuilt") \(counted(site.postCount, "post")), "
                       + "\(counted(site.pageCount, "page")) in \(milliseconds) ms (Markdown rendered for "
                       + "\(counts.rendered) of \(counts.rendered + counts.reused))", false)
            } catch {
                next = SiteSnapshot(files: [:], diagnostics: error.all)
                for diagnostic in error.sorted { report(diagnostic.description, true) }
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
        var options = BuildOptions(includeDrafts: includeDrafts, includeFuture: true,
                                   baseURL: server.urls.first ?? "http://127.0.0.1", preview: true)
        options.memo = memo
        return options
    }

    private func snapshot(of site: BuiltSite) throws(Diagnostics) -> SiteSnapshot {
        var files: [String: Data] = [:]
        for file in site.files {
            do { files[file.path] = try bytes(of: file) } catch {
                throw Diagnostics([.error("cannot read: \(error.localizedDescription)", path: file.path)])
            }
        }
        let copies = Set(site.files.compactMap { if case .copy(let path) = $0.contents { path } else { nil } })
        copied.withLock { $0 = $0.filter { copies.contains($0.key) } }
        return SiteSnapshot(files: files)
    }

    /// A file's bytes; for a copy, the bytes read before while the file's identity proves it unchanged, so that
    /// a rebuild reads no image again and the server keeps what it prepared for it.
    private func bytes(of file: OutputFile) throws -> Data {
        guard case .copy(let path) = file.contents, let identity = FileIdentity(path: path) else {
            return try file.data()
        }
        if let known = copied.withLock({ $0[path] }),
           identity.proves(unchangedSince: known.identity, readAt: known.readAt, window: BuildOptions().racyWindow) {
            return known.data
        }
        let readAt = FileIdentity.now
        let data = try file.data()
        copied.withLock { $0[path] = (identity, readAt, data) }
        return data
    }
}
