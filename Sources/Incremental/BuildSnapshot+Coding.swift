import Foundation
import Fingerprints

// The snapshot as the cache keeps it, after its table of parts (see `BuildCache`).

extension BuildSnapshot: CacheCodable {
    func write(to writer: inout CacheWriter) {
        shape.write(to: &writer)
        writer.write(files)
        writer.write(scanWarnings)
        let others = otherTexts.sorted { $0.key < $1.key }
        writer.write(others.map(\.key))
        writer.write(others.map(\.value))
        writer.write(made)
        writer.write(templatesEnd)
        writer.write(redirectOwners)
        writer.write(redirectProblems)
        links.write(to: &writer)
        images.write(to: &writer)
        statics.write(to: &writer)
        writer.write(UInt64(related.count))
        for list in related {
            writer.write(UInt64(list.count))
            for position in list { writer.write(UInt64(position)) }
        }
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init()
        shape = try ContentHash(from: &reader)
        files = try reader.list()
        scanWarnings = try reader.list()
        let (paths, identities) = (try reader.list(String.self), try reader.list(FileIdentity.self))
        guard paths.count == identities.count else { throw CacheReader.Damaged() }
        otherTexts = Dictionary(zip(paths, identities), uniquingKeysWith: { $1 })
        made = try reader.list()
        templatesEnd = try reader.int()
        guard (0...made.count).contains(templatesEnd) else { throw CacheReader.Damaged() }
        redirectOwners = try reader.list()
        redirectProblems = try reader.list()
        links = try LinkResults(from: &reader)
        images = try LinkResults(from: &reader)
        statics = try LinkResults(from: &reader)
        let posts = try reader.uint()
        guard posts <= UInt64(reader.remaining) else { throw CacheReader.Damaged() }
        related.reserveCapacity(Int(posts))
        for _ in 0..<posts {
            let count = try reader.uint()
            guard count <= posts else { throw CacheReader.Damaged() }
            var list: [Int] = []
            for _ in 0..<count {
                let position = try reader.uint()
                guard position < posts else { throw CacheReader.Damaged() }
                list.append(Int(position))
            }
            related.append(list)
        }
    }
}

extension BuildSnapshot.MadeEntry: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(path)
        writer.write(copies)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(path: try reader.string(), copies: try reader.optional())
    }
}

extension LinkResults: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(copies)
        writer.write(diagnostics)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Damaged) {
        self.init(copies: try reader.list(), diagnostics: try reader.list())
    }
}
