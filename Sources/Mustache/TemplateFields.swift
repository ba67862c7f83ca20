/// How a typed context shows itself to templates: each field's name and how to read it from the context, in one
/// table, so that adding a field is one line. The table's shape is made once, and `record(_:)` makes a record of
/// the context's values in that order.
///
/// ```swift
/// struct Author { var name: String; var posts: Int }
/// static let fields = TemplateFields<Author>()
///     .field("name") { .string($0.name) }
///     .field("posts") { .int($0.posts) }
/// let value = Author.fields.record(author)  // {{name}}, {{posts}}
/// ```
public struct TemplateFields<Subject>: Sendable {
    /// The fields' names, in order.
    public let shape: TemplateShape
    private let readers: [@Sendable (Subject) -> TemplateValue]

    /// A table of no fields, to add fields to.
    public init() {
        self.init(names: [], readers: [])
    }

    private init(names: [String], readers: [@Sendable (Subject) -> TemplateValue]) {
        shape = TemplateShape(names)
        self.readers = readers
    }

    /// The table with one more field, after the others: `name`, whose value `read` takes from the context.
    public func field(_ name: String, _ read: @escaping @Sendable (Subject) -> TemplateValue) -> TemplateFields {
        TemplateFields(names: shape.names + [name], readers: readers + [read])
    }

    /// The fields of `subject`, over `base` (see ``TemplateRecord/base``).
    public func record(_ subject: Subject, base: TemplateValue? = nil) -> TemplateValue {
        var values: [TemplateValue] = []
        values.reserveCapacity(readers.count)
        for reader in readers { values.append(reader(subject)) }
        return .record(TemplateRecord(shape, values, base: base))
    }
}
