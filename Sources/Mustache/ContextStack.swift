/// The values of the sections being rendered, innermost last; names are looked up from the innermost out.
struct ContextStack {
    private var frames: [TemplateValue]

    init(_ root: TemplateValue) {
        frames = [root]
        frames.reserveCapacity(8)
    }

    mutating func push(_ value: TemplateValue) {
        frames.append(value)
    }

    mutating func pop() {
        frames.removeLast()
    }

    /// The value a compiled name stands for, or nil when no frame provides it. The first part is looked up in each
    /// frame from the innermost out; the other parts only inside what the first part found.
    func resolve(_ name: Range<Int32>, in program: TemplateProgram) -> TemplateValue? {
        guard !name.isEmpty else { return frames.last }
        let first = Int(name.lowerBound)
        var frame = frames.count - 1
        while frame >= 0 {
            guard var value = Self.field(of: frames[frame], part: first, in: program) else {
                frame -= 1
                continue
            }
            var part = first + 1
            while part < Int(name.upperBound) {
                guard let next = Self.field(of: value, part: part, in: program) else { return nil }
                value = next
                part += 1
            }
            return value
        }
        return nil
    }

    /// The field a name's part names in `value`: by its number in a record (or the records it stands on), by its
    /// text only in a map.
    @inline(__always)
    private static func field(of value: TemplateValue, part: Int, in program: TemplateProgram) -> TemplateValue? {
        var record: TemplateRecord
        switch value {
        case .record(let found): record = found
        case .map(let entries): return entries[program.strings[part]]
        default: return nil
        }
        let symbol = program.symbols[part]
        while true {
            if let position = record.shape.position(ofSymbol: symbol) { return record.values[position] }
            switch record.base {
            case .record(let base)?: record = base
            case .map(let entries)?: return entries[program.strings[part]]
            default: return nil
            }
        }
    }
}
