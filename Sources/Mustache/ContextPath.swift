/// A dotted name in a tag (`post.title`), or `.` for the current item.
struct ContextPath: Sendable, CustomStringConvertible {
    /// Empty for `.`.
    let components: [String]

    /// Nil when a component is empty, as in `a..b` or `.a`.
    init?(_ text: String) {
        if text == "." {
            components = []
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        components = parts
    }

    var description: String { components.isEmpty ? "." : components.joined(separator: ".") }
}
