import Foundation

extension IncrementalBuild {
    /// Stages 3 and 4 for every scanned file, on every core, in the files' order. A source is taken from memory
    /// when its file's identity proves it unchanged, or when its text, read again, hashes as before (which also
    /// renews the record of a file read too soon after it changed); the rest are made by `read`.
    mutating func readSources(_ files: [SourceFile], placement: Placement,
                              read: @escaping @Sendable (SourceFile) throws(Diagnostics) -> Checked<ReadPage>) async
        -> [Result<Checked<PageSource>, Diagnostics>] {
        enum Outcome: Sendable {
            case kept(SourceRecord)
            case renewed(SourceRecord)
            case made(SourceRecord, RawDocument)
            case failed(Diagnostics)
        }
        let (before, inputs, rootPath, this) = (memory, inputs, root.path + "/", self)
        let key = placement.key
        readStage = read
        let outcomes = await inParallel(files.count) { index -> Outcome in
            let file = files[index]
            let identity = inputs.identities[file.path] ?? FileIdentity(path: rootPath + file.path)
            let known = before.keys.placement == key ? before.sources[file.path] : nil
            if let known, let identity, this.proves(identity, file.path, unchangedSince: known.identity,
                                                    readAt: known.readAt) {
                return .kept(known)
            }
            let readAt = FileIdentity.now
            var scanned = file
            do throws(Diagnostic) {
                scanned.text = try TextFile.read(URL(filePath: rootPath + file.path), path: file.path)
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
                let record = SourceRecord(identity: identity ?? FileIdentity(size: -1, modified: 0, changed: 0,
                                                                             inode: 0),
                                          readAt: readAt, text: text, stamp: stamp,
                                          read: Checked(made.value.source, warnings: made.warnings))
                return .made(record, made.value.document)
            } catch {
                return .failed(error)
            }
        }
        var results: [Result<Checked<PageSource>, Diagnostics>] = []
        results.reserveCapacity(files.count)
        var known = 0
        for (file, outcome) in zip(files, outcomes) {
            var record: SourceRecord
            switch outcome {
            case .failed(let problems):
                results.append(.failure(problems))
                sourcesChanged = true
                continue
            case .kept(let kept):
                record = kept
                known += 1
            case .renewed(let renewed):
                record = renewed
                memory.sources[file.path] = renewed
                memory.changed(.page, file.path)
                count { $0.read += 1 }
                known += 1
            case .made(let made, let document):
                record = made
                if let before = memory.sources[file.path] {
                    known += 1
                    if before.stamp != made.stamp { sourcesChanged = true }
                } else {
                    sourcesChanged = true
                }
                memory.sources[file.path] = made
                memory.changed(.page, file.path)
                documents[file.path] = document
                count { $0.read += 1 }
            }
            // Whether a post is in the future is decided anew: the memory's record may be from another day.
            let source = record.read.value
            let isFuture = placement.isFuture(source.kind, source.date)
            if isFuture != source.isFuture {
                record.read.value.isFuture = isFuture
                memory.sources[file.path] = record
                memory.changed(.page, file.path)
                sourcesChanged = true
            }
            var stamp = record.stamp
            stamp.update(number: isFuture ? 1 : 0)
            stamps[file.path] = stamp
            texts[file.path] = record.text
            results.append(.success(record.read))
        }
        // A file added or removed changes what the site holds; the memory's count is of the last build's files.
        if known != memory.sources.count || memory.keys.placement != key { sourcesChanged = true }
        keys.placement = key
        return results
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
