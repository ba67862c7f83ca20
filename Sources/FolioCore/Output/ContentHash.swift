import Foundation

/// FNV-1a, 64 bits: a fast, stable hash of bytes, the same in every process (Swift's `Hasher` is seeded anew
/// each run). Used to tell whether a file's bytes changed since the last build, not for security.
struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    init() {}

    init(_ bytes: some Sequence<UInt8>) {
        update(bytes)
    }

    init(_ data: Data) {
        data.withUnsafeBytes { update(UnsafeRawBufferPointer($0).bindMemory(to: UInt8.self)) }
    }

    init?(hex: some StringProtocol) {
        guard let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    mutating func update(_ bytes: some Sequence<UInt8>) {
        var hash = value
        let updated: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        if updated == nil {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        }
        value = hash
    }

    var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
