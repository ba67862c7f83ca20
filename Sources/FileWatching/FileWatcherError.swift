#if canImport(Glibc)
import Glibc
#endif

/// Why a `FileWatcher` could not start.
public enum FileWatcherError: Error, Sendable, Equatable, CustomStringConvertible {
    /// inotify could not be set up (`errno` in `code`), for example past the per-user instance limit.
    case inotify(code: Int32)
    /// `changes()` was called twice.
    case alreadyStarted

    /// The message to print.
    public var description: String {
        switch self {
        case .inotify(let code):
            return "cannot watch files: inotify_init1 failed: \(String(cString: strerror(code)))"
        case .alreadyStarted:
            return "the file watcher was already started"
        }
    }
}
