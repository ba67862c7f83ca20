import Fingerprints
import Mustache

extension TemplateValue {
    /// Feeds the value into a content hash: equal values give equal hashes, in every process. A map's entries are
    /// hashed one by one and summed, so their order (a dictionary's, which differs from process to process) does
    /// not matter and nothing is sorted. Lists and records are walked without copying their values: a copy is a
    /// retain, and the records a site's pages share are hashed on every core at once.
    func hash(into hash: inout ContentHash) {
        switch self {
        case .null: hash.update(number: 0)
        case .bool(let value): hash.update(number: value ? 2 : 1)
        case .int(let value):
            hash.update(number: 3)
            hash.update(number: value)
        case .double(let value):
            hash.update(number: 4)
            hash.update(number: Int(bitPattern: UInt(value.bitPattern)))
        case .string(let value):
            hash.update(number: 5)
            hash.update(field: value)
        case .bytes(let value):
            // As the same text in a string.
            hash.update(number: 5)
            hash.update(number: value.count)
            value.withUnsafeBytes { hash.update($0) }
        case .list(let items):
            hash.update(number: 6)
            hash.update(number: items.count)
            items.withUnsafeBufferPointer { items in
                for index in items.indices { items[index].hash(into: &hash) }
            }
        case .map(let entries):
            var sum: UInt64 = 0
            for (key, value) in entries {
                var entry = ContentHash()
                entry.update(field: key)
                value.hash(into: &entry)
                sum &+= entry.value
            }
            hash.update(number: 7)
            hash.update(number: entries.count)
            hash.update(ContentHash(value: sum))
        case .record(let record):
            // A record never changes, and many files show the same one (a post's summary): its hash is made once.
            var digest = record.digest.load(ordering: .relaxed)
            if digest == 0 {
                var own = ContentHash()
                // A record's fields are in its shape's order, so they are hashed in order, after the shape's names.
                own.update(number: 9)
                own.update(ContentHash(value: record.shape.digest))
                record.values.withUnsafeBufferPointer { values in
                    for index in values.indices { values[index].hash(into: &own) }
                }
                switch record.base {
                case .some(let base): base.hash(into: &own)
                case .none: own.update(number: 0)
                }
                digest = own.value
                record.digest.store(digest, ordering: .relaxed)
            }
            hash.update(number: 10)
            hash.update(ContentHash(value: digest))
        case .lambda: hash.update(number: 8)  // folio's own contexts hold no lambdas
        }
    }
}
