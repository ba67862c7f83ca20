import Foundation
import SourceDiagnostics

/// What the server answers from: the last good files, prepared, and the diagnostics of the last build.
/// It is a value, swapped whole under a lock, so every request sees one build or the next, never a mix.
struct ServedSite: Sendable {
    var files: ServedFiles
    var diagnostics: [Diagnostic]
    var staticRoot: URL?

    static let empty = ServedSite(files: ServedFiles(), diagnostics: [], staticRoot: nil)

    init(files: ServedFiles, diagnostics: [Diagnostic], staticRoot: URL?) {
        self.files = files
        self.diagnostics = diagnostics
        self.staticRoot = staticRoot
    }

    /// Prepares every file of a good snapshot; a file whose bytes are those `previous` was made from (the same
    /// bytes in memory, as a memo hands them on) keeps what was prepared for it then. A snapshot of changes
    /// (`SiteSnapshot.changed`) changes only those files of `previous`.
    init(snapshot: SiteSnapshot, liveReload: Bool, previous: (snapshot: SiteSnapshot, site: ServedSite)? = nil) {
        if let changed = snapshot.changed, let previous {
            var files = previous.site.files
            for path in changed {
                let key = Self.key(path)
                files[key] = snapshot.files[path].map { ServedFile(path: key, data: $0, liveReload: liveReload) }
            }
            self.init(files: files, diagnostics: snapshot.diagnostics, staticRoot: snapshot.staticRoot)
            return
        }
        var files = ServedFiles()
        for (path, data) in snapshot.files {
            let key = Self.key(path)
            if let previous, let before = previous.snapshot.files[path], before.isSameStorage(as: data),
               let prepared = previous.site.files[key] {
                files[key] = prepared
            } else {
                files[key] = ServedFile(path: key, data: data, liveReload: liveReload)
            }
        }
        self.init(files: files, diagnostics: snapshot.diagnostics, staticRoot: snapshot.staticRoot)
    }

    /// The key a snapshot's file at `path` is served under: the path without its leading slashes.
    static func key(_ path: String) -> String {
        path.hasPrefix("/") ? String(path.drop { $0 == "/" }) : path
    }

    /// The file at `key`, from memory or else from the static root on disk.
    func file(at key: String) -> ServedFile? {
        if let file = files[key] { return file }
        guard let staticRoot, !key.isEmpty else { return nil }
        return StaticFile.load(key, under: staticRoot)
    }

    /// True when `key` names something servable (used for folder redirects).
    func contains(_ key: String) -> Bool {
        files[key] != nil || (staticRoot != nil && file(at: key) != nil)
    }
}

extension Data {
    /// True when both are the same bytes in memory: a copy handed on, not bytes read or made again.
    func isSameStorage(as other: Data) -> Bool {
        count == other.count && withUnsafeBytes { mine in
            other.withUnsafeBytes { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
