import HTML

/// The bytes a render writes: one growing buffer, appended to in runs, each run one copy. Owned by one renderer on
/// one thread, and handed over as an array when the render ends.
struct TemplateOutput: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `bytes` escaped for HTML (see `HTMLEscaping`).
    mutating func append(escaping bytes: UnsafeBufferPointer<UInt8>) {
        HTMLEscaping.forEachRun(escaping: bytes) { append($0) }
    }

    /// The bytes from `start` on, taken out: what a lambda's result rendered.
    mutating func removeLast(from start: Int) -> [UInt8] {
        defer { count = start }
        return Array(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    /// Every byte written, as an array.
    func array() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow(to needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: base, count: count)
        base.deallocate()
        (base, capacity) = (moved, larger)
    }
}
