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
    ///
    /// The frames and the records on the way are borrowed, never copied: a copy of a record is a retain, an atomic
    /// write to an object every thread rendering the site shares (its root, the site's record), and those were the
    /// build's most frequent instruction. Only what is found is copied.
    func resolve(_ name: Range<Int32>, in program: TemplateProgram) -> TemplateValue? {
        guard !name.isEmpty else { return frames.last }
        let first = Int(name.lowerBound)
        return frames.withUnsafeBufferPointer { frames in
            var frame = frames.count - 1
            while frame >= 0 {
                if let found = Self.field(of: frames[frame], part: first, in: program) {
                    return Int(name.upperBound) - first == 1
                        ? found : Self.rest(of: found, from: first + 1, to: Int(name.upperBound), in: program)
                }
                frame -= 1
            }
            return nil
        }
    }

    /// The parts `part..<end` of a name looked up inside `value`, one inside the other.
    private static func rest(of value: TemplateValue, from part: Int, to end: Int,
                             in program: TemplateProgram) -> TemplateValue? {
        guard let next = field(of: value, part: part, in: program) else { return nil }
        return part + 1 == end ? next : rest(of: next, from: part + 1, to: end, in: program)
    }

    /// The field a name's part names in `value`: by its number in a record (or the records it stands on), by its
    /// text only in a map.
    @inline(__always)
    private static func field(of value: TemplateValue, part: Int, in program: TemplateProgram) -> TemplateValue? {
        switch value {
        case .record(let record): field(of: record, symbol: program.symbols[part], part: part, in: program)
        case .map(let entries): entries[program.strings[part]]
        default: nil
        }
    }

    private static func field(of record: TemplateRecord, symbol: Int32, part: Int,
                              in program: TemplateProgram) -> TemplateValue? {
        if let position = record.shape.position(ofSymbol: symbol) { return record.values[position] }
        switch record.base {
        case .record(let base)?: return field(of: base, symbol: symbol, part: part, in: program)
        case .map(let entries)?: return entries[program.strings[part]]
        default: return nil
        }
    }
}
