extension Array where Element == UInt8 {
    /// Whether `pattern` occurs at `offset`.
    func containsDelimiter(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard offset + pattern.count <= count else { return false }
        for index in pattern.indices where self[offset + index] != pattern[index] {
            return false
        }
        return true
    }

    /// The offset of the first occurrence of `pattern` at or after `start`.
    func firstOffset(of pattern: [UInt8], from start: Int) -> Int? {
        guard !pattern.isEmpty, count >= pattern.count else { return nil }
        var offset = start
        while offset + pattern.count <= count {
            if containsDelimiter(pattern, at: offset) { return offset }
            offset += 1
        }
        return nil
    }
}
