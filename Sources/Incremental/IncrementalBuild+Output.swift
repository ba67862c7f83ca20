import Foundation
import SourceDiagnostics
import ConcurrencyHelpers
import Fingerprints
import Blog

extension IncrementalBuild {
    /// A file of this build taken from the memory as it was.
    mutating func keep(_ path: String, _ known: OutputRecord) {
        put(MadeFile(path: path, hash: known.hash, contents: known.bytes.map { .bytes($0) }, isInFolder: true))
    }

    /// A file made again: kept in the memory under its key, with the summaries it read; written at once when the
    /// build writes as it goes.
    mutating func record(_ file: OutputFile, key: ContentHash, reads: [String]) {
        guard case .bytes(let data) = file.contents else { return }
        let hash = ContentHash(data)
        if let staged, !keepsWhole {
            staged.write(data, hash: hash, to: file.path)
            record(file.path, hash: hash, key: key, reads: reads, contents: nil)
        } else {
            record(file.path, hash: hash, key: key, reads: reads, contents: file.contents)
        }
    }

    /// A file made again, by its hash, and its contents unless it was written already.
    mutating func record(_ path: String, hash: ContentHash, key: ContentHash, reads: [String],
                         contents: OutputFile.Contents?) {
        var bytes: Data?
        if keepsWhole, case .bytes(let data) = contents { bytes = data }
        memory.outputs[path] = OutputRecord(key: key, reads: reads, hash: hash, bytes: bytes)
        memory.changed(.output, path)
        put(MadeFile(path: path, hash: hash, contents: contents, isInFolder: false))
        templated.append(path)
        count { $0.templated += 1 }
    }

    /// A file made on every build from what it shows (the stylesheet, robots.txt): kept by its bytes' hash, so
    /// that the same bytes are handed on as they were.
    mutating func fresh(_ file: OutputFile) {
        guard case .bytes(let data) = file.contents else { return }
        let hash = ContentHash(data)
        if let known = memory.outputs[file.path], known.hash == hash, known.bytes != nil || !keepsWhole {
            keep(file.path, known)
        } else {
            record(file, key: hash, reads: [])
        }
    }

    /// Puts a file into the site's list: in its place when the list is the last build's, patched; else at the end.
    private mutating func put(_ file: MadeFile) {
        if let position = current.madePositions[file.path] {
            made[position] = file
        } else {
            current.madePositions[file.path] = made.count
            made.append(file)
        }
    }

    /// Copied files (static files, and files pages show), each hashed once while its identity proves it unchanged;
    /// the preview keeps their bytes. `check` tells the ones written over another file; when they are the last
    /// build's, the last build's copies stand.
    public mutating func copy(_ files: [OutputFile], check: ([String], [OutputFile]) -> [Diagnostic]) async
        -> [Diagnostic] {
        if keptCopies, let last, !copiesChanged {
            copied = last.made[last.templatesEnd...].compactMap { file in
                if case .copy(let source) = file.contents { source } else { nil }
            }
            return []
        }
        keptCopies = false
        made.removeSubrange(current.templatesEnd...)
        for path in current.madePositions.keys where current.madePositions[path]! >= current.templatesEnd {
            current.madePositions[path] = nil
        }
        var problems = check(made.map(\.path), files)
        let (memory, inputs, keepsWhole, rootPath, this) = (memory, inputs, keepsWhole, root.path + "/", self)
        let results = await inParallel(files.count) { index -> Result<(MadeFile, CopyRecord?), Diagnostics> in
            let file = files[index]
            guard case .copy(let source) = file.contents else {
                return .failure(Diagnostics([.error("not a copy", path: file.path)]))
            }
            let relative = source.hasPrefix(rootPath) ? String(source.dropFirst(rootPath.count)) : source
            let identity = inputs.identities[relative] ?? FileIdentity(path: source)
            if let identity, let known = memory.copies[source], known.bytes != nil || !keepsWhole,
               this.proves(identity, relative, unchangedSince: known.identity, readAt: known.readAt) {
                let contents: OutputFile.Contents = known.bytes.map { .bytes($0) } ?? file.contents
                return .success((MadeFile(path: file.path, hash: known.hash, contents: contents, isInFolder: false),
                                 nil))
            }
            let readAt = FileIdentity.now
            guard let data = FileManager.default.contents(atPath: source) else {
                return .failure(Diagnostics([.error("cannot read the file to copy", path: file.path)]))
            }
            let hash = ContentHash(data)
            let record = identity.map {
                CopyRecord(identity: $0, readAt: readAt, hash: hash, bytes: keepsWhole ? data : nil)
            }
            let contents: OutputFile.Contents = keepsWhole ? .bytes(data) : file.contents
            return .success((MadeFile(path: file.path, hash: hash, contents: contents, isInFolder: false), record))
        }
        for (file, result) in zip(files, results) {
            switch result {
            case .success(let (madeFile, record)):
                put(madeFile)
                guard case .copy(let source) = file.contents else { continue }
                copied.append(source)
                if let record {
                    self.memory.copies[source] = record
                    self.memory.changed(.copy, source)
                }
            case .failure(let failure): problems += failure.all
            }
        }
        return problems
    }

