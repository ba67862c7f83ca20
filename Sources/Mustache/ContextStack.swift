/// The values of the sections being rendered, innermost last; names are looked up from the innermost out.
struct ContextStack {
    private var frames: [TemplateValue]

    init(_ root: TemplateValue) {
        frames = [root]
    }

    mutating func push(_ value: TemplateValue) {
        frames.append(value)
    }

    mutating func pop() {
        frames.removeLast()
    }

    /// The value a dotted name stands for, or nil when no frame provides it. The first part is looked up in each
    /// frame from the innermost out; the other parts only inside what the first part found.
    func resolve(_ path: ContextPath) -> TemplateValue? {
        guard let first = path.components.first else { return frames.last }
        for frame in frames.reversed() {
            guard var value = frame[first] else { continue }
            for component in path.components.dropFirst() {
                guard let next = value[component] else { return nil }
                value = next
            }
            return value
        }
        return nil
    }
}
