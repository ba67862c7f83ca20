extension SwiftWord {
    /// The word in `start..<end` of `base`: its first 16 bytes (every Swift keyword is shorter) packed into two
    /// integers and matched by `lookup`, a switch, so a name costs a few shifts and comparisons.
    @inline(__always) static func find(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> SwiftWord {
        let length = end &- start
        guard length <= 16 else { return .identifier }
        var first: UInt64 = 0, second: UInt64 = 0
        for index in 0..<length {
            let byte = UInt64(base[start &+ index])
            if index < 8 {
                first |= byte << (UInt64(index) &* 8)
            } else {
                second |= byte << (UInt64(index &- 8) &* 8)
            }
        }
        return lookup(first: first, second: second, length: length)
    }
}
