import Foundation

/// A fast, stable 64-bit hash of bytes, the same in every process (Swift's `Hasher` is seeded anew each run): eight
/// bytes at a time, each word mixed in by a multiply and a shift, the last few bytes as one word with their count.
/// Used to tell whether bytes changed since the last build, not for security. Each `update` call is a unit: the
/// same bytes fed in other pieces hash differently, so every key is always fed the same way.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    /// The hash as a number; `description` writes it as sixteen hex digits.
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    public init() {}

    public init(value: UInt64) {
        self.value = value
    }

    public init(_ bytes: some Sequence<UInt8>) {
        update(bytes)
    }

    public init(_ data: Data) {
        data.withUnsafeBytes { update(UnsafeRawBufferPointer($0).bindMemory(to: UInt8.self)) }
    }

    public init?(hex: some StringProtocol) {
        guard let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    /// Feeds `bytes` in, as one unit.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let updated: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        if updated == nil { Array(bytes).withUnsafeBytes { update($0) } }
    }

    @inline(__always) fileprivate static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 32)
    }

    /// Feeds the bytes of `buffer` in, as one unit: eight at a time, then the rest with their count.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        let mix = Self.mix
        var hash = value
        let words = buffer.count / 8
        for index in 0..<words {
            hash = mix(hash, UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)))
        }
        var tail = UInt64(buffer.count - words * 8) << 56
        for (shift, index) in (words * 8..<buffer.count).enumerated() {
            tail |= UInt64(buffer[index]) << (8 * UInt64(shift))
        }
        value = mix(hash, tail)
    }

    /// Feeds another hash in, as one word.
    public mutating func update(_ other: ContentHash) {
        withUnsafeBytes(of: other.value.littleEndian) { update($0) }
    }

    /// Feeds a field of a key in: its length, then its bytes, so that consecutive fields never run together.
    public mutating func update(field text: String) {
        update(number: text.utf8.count)
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// Feeds a number in, as one word.
    public mutating func update(number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { update($0) }
    }

    public var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension ContentHash {
    /// One unit fed in several pieces: the hash `update` gives the pieces' bytes one after another, without
    /// putting them in one buffer.
    public struct Pieces {
        private var hash: ContentHash
        /// The bytes of the word not yet whole, and how many there are.
        private var pending: UInt64 = 0, pendingCount = 0

        /// Pieces to be fed into `hash`.
        public init(into hash: ContentHash = ContentHash()) {
            self.hash = hash
        }

        public mutating func feed(_ buffer: UnsafeRawBufferPointer) {
            var index = 0
            while pendingCount > 0, index < buffer.count {
                pending |= UInt64(buffer[index]) << (8 * UInt64(pendingCount))
                (index, pendingCount) = (index + 1, pendingCount + 1)
                if pendingCount == 8 {
                    hash.value = ContentHash.mix(hash.value, pending)
                    (pending, pendingCount) = (0, 0)
                }
            }
            while index + 8 <= buffer.count {
                let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                hash.value = ContentHash.mix(hash.value, word)
                index += 8
            }
            while index < buffer.count {
                pending |= UInt64(buffer[index]) << (8 * UInt64(pendingCount))
                (index, pendingCount) = (index + 1, pendingCount + 1)
            }
        }

        /// The hash of every piece fed, as `update` hashes them in one buffer.
        public var finished: ContentHash {
            var result = hash
            result.value = ContentHash.mix(result.value, UInt64(pendingCount) << 56 | pending)
            return result
        }
    }
}