    /// The files made again, when this build patched the last build's list of files in place (so that every
    /// other file is as it was); nil when the list was made anew.
    public var changedFiles: Set<String>? {
        keptCopies && !copiesChanged ? Set(templated) : nil
    }

    /// What stage 9 must write to bring a folder that holds `previous` (as folio wrote it) to this build's site:
    /// the files whose bytes differ from what the folder holds, or that it lacks.
    public func outputPlan(previous: OutputManifest, in folder: URL, nextPostDue: Date?) -> OutputPlan {
        let folder = OutputFolder.Descriptor(folder)
        let manifest = OutputManifest(files: made.map { ($0.path, $0.hash) }, inputs: inputs.hash,
                                      nextPostDue: nextPostDue, racyUntil: racyUntil)
        let changed = made.filter { file in
            previous.hashes[file.path] != file.hash || (!file.isInFolder && !folder.holds(file.path))
        }
        let files = changed.compactMap { file in file.contents.map { OutputFile(path: file.path, contents: $0) } }
        return OutputPlan(files: files, manifest: manifest, previous: previous, staged: staged)
    }

    /// The first moment at which every file the memory holds as read too soon after it changed is old enough to
    /// be read again and trusted; nil when there is none.
    var racyUntil: Int64? {
        var until: Int64?
        func look(_ identity: FileIdentity, readAt: Int64) {
            guard identity.isRacy(recordedAt: readAt, window: racyWindow) else { return }
            let moment = max(identity.modified, identity.changed) + racyWindow
            until = max(until ?? moment, moment)
        }
        for part in memory.sources.parts { for record in part.values { look(record.identity, readAt: record.readAt) } }
        for part in memory.copies.parts { for record in part.values { look(record.identity, readAt: record.readAt) } }
        return until
    }

    /// The memory for the next build: this build's, without what the site no longer has (a deleted post, an old
    /// address, a file no longer made), so that it does not grow with every edit. Only a build whose sources or
    /// copied files changed can have dropped anything.
    public mutating func finish(site: Site) {
        memory.keys = keys
        memory.related = site.related
        current.made = made
        // What `folio build` rendered is written: the pages need not be held while the memory is saved.
        if !keepsWhole { whole = [:] }
        let patched = last != nil
        count { $0.patched = patched }
        memory.last = keepsWhole ? current : nil
        guard sourcesChanged || copiesChanged else { return }
        let pages = Set((site.posts + site.pages).map(\.path))
        let sources = Set(current.files.value.map(\.path)), outputs = Set(made.map(\.path)), copies = Set(copied)
        for path in memory.sources.keys where !sources.contains(path) {
            memory.sources[path] = nil
            memory.changed(.page, path)
        }
        for path in memory.pages.keys where !pages.contains(path) {
            memory.pages[path] = nil
            memory.changed(.page, path)
        }
        for path in memory.outputs.keys where !outputs.contains(path) {
            memory.outputs[path] = nil
            memory.changed(.output, path)
        }
        for path in memory.copies.keys where !copies.contains(path) {
            memory.copies[path] = nil
            memory.changed(.copy, path)
        }
    }
}
