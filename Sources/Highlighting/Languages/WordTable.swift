/// Words with their token classes, found by a byte slice of the code without allocating: an open-addressed hash
/// table over one array of the words' bytes.
struct WordTable: Sendable {
    private struct Entry: Sendable {
        var start: Int32
        var length: Int32
        var kind: TokenClass
    }

    private let bytes: [UInt8]
    private let entries: [Entry]
    private let slots: [Int32]
    private let caseInsensitive: Bool

    /// `groups` lists, for each class, its words separated by spaces; a later group wins over an earlier one.
    init(_ groups: [(TokenClass, String)], caseInsensitive: Bool = false) {
        var bytes: [UInt8] = []
        var entries: [Entry] = []
        var words: [String: Int] = [:]
        for (kind, list) in groups {
            for word in list.split(separator: " ") {
                let key = caseInsensitive ? word.lowercased() : String(word)
                if let index = words[key] {
                    entries[index].kind = kind
                    continue
                }
                words[key] = entries.count
                entries.append(Entry(start: Int32(bytes.count), length: Int32(key.utf8.count), kind: kind))
                bytes.append(contentsOf: key.utf8)
            }
        }
        var size = 16
        while size < entries.count * 3 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (index, entry) in entries.enumerated() {
            var slot = bytes.withUnsafeBufferPointer {
                WordTable.hash($0, Int(entry.start), Int(entry.start + entry.length), false)
            } & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index)
        }
        self.bytes = bytes
        self.entries = entries
        self.slots = slots
        self.caseInsensitive = caseInsensitive
    }

    /// The class of the word `code[start..<end]`, if it is one of the table's words.
    func lookup(_ code: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenClass? {
        let length = end - start
        guard length > 0, length < 64 else { return nil }
        let mask = slots.count - 1
        var slot = WordTable.hash(code, start, end, caseInsensitive) & mask
        return bytes.withUnsafeBufferPointer { words in
            while true {
                let index = Int(slots[slot])
                if index < 0 { return nil }
                let entry = entries[index]
                if Int(entry.length) == length && equal(code, start, words, Int(entry.start), length) {
                    return entry.kind
                }
                slot = (slot + 1) & mask
            }
        }
    }

    func contains(_ code: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        lookup(code, start, end) != nil
    }

    private func equal(_ code: UnsafeBufferPointer<UInt8>, _ start: Int, _ words: UnsafeBufferPointer<UInt8>,
                       _ wordStart: Int, _ length: Int) -> Bool {
        for k in 0..<length {
            var byte = code[start + k]
            if caseInsensitive && byte >= 65 && byte <= 90 { byte |= 0x20 }
            if byte != words[wordStart + k] { return false }
        }
        return true
    }

    private static func hash(_ code: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ fold: Bool) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for k in start..<end {
            var byte = code[k]
            if fold && byte >= 65 && byte <= 90 { byte |= 0x20 }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash >> 7)
    }
}
