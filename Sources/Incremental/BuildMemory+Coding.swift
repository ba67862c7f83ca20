import Foundation
import ConcurrencyHelpers
import Fingerprints
import Blog

extension BuildMemory {
    /// A part's bytes and hash, and where it is in the cache file it was read from (nil for a part made anew).
    typealias Part = (bytes: CacheBytes, hash: ContentHash, offset: Int?)

    /// Every record, in parts (see `part(_:_:)`) made on every core: each part is its number, a count and its
    /// records, with a page's source and page records together. A part read from the last cache and not changed
    /// since is written back as it was read.
    func encodedParts() async -> [Part] {
        var parts: [Part] = []
        await forEachEncodedPart(madeAtOnce: Int.max) { parts.append($0) }
        return parts
    }

    /// Gives each part of `encodedParts`, in order, to `body`, making at most `madeAtOnce` at a time (on every
    /// core), so that a cache written whole never holds all of its bytes at once: only the parts in hand.
    func forEachEncodedPart(madeAtOnce: Int, _ body: (Part) -> Void) async {
        let shards = Shard.count
        let all = 0..<(Kind.allCases.count * shards)
        let present = all.filter { part in
            let shard = part % shards
            return switch Kind(rawValue: part / shards)! {
            case .page: !sources.parts[shard].isEmpty
            case .output: !outputs.parts[shard].isEmpty
            case .copy: !copies.parts[shard].isEmpty
            }
        }
        let stale = Set(present.filter { changedParts.contains($0) || readParts[$0] == nil })
        let order = Set(present).union(readParts.keys.filter { !changedParts.contains($0) }).sorted()
        var next = 0
        while next < order.count {
            // The stale parts among the next ones, made together; the others are given as they were read.
            var batch: [Int] = [], end = next
            while end < order.count, batch.count < madeAtOnce || !stale.contains(order[end]) {
                if stale.contains(order[end]) { batch.append(order[end]) }
                end += 1
            }
            let made = await encode(batch)
            var byPart: [Int: Part] = [:]
            for (index, part) in batch.enumerated() { byPart[part] = made[index] }
            for part in order[next..<end] { body(byPart[part] ?? readParts[part]!) }
            next = end
        }
    }

    /// The parts `numbers`, encoded and hashed on every core.
    private func encode(_ numbers: [Int]) async -> [Part] {
        let shards = Shard.count
        let memory = self
        let made = await inParallel(numbers.count) { index -> [UInt8] in
            let part = numbers[index], shard = part % shards
            var writer = CacheWriter()
            writer.write(UInt64(part))
            func write<Record: CacheCodable>(_ records: [String: Record], then: (String) -> Void = { _ in }) {
                writer.write(UInt64(records.count))
                for (path, record) in records.sorted(by: { $0.key < $1.key }) {
                    writer.write(path)
                    record.write(to: &writer)
                    then(path)
                }
            }
            switch Kind(rawValue: part / shards)! {
            case .page: write(memory.sources.parts[shard]) { writer.write(memory.pages.parts[shard][$0]) }
            case .output: write(memory.outputs.parts[shard])
            case .copy: write(memory.copies.parts[shard])
            }
            return writer.bytes
        }
        let hashes = await inParallel(made.count) { ContentHash(made[$0]) }
        return made.indices.map { (CacheBytes(made[$0]), hashes[$0], nil) }
    }

    /// The memory of `keys` and the parts at `places` in `file`, each checked against its hash and decoded on
    /// every core; throws if one is not exactly what `encodedParts` writes.
    init(keys: SiteKeys, parts places: [CacheTable.Place], in file: CacheBytes) async throws(CacheReader.Damaged) {
        self.init()
        self.keys = keys
        let decoded = await inParallel(places.count) { index in
            Result { () throws(CacheReader.Damaged) in
                let bytes = try places[index].bytes(in: file)
                return (bytes, try Self.decode(part: bytes))
            }
        }
        for (place, result) in zip(places, decoded) {
            let (bytes, part): (CacheBytes, Records)
            switch result {
            case .success(let read): (bytes, part) = read
            case .failure(let damage): throw damage
            }
            guard readParts.updateValue((bytes, place.hash, place.offset), forKey: part.number) == nil else {
                throw CacheReader.Damaged()
            }
            // Each part is one shard of its kind, taken over whole.
            let shard = part.number % Shard.count
            switch Kind(rawValue: part.number / Shard.count)! {
            case .page:
                sources.parts[shard] = part.sources
                pages.parts[shard] = part.pages
            case .output: outputs.parts[shard] = part.outputs
            case .copy: copies.parts[shard] = part.copies
            }
        }
    }

    private struct Records {
        var number = 0
        var sources: [String: SourceRecord] = [:]
        var pages: [String: PageRecord] = [:]
        var outputs: [String: OutputRecord] = [:]
        var copies: [String: CopyRecord] = [:]
    }

    private static func decode(part: CacheBytes) throws(CacheReader.Damaged) -> Records {
        var reader = CacheReader(part)
        var records = Records()
        let number = try reader.uint()
        guard number < UInt64(Kind.allCases.count * Shard.count) else { throw CacheReader.Damaged() }
        records.number = Int(number)
        let kind = Kind(rawValue: records.number / Shard.count)!
        let count = try reader.uint()
        guard count <= UInt64(part.count) else { throw CacheReader.Damaged() }
        switch kind {
        case .page:
            records.sources.reserveCapacity(Int(count))
            records.pages.reserveCapacity(Int(count))
        case .output: records.outputs.reserveCapacity(Int(count))
        case .copy: records.copies.reserveCapacity(Int(count))
        }
        for _ in 0..<count {
            let path = try reader.string()
            // A record in the wrong part would be written twice, or lost.
            guard Self.part(kind, path) == records.number else { throw CacheReader.Damaged() }
            switch kind {
            case .page:
                records.sources[path] = try SourceRecord(from: &reader)
                if let page = try reader.optional(PageRecord.self) { records.pages[path] = page }
            case .output: records.outputs[path] = try OutputRecord(from: &reader)
            case .copy: records.copies[path] = try CopyRecord(from: &reader)
            }
        }
        guard reader.isAtEnd else { throw CacheReader.Damaged() }
        return records
    }

    /// The files the memory has records of that the output folder does not hold as the memory says (in its
    /// manifest, with the same hash, on disk). Each shard is looked at on its own core.
    func missingOutputs(matching manifest: [String: ContentHash], in output: URL) async -> [String] {
        let shards = outputs
        let folder = OutputFolder.Descriptor(output)
        return await inParallel(shards.parts.count) { shard in
            shards.parts[shard].compactMap { path, record -> String? in
                manifest[path] == record.hash && folder.holds(path) ? nil : path
            }
        }.flatMap { $0 }
    }

    /// Forgets the records of `paths`, files that are not in the output folder as the memory says.
    mutating func forgetOutputs(_ paths: [String]) {
        for path in paths {
            outputs[path] = nil
            changed(.output, path)
        }
    }
}
