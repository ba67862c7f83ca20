import Foundation
import Synchronization
import ConcurrencyHelpers

/// Watches a site's inputs with inotify and reports each burst of changes as one set of paths.
///
/// Folders are watched recursively, including folders created (or moved in) later; single files such as
/// `folio.yml` are watched through their parent folder, so editors that save with a temp file and a rename
/// are seen, and a root that does not exist yet is picked up when it appears. A burst ends after
/// `quietPeriod` without events (at most `maxDelay` after it began). Editor scratch files (`x.md~`,
/// vim's `4913`) and hidden files (`.x.md.swp`, `.#x.md`, `.x.md.tmp`) are left out.
///
/// ```swift
/// let watcher = FileWatcher(paths: [root.appending(path: "content"), root.appending(path: "folio.yml")])
/// for await changed in try watcher.changes() { rebuild(changed) }   // ends after watcher.stop()
/// ```
public final class FileWatcher: Sendable {
    /// The folders and files watched, as absolute standardized paths.
    public let paths: [String]
    /// How long no event must arrive before a burst is delivered.
    public let quietPeriod: Duration
    /// The longest a burst is held back while events keep coming.
    public let maxDelay: Duration
    private let stopSignal = StopSignal()
    private let started = Atomic<Bool>(false)

    /// Makes a watcher; nothing is watched until `changes()`. An editor's save (a temporary file written, then
    /// renamed over the file) arrives within a millisecond, so a short quiet period groups it and adds little to
    /// the time from a save to the reload; a longer stream of changes (a checkout) is held up to `maxDelay`.
    public init(paths: [URL], quietPeriod: Duration = .milliseconds(8), maxDelay: Duration = .milliseconds(500)) {
        self.paths = paths.map { $0.standardizedFileURL.path }
        self.quietPeriod = quietPeriod
        self.maxDelay = maxDelay
    }

    deinit {
        stop()
    }

    /// Starts watching and returns the bursts: each element is the set of absolute paths that changed
    /// (created, written, deleted, renamed from or to). The stream ends after `stop()`; ending it stops the
    /// watcher. Call once.
    public func changes() throws(FileWatcherError) -> AsyncStream<Set<String>> {
        guard !started.exchange(true, ordering: .acquiringAndReleasing), stopSignal.isUsable else {
            throw .alreadyStarted
        }
        var table = try InotifyWatchTable()
        for path in paths { table.watchRoot(path) }
        let (stream, continuation) = AsyncStream.makeStream(of: Set<String>.self)
        continuation.onTermination = { [stopSignal] _ in stopSignal.raise() }
        let loop = WatchLoop(table: table, stop: stopSignal, quietPeriod: quietPeriod, maxDelay: maxDelay)
        DetachedThread.start(named: "folio-watcher") { loop.run { continuation.yield($0) }
            continuation.finish()
        }
        return stream
    }

    /// Stops watching; the stream finishes. Safe to call more than once.
    public func stop() {
        stopSignal.raise()
    }

    /// True for names editors use for swap, backup, lock and temporary files, and for hidden files, none of which
    /// a build reads. (An editor's hidden temporary file renamed over a post is seen as the post's change.)
    public static func isScratchName(_ name: String) -> Bool {
        name.hasSuffix("~") || name.hasPrefix(".") || name == "4913"
    }
}
