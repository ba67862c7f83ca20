/// Finds the `SwiftWord` of a word's bytes with one hash and usually one comparison: the word's first 16 bytes
/// packed into two integers (every Swift keyword is shorter), hashed into an open-addressed table.
struct SwiftWordTable: Sendable {
    private static let slotBits = 9
    private var first: [UInt64]
    private var second: [UInt64]
    private var lengths: [UInt8]
    private var words: [UInt8]

    static let shared = SwiftWordTable()

    private init() {
        let size = 1 << Self.slotBits
        first = Array(repeating: 0, count: size)
        second = Array(repeating: 0, count: size)
        lengths = Array(repeating: 0, count: size)
        words = Array(repeating: SwiftWord.identifier.rawValue, count: size)
        for word in SwiftWord.allCases where word != .identifier {
            let name = word == .wildcard ? "_" : "\(word)".replacingOccurrences(of: "`", with: "")
            let bytes = Array(name.utf8)
            var key = Key()
            for (index, byte) in bytes.enumerated() { key.add(byte, at: index) }
            var slot = Self.slot(key, length: bytes.count)
            while lengths[slot] != 0 { slot = (slot + 1) & (size - 1) }
            (first[slot], second[slot], lengths[slot], words[slot]) = (key.first, key.second, UInt8(bytes.count),
                                                                       word.rawValue)
        }
    }

    /// A word's first 16 bytes, little-endian.
    struct Key {
        var first: UInt64 = 0
        var second: UInt64 = 0

        @inline(__always) mutating func add(_ byte: UInt8, at index: Int) {
            if index < 8 {
                first |= UInt64(byte) << (UInt64(index) &* 8)
            } else if index < 16 {
                second |= UInt64(byte) << (UInt64(index &- 8) &* 8)
            }
        }
    }

    @inline(__always) private static func slot(_ key: Key, length: Int) -> Int {
        let hash = (key.first &* 0x9E37_79B9_7F4A_7C15) ^ (key.second &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)
        return Int(truncatingIfNeeded: (hash &* 0xFF51_AFD7_ED55_8CCD) >> UInt64(64 - slotBits))
    }

    @inline(__always) func word(_ key: Key, length: Int) -> SwiftWord {
        guard length <= 16 else { return .identifier }
        var slot = Self.slot(key, length: length)
        while true {
            let stored = lengths[slot]
            if stored == 0 { return .identifier }
            if Int(stored) == length, first[slot] == key.first, second[slot] == key.second {
                return SwiftWord(rawValue: words[slot]) ?? .identifier
            }
            slot = (slot + 1) & ((1 << Self.slotBits) - 1)
        }
    }
}
