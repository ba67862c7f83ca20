import Foundation
import SourceDiagnostics
import ConcurrencyHelpers
import Fingerprints
import Content
import Blog

extension IncrementalBuild {
    /// Stages 3 and 4 for every scanned file, on every core, in the files' order. A source is taken from memory
    /// when its file's identity proves it unchanged, or when its text, read again, hashes as before (which also
    /// renews the record of a file read too soon after it changed); the rest are made by `read`. When only sources
    /// were edited, the others are the last build's as they were.
    public mutating func readSources(_ files: [SourceFile], placement: Placement,
                              read: @escaping @Sendable (SourceFile) throws(Diagnostics) -> Checked<ReadPage>) async
        -> [Result<Checked<PageSource>, Diagnostics>] {
        readStage = read
        let key = placement.key
        if let edited, let last = memory.last {
            current.read = last.read
            current.nextDue = last.nextDue
            for path in edited.sorted() {
                guard let position = current.positions[path] else { continue }
                take(outcome(of: files[position], placement: placement, key: key, read: read), at: position,
                     placement: placement, key: key)
            }
            keys.placement = key
            return current.read
        }
        let outcomes = await eachInParallel(files.count) { this, index in
            this.outcome(of: files[index], placement: placement, key: key, read: read)
        }
        current.read = []
        current.read.reserveCapacity(files.count)
        current.nextDue = nil
        var known = 0
        for (position, outcome) in outcomes.enumerated() {
            current.read.append(.failure(Diagnostics([])))
            if take(outcome, at: position, placement: placement, key: key) { known += 1 }
        }
        // A file added or removed changes what the site holds; the memory's count is of the last build's files.
        if known != memory.sources.count || memory.keys.placement != key { sourcesChanged = true }
        keys.placement = key
        return current.read
    }

    enum SourceOutcome: Sendable {
        case kept(SourceRecord)
        case renewed(SourceRecord)
        case made(SourceRecord, RawDocument)
        case failed(Diagnostics)
    }

    /// Stages 3 and 4 for one file, or what the memory knows of it.
    private func outcome(of file: SourceFile, placement: Placement, key: ContentHash,
                         read: @Sendable (SourceFile) throws(Diagnostics) -> Checked<ReadPage>) -> SourceOutcome {
        let path = root.path + "/" + file.path
        let identity = inputs.identities[file.path] ?? FileIdentity(path: path)
        let known = memory.sources[file.path].flatMap { $0.placement == key ? $0 : nil }
        if let known, let identity, proves(identity, file.path, unchangedSince: known.identity, readAt: known.readAt) {
            return .kept(known)
        }
        let readAt = FileIdentity.now
        var scanned = file
        do throws(Diagnostic) {
            scanned.text = try TextFile.read(URL(filePath: path), path: file.path)
        } catch {
            return .failed(Diagnostics([error]))
        }
        let text = ContentHash(scanned.text.utf8)
        if var known, known.text == text, let identity {
            (known.identity, known.readAt) = (identity, readAt)
            return .renewed(known)
        }
        do throws(Diagnostics) {
            let made = try read(scanned)
            let stamp = Self.stamp(of: file, frontMatter: made.value.document.frontMatter, placement: key)
            let record = SourceRecord(identity: identity ?? FileIdentity(size: -1, modified: 0, changed: 0, inode: 0),
                                      readAt: readAt, placement: key, text: text, stamp: stamp,
                                      read: Checked(made.value.source, warnings: made.warnings))
            return .made(record, made.value.document)
        } catch {
            return .failed(error)
        }
    }

    /// Takes one file's outcome into the memory and this build's findings; true when the memory knew the file.
    @discardableResult
    private mutating func take(_ outcome: SourceOutcome, at position: Int, placement: Placement,
                               key: ContentHash) -> Bool {
        let path = current.files.value[position].path
        var record: SourceRecord
        var isKnown = true
        switch outcome {
        case .failed(let problems):
            current.read[position] = .failure(problems)
            sourcesChanged = true
            return memory.sources[path] != nil
        case .kept(let kept):
            record = kept
        case .renewed(let renewed):
            record = renewed
            memory.sources[path] = renewed
            memory.changed(.page, path)
            count { $0.read += 1 }
        case .made(let made, let document):
            record = made
            if let before = memory.sources[path] {
                if before.stamp != made.stamp { sourcesChanged = true }
            } else {
                isKnown = false
                sourcesChanged = true
            }
            memory.sources[path] = made
            memory.changed(.page, path)
            documents.insert(document, for: path)
            count { $0.read += 1 }
        }
        // Whether a post is in the future is decided anew: the memory's record may be from another day.
        let source = record.read.value
        let isFuture = placement.isFuture(source.kind, source.date)
        if isFuture != source.isFuture {
            record.read.value.isFuture = isFuture
            memory.sources[path] = record
            memory.changed(.page, path)
            sourcesChanged = true
        }
        if isFuture, let date = source.date, current.nextDue.map({ date < $0 }) ?? true { current.nextDue = date }
        current.read[position] = .success(record.read)
        return isKnown
    }

    /// What the page's source is made from, and whether it is in the future: its record's stamp, and that.
    func stamp(of source: PageSource) -> ContentHash {
        var stamp = memory.sources[source.path]?.stamp ?? ContentHash()
        stamp.update(number: source.isFuture ? 1 : 0)
        return stamp
    }

    /// What a page's source is made from but whether it is in the future: its file as scanned, its front matter's
    /// text, and the settings that placed it.
    static func stamp(of file: SourceFile, frontMatter: String?, placement: ContentHash) -> ContentHash {
        var stamp = placement
        for field in [file.path, file.kind.rawValue, file.slugFromName, file.datePrefix ?? "\u{0}",
                      file.bundle ?? "\u{0}", frontMatter ?? "\u{0}"] + file.assets {
            stamp.update(field: field)
        }
        return stamp
    }
}
