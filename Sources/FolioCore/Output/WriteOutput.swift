import Foundation

/// Stage 9: writes the site. A first build is written beside the output folder and moved in when complete.
/// Later builds compare each file's bytes with what the last build wrote (the manifest in the marker file),
/// write only the files that differ, each replaced in one step, and remove files the site no longer has; a
/// build with nothing changed writes nothing. Returns the number of files written.
/// With a memo, a copied file's hash comes from it when the file's identity proves it unchanged, and the file is
/// then read only if it must be written. `previous` is the manifest the caller already read, if it did.
func writeOutput(_ files: [OutputFile], to folder: OutputFolder, inputs: InputFingerprint? = nil,
                 nextPostDue: Date? = nil, memo: BuildMemo? = nil, root: URL? = nil,
                 previous known: OutputManifest? = nil) async throws(Diagnostics) -> Int {
    let rootPath = (root?.path ?? "") + "/"
    let output = folder.url.standardizedFileURL
    let marker = output.appending(path: OutputFolder.marker)
    let exists = FileManager.default.fileExists(atPath: output.path)
    let previous = exists ? known ?? OutputManifest(marker: FileManager.default.contents(atPath: marker.path))
                          : OutputManifest(marker: nil)
    let base = output.path + "/"
    // Each file's hash, and whether the folder lacks it as it is: looked at on every core.
    typealias Entry = (file: OutputFile, data: Data?, hash: ContentHash, isCurrent: Bool)
    let hashed = await inParallel(files.count) { index -> Result<Entry, Diagnostics> in
        let file = files[index]
        let data: Data?, hash: ContentHash
        do {
            switch file.contents {
            case .unchanged(let known): (data, hash) = (nil, known)
            case .copy(let source) where memo != nil:
                // The fingerprint looked at every input file already.
                let known = source.hasPrefix(rootPath)
                    ? inputs?.identities[String(source.dropFirst(rootPath.count))] : nil
                (data, hash) = (nil, try memo!.hashOfCopy(source, identity: known))
            default:
                let bytes = try file.data()
                (data, hash) = (bytes, ContentHash(bytes))
            }
        } catch {
            return .failure(Diagnostics([.error("cannot read the file to copy", path: file.path)]))
        }
        // (A file the memo found unchanged was checked against the folder when the memo was read.)
        let isCurrent = previous.hashes[file.path] == hash && (file.isUnchanged || access(base + file.path, F_OK) == 0)
        return .success((file, data, hash, isCurrent))
    }
    var contents: [Entry] = []
    contents.reserveCapacity(files.count)
    for result in hashed {
        switch result {
        case .success(let entry): contents.append(entry)
        case .failure(let failure): throw failure
        }
    }
    func bytes(_ entry: Entry) throws(Diagnostics) -> Data {
        if let data = entry.data { return data }
        do { return try entry.file.data() } catch {
            throw Diagnostics([.error("cannot read the file to copy", path: entry.file.path)])
        }
    }
    let manifest = OutputManifest(hashes: Dictionary(contents.map { ($0.file.path, $0.hash) },
                                                     uniquingKeysWith: { $1 }),
                                  inputs: inputs, nextPostDue: nextPostDue)
    guard exists else {
        var all: [(String, Data)] = []
        for entry in contents { all.append((entry.file.path, try bytes(entry))) }
        try await writeAll(all + [(OutputFolder.marker, manifest.data)], movingTo: output)
        return contents.count
    }
    var written = 0
    for entry in contents where !entry.isCurrent {
        let target = output.appending(path: entry.file.path)
        let data = try bytes(entry)
        do { try replace(target, with: data) } catch {
            throw Diagnostics([.error("cannot write the site: \(error.localizedDescription)", path: output.path)])
        }
        written += 1
    }
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
