import Foundation

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

    /// The bytes eight at a time, each step multiplied in, with a final avalanche so that the low bits, which pick
    /// the slot, mix well. Only for this table (not stable across versions: `SearchIndexLayout.stableHash` is).
    static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: word.count) &* 0x9e37_79b9_7f4a_7c15
        guard let base = word.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var at = 0
        while at + 8 <= word.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)) &* 0xff51_afd7_ed55_8ccd
            hash ^= hash >> 32
            at += 8
        }
        var tail: UInt64 = 0, shift: UInt64 = 0
        while at < word.count {
            tail |= UInt64(word[at]) << shift
            shift += 8
            at += 1
        }
        hash = (hash ^ tail) &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash = hash &* 0xc4ce_b9fe_1a85_ec53
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
            // Up to eight bytes, the hash is a one-to-one function of the bytes and their number (each step is
            // a bijection): the same hash and length is the same word, and most words are that short.
            if entry.hash == hash, Int(entry.count) == word.count,
               word.count <= 8 || equals(word, at: Int(entry.start)) {
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
        guard let base = word.baseAddress, !word.isEmpty else { return true }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, base, word.count) == 0 }
    }

    /// The number of words inserted: each has its place, from 0, in the order of insertion.
    var count: Int { entries.count }

    /// Where the bytes of the word at `place` (in the order of insertion) are in `withBytes`'s buffer.
    func range(at place: Int) -> Range<Int> {
        let entry = entries[place]
        return Int(entry.start)..<Int(entry.start + entry.count)
    }

    /// Calls `body` with the bytes of every word, one after another.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer(body)
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
