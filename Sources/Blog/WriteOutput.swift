import Foundation
import SourceDiagnostics
import ConcurrencyHelpers
import Fingerprints

/// What stage 9 does to the output folder: the files to write, and the manifest of the whole site once they are
/// written. The incremental layer leaves out the files the folder already holds as they should be.
public struct OutputPlan: Sendable {
    var files: [OutputFile]
    var manifest: OutputManifest
    /// The manifest the folder holds now: what folio wrote there last. Files it lists that `manifest` does not
    /// are removed.
    var previous: OutputManifest
    /// The files already written while the site was made, waiting beside the output to be moved in.
    var staged: StagedOutput?

    public init(files: [OutputFile], manifest: OutputManifest, previous: OutputManifest, staged: StagedOutput? = nil) {
        self.files = files
        self.manifest = manifest
        self.previous = previous
        self.staged = staged
    }
}

/// Stage 9: writes the site. A new output folder is written beside its place and moved in when complete. An
/// existing one gets the plan's files, each replaced in one step, loses the files the site no longer has, and
/// gets the new manifest; a plan that changes nothing writes nothing. Returns the number of files written.
public func writeOutput(_ plan: OutputPlan, to folder: OutputFolder) async throws(Diagnostics) -> Int {
    if let staged = plan.staged { return try await writeOutput(plan, staged: staged) }
    let output = folder.url.standardizedFileURL
    let marker = output.appending(path: OutputFolder.marker)
    func bytes(_ file: OutputFile) throws(Diagnostics) -> Data {
        do { return try file.data() } catch {
            throw Diagnostics([.error("cannot read the file to copy", path: file.path)])
        }
    }
    guard FileManager.default.fileExists(atPath: output.path) else {
        var all: [(String, Data)] = []
        for file in plan.files { all.append((file.path, try bytes(file))) }
        try await writeAll(all + [(OutputFolder.marker, plan.manifest.data)], movingTo: output)
        return plan.files.count
    }
    var written = 0
    for file in plan.files {
        let data = try bytes(file)
        do { try replace(output.appending(path: file.path), with: data) } catch {
            throw Diagnostics([.error("cannot write the site: \(error.localizedDescription)", path: output.path)])
        }
        written += 1
    }
    let (previous, manifest) = (plan.previous, plan.manifest)
    do {
        // The last manifest says what folio wrote; without one (an older folio), the folder itself is the list.
        let removed = previous.hashes.isEmpty
            ? try removeFiles(notIn: Set(manifest.hashes.keys).union([OutputFolder.marker]), from: output)
            : try remove(previous.hashes.keys.filter { manifest.hashes[$0] == nil && $0 != OutputFolder.marker },
                         from: output)
        if written > 0 || removed > 0 || previous != manifest { try replace(marker, with: manifest.data) }
    } catch {
        throw Diagnostics([.error("cannot write the site: \(error.localizedDescription)", path: output.path)])
    }
    return written
}

/// Stage 9 for a site whose files were written while it was made (`StagedOutput`): the plan's other files join
/// them, and then a new output folder is the staging folder, moved into place; an existing one gets each file moved
/// in, in a single step, loses the files the site no longer has, and gets the new manifest.
private func writeOutput(_ plan: OutputPlan, staged: StagedOutput) async throws(Diagnostics) -> Int {
    let output = staged.output
    func fail(_ message: String) -> Diagnostics {
        staged.abandon()
        return Diagnostics([.error(message, path: output.path)])
    }
    let failures = await inParallel(plan.files.count) { index -> String? in
        let file = plan.files[index]
        do {
            let data = try file.data()
            staged.write(data, hash: ContentHash(data), to: file.path)
            return nil
        } catch {
            return "cannot read the file to copy: \(file.path)"
        }
    }
    if let failure = failures.compactMap({ $0 }).first { throw fail(failure) }
    let (files, failure) = staged.finished()
    if let failure { throw fail(failure) }
    let manager = FileManager.default
    guard manager.fileExists(atPath: output.path) else {
        do {
            try manager.createDirectory(at: staged.staging, withIntermediateDirectories: true)
            try plan.manifest.data.write(to: staged.staging.appending(path: OutputFolder.marker))
            try manager.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw fail("cannot write the site: \(error.localizedDescription)")
        }
        guard rename(staged.staging.path, output.path) == 0 else {
            throw fail("cannot move the new site in: \(String(cString: strerror(errno)))")
        }
        return files.count
    }
    let (previous, manifest) = (plan.previous, plan.manifest)
    do {
        for path in files {
            let (from, to) = (staged.staging.appending(path: path).path, output.appending(path: path).path)
            if rename(from, to) != 0 {
                guard errno == ENOENT else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: to]) }
                try manager.createDirectory(at: output.appending(path: path).deletingLastPathComponent(),
                                            withIntermediateDirectories: true)
                guard rename(from, to) == 0 else {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: to])
                }
            }
        }
        staged.abandon()
        // The last manifest says what folio wrote; without one (an older folio), the folder itself is the list.
        let removed = previous.hashes.isEmpty
            ? try removeFiles(notIn: Set(manifest.hashes.keys).union([OutputFolder.marker]), from: output)
            : try remove(previous.hashes.keys.filter { manifest.hashes[$0] == nil && $0 != OutputFolder.marker },
                         from: output)
        if !files.isEmpty || removed > 0 || previous != manifest {
            try replace(output.appending(path: OutputFolder.marker), with: manifest.data)
        }
    } catch {
        throw fail("cannot write the site: \(error.localizedDescription)")
    }
    return files.count
}

