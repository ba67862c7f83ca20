extension TemplateValue {
    /// Feeds the value into a content hash: equal values give equal hashes, maps in key order.
    func hash(into hash: inout ContentHash) {
        switch self {
        case .null: hash.update([0])
        case .bool(let value): hash.update([1, value ? 1 : 0])
        case .int(let value): hash.update([2] + Array("\(value)".utf8))
        case .double(let value): hash.update([3] + Array("\(value)".utf8))
        case .string(let value):
            hash.update([4] + Array("\(value.utf8.count):".utf8))
            hash.update(value.utf8)
        case .list(let items):
            hash.update([5] + Array("\(items.count):".utf8))
            for item in items { item.hash(into: &hash) }
        case .map(let entries):
            hash.update([6] + Array("\(entries.count):".utf8))
            for key in entries.keys.sorted() {
                hash.update(Array("\(key.utf8.count):\(key)".utf8))
                entries[key]!.hash(into: &hash)
            }
        case .lambda: hash.update([7])  // folio's own contexts hold no lambdas
        }
    }
}
