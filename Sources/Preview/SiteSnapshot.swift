import Foundation
import SourceDiagnostics

/// The built site as the preview server serves it: every output file in memory, plus the build's problems.
///
/// Keys are output paths relative to the site root, without a leading slash:
/// `index.html`, `2024/05/hello/index.html`, `style.css`, `404.html`.
/// A snapshot with diagnostics stands for a failed build: the server keeps serving the last good files and
/// shows the diagnostics in every open page.
public struct SiteSnapshot: Sendable {
    /// Output files by path relative to the site root (`posts/a/index.html`).
    public var files: [String: Data]
    /// The problems of the build; non-empty means it failed.
    public var diagnostics: [Diagnostic]
    /// A folder of large static files served from disk when a path is not in `files`.
    ///
    /// Symlinks are resolved and anything whose real path leaves this folder is refused.
    public var staticRoot: URL?
    /// Set for a snapshot of changes: the paths whose bytes differ from the last good snapshot's (added, changed
    /// or removed), `files` holding only those (a path missing from it was removed), and every other file the last
    /// snapshot's. Nil for a snapshot of the whole site.
    public var changed: Set<String>?

    /// Makes a snapshot; pass the diagnostics of a failed build, or none for a good one.
    public init(files: [String: Data], diagnostics: [Diagnostic] = [], staticRoot: URL? = nil,
                changed: Set<String>? = nil) {
        self.files = files
        self.diagnostics = diagnostics
        self.staticRoot = staticRoot
        self.changed = changed
    }

    /// True when the build that made this snapshot failed.
    public var isFailure: Bool { !diagnostics.isEmpty }

    /// What open pages must do to show this snapshot after `previous`:
    /// restyle only when nothing but `.css` files changed, else reload; report a failed build as such.
    public func reloadKind(since previous: SiteSnapshot?) -> ReloadKind {
        if isFailure { return .buildFailed }
        guard let previous, !previous.isFailure else { return .full }
        if let changed { return !changed.isEmpty && changed.allSatisfy { $0.hasSuffix(".css") } ? .stylesheets : .full }
        let paths = Set(files.keys).union(previous.files.keys)
        let changed = paths.filter { path in
            guard let now = files[path], let before = previous.files[path] else { return true }
            return !now.isSameStorage(as: before) && now != before
        }
        if !changed.isEmpty && changed.allSatisfy({ $0.hasSuffix(".css") }) { return .stylesheets }
        return .full
    }
}