/// Writes every file into a new folder beside `output` and moves it into place. Folders are made first, one
/// after another; the files are then written on every core.
private func writeAll(_ files: [(path: String, data: Data)], movingTo output: URL) async throws(Diagnostics) {
    let manager = FileManager.default
    let staging = output.deletingLastPathComponent()
        .appending(path: ".\(output.lastPathComponent).folio-new-\(ProcessInfo.processInfo.processIdentifier)")
    func fail(_ message: String) -> Diagnostics {
        try? manager.removeItem(at: staging)
        return Diagnostics([.error(message, path: output.path)])
    }
    try? manager.removeItem(at: staging)
    do {
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        let folders = Set(files.map { ($0.path as NSString).deletingLastPathComponent }).filter { !$0.isEmpty }
        for folder in folders.sorted() {
            try manager.createDirectory(at: staging.appending(path: folder), withIntermediateDirectories: true)
        }
        try manager.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
        throw fail("cannot write the site: \(error.localizedDescription)")
    }
    let failures = await inParallel(files.count) { index -> String? in
        do {
            try files[index].data.write(to: staging.appending(path: files[index].path))
            return nil
        } catch {
            return "cannot write \(files[index].path): \(error.localizedDescription)"
        }
    }
    if let failure = failures.compactMap({ $0 }).first { throw fail(failure) }
    guard rename(staging.path, output.path) == 0 else {
        throw fail("cannot move the new site in: \(String(cString: strerror(errno)))")
    }
}

/// Replaces one file in a single step: the bytes go to a temporary file beside it, which is renamed over it.
private func replace(_ target: URL, with data: Data) throws {
    let folder = target.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appending(path: ".\(target.lastPathComponent)"
                                           + ".folio-\(ProcessInfo.processInfo.processIdentifier)")
    try data.write(to: temporary)
    guard rename(temporary.path, target.path) == 0 else {
        try? FileManager.default.removeItem(at: temporary)
        throw CocoaError(.fileWriteUnknown)
    }
}

/// Removes the given files below `folder`, then the folders they leave empty.
private func remove(_ paths: [String], from folder: URL) throws -> Int {
    let manager = FileManager.default
    var parents: Set<String> = []
    var removed = 0
    for path in paths where manager.fileExists(atPath: folder.appending(path: path).path) {
        try manager.removeItem(at: folder.appending(path: path))
        removed += 1
        var parent = (path as NSString).deletingLastPathComponent
        while !parent.isEmpty {
            parents.insert(parent)
            parent = (parent as NSString).deletingLastPathComponent
        }
    }
    for parent in parents.sorted(by: >) {
        let url = folder.appending(path: parent)
        if (try? manager.contentsOfDirectory(atPath: url.path))?.isEmpty == true { try manager.removeItem(at: url) }
    }
    return removed
}

/// Removes the files below `folder` that are not in `keep` (paths relative to it), then folders left empty.
private func removeFiles(notIn keep: Set<String>, from folder: URL) throws -> Int {
    let manager = FileManager.default
    let base = folder.standardizedFileURL.path + "/"
    var removed = 0
    var folders: [String] = []
    let walker = manager.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
    while let url = walker?.nextObject() as? URL {
        let path = String(url.standardizedFileURL.path.dropFirst(base.count))
        if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            folders.append(path)
        } else if !keep.contains(path) {
            try manager.removeItem(at: url)
            removed += 1
        }
    }
    for path in folders.sorted(by: >) where (try? manager.contentsOfDirectory(atPath: base + path))?.isEmpty == true {
        try manager.removeItem(atPath: base + path)
    }
    return removed
}
