/// A hash table from words, as UTF-8 bytes, to small integers: it counts a document's words without making a
/// String of each occurrence or hashing one with SipHash. The bytes of each distinct word are kept once, in one
/// buffer. Open addressing, linear probing, at most half full.
struct WordTable {
    /// The result of `find`: the word's value, or the slot where `insert` puts it.
    enum Found {
        case value(Int)
        case missing(slot: Int)
    }

    private struct Entry {
        var hash: UInt64
        var start: Int32
        var count: Int32
        var value: Int32
    }

    /// Positions in `entries`, or -1 for an empty slot; a power of two in number.
    private var slots: [Int32]
    private var entries: [Entry] = []
    private var bytes: [UInt8] = []

    /// A table for about `capacity` words before it grows.
    init(capacity: Int) {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: -1, count: size)
        entries.reserveCapacity(capacity)
        bytes.reserveCapacity(capacity * 8)
    }

    /// FNV-1a over the bytes, with a final avalanche so that the low bits, which pick the slot, mix well.
    static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        return hash ^ (hash >> 33)
    }

    /// The value of `word`, whose hash is `hash`, or the slot to insert it at.
    func find(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Found {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let position = Int(slots[slot])
            if position < 0 { return .missing(slot: slot) }
            let entry = entries[position]
            if entry.hash == hash, Int(entry.count) == word.count, equals(word, at: Int(entry.start)) {
                return .value(Int(entry.value))
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `word` with `value` at `slot`, which `find` returned for it since the last insertion.
    mutating func insert(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64, value: Int, at slot: Int) {
        slots[slot] = Int32(entries.count)
        entries.append(Entry(hash: hash, start: Int32(bytes.count), count: Int32(word.count), value: Int32(value)))
        bytes.append(contentsOf: word)
        if entries.count * 2 > slots.count { grow() }
    }

    private func equals(_ word: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        for index in word.indices where bytes[start + index] != word[index] { return false }
        return true
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (position, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(position)
        }
    }
}
