import Foundation
import Synchronization
import ConcurrencyHelpers
import Fingerprints

/// Stage 9 begun while the site is made: each file is written as soon as it is finished, into a folder beside the
/// output (`.NAME.folio-new-PID`), so that a build never holds the site's HTML in memory. `writeOutput` moves the
/// files into place once the whole build has succeeded; a build that fails removes the folder, and the output is
/// left as it was. A file whose bytes the output already holds, as the last build's manifest says, is not written.
///
/// Any number of threads may write at once.
public final class StagedOutput: Sendable {
    /// The output folder.
    public let output: URL
    /// Where the files wait.
    let staging: URL
    /// What the output held after the last build.
    let previous: OutputManifest
    private let folder: OutputFolder.Descriptor
    private let state = Mutex(State())

    private struct State {
        var descriptor: Int32 = -1
        /// Folders made in the staging folder, by path inside it ("" is the staging folder itself).
        var folders: Set<String> = []
        /// The files written, by path inside the output.
        var files: [String] = []
        /// The first write that failed.
        var failure: String?
        var isClosed = false
    }

    /// Files for the folder at `output`, which holds what `previous` lists.
    public init(output: URL, previous: OutputManifest) {
        self.output = output.standardizedFileURL
        staging = self.output.deletingLastPathComponent()
            .appending(path: ".\(self.output.lastPathComponent).folio-new-\(ProcessInfo.processInfo.processIdentifier)")
        self.previous = previous
        folder = OutputFolder.Descriptor(self.output)
    }

    deinit {
        state.withLockTracked { state in
            if state.descriptor >= 0 { close(state.descriptor) }
        }
    }

    /// Writes `bytes` as the file at `path` in the site, unless the output already holds exactly them. Returns
    /// whether the file was written.
    @discardableResult
    public func write(_ bytes: UnsafeRawBufferPointer, hash: ContentHash, to path: String) -> Bool {
        if previous.hashes[path] == hash, folder.holds(path) { return false }
        let parent = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        guard let root = makeFolder(parent) else { return false }
        let file = openat(root, path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard file >= 0 else { return fail("cannot write \(path): \(String(cString: strerror(errno)))") }
        var written = 0
        while written < bytes.count {
            let count = Glibc.write(file, bytes.baseAddress! + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                close(file)
                return fail("cannot write \(path): \(reason)")
            }
            written += count
        }
        guard close(file) == 0 else { return fail("cannot write \(path): \(String(cString: strerror(errno)))") }
        state.withLockTracked { $0.files.append(path) }
        return true
    }

    /// Writes `data` as the file at `path`; see `write(_:hash:to:)`.
    @discardableResult
    public func write(_ data: Data, hash: ContentHash, to path: String) -> Bool {
        data.withUnsafeBytes { write($0, hash: hash, to: path) }
    }

    /// The files written, and the first problem, if writing any file failed.
    func finished() -> (files: [String], failure: String?) {
        state.withLockTracked { state in
            state.isClosed = true
            return (state.files, state.failure)
        }
    }

    /// Removes the staging folder and everything in it: a failed build leaves no trace.
    public func abandon() {
        state.withLockTracked { state in
            state.isClosed = true
            if state.descriptor >= 0 { close(state.descriptor) }
            state.descriptor = -1
        }
        try? FileManager.default.removeItem(at: staging)
    }

    private func fail(_ message: String) -> Bool {
        state.withLockTracked { state in
            if state.failure == nil { state.failure = message }
        }
        return false
    }

    /// The staging folder's descriptor, after making the folder `path` inside it (and those above it) if it is new.
    private func makeFolder(_ path: String) -> Int32? {
        let (root, known) = state.withLockTracked { state -> (Int32, Bool) in
            if state.descriptor < 0, !state.isClosed {
                try? FileManager.default.removeItem(at: staging)
                // `--output a/b/site` where a/b is new: the folders above it are made, as `mkdir -p` would.
                try? FileManager.default.createDirectory(at: staging.deletingLastPathComponent(),
                                                         withIntermediateDirectories: true)
                if mkdir(staging.path, 0o777) == 0 || errno == EEXIST {
                    state.descriptor = open(staging.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                    state.folders.insert("")
                }
            }
            return (state.descriptor, state.folders.contains(path))
        }
        guard root >= 0 else {
            _ = fail("cannot write the site: cannot make \(staging.path): \(String(cString: strerror(errno)))")
            return nil
        }
        if known { return root }
        // Each folder from the top down; another thread may make one at the same time.
        var made = ""
        for part in path.split(separator: "/") {
            made += made.isEmpty ? String(part) : "/" + part
            if state.withLockTracked({ $0.folders.contains(made) }) { continue }
            guard mkdirat(root, made, 0o777) == 0 || errno == EEXIST else {
                _ = fail("cannot make the folder \(made): \(String(cString: strerror(errno)))")
                return nil
            }
            _ = state.withLockTracked { $0.folders.insert(made) }
        }
        return root
    }
}
