/// A value that a template can show: the context a page is rendered with.
///
/// Contexts are built from typed page structs in one place (`PostContext` → `TemplateValue`, see
/// ``TemplateFields``), so templates never see `Any`. A name that no record or map provides is *absent*: it renders
/// as nothing, like `.null`.
public enum TemplateValue: Sendable {
    /// An explicit "no value" (a Swift `nil`): renders as nothing and is falsy.
    case null
    /// `true` or `false`; a section over `false` does not render.
    case bool(Bool)
    /// A whole number, shown as written (`42`).
    case int(Int)
    /// A number with a fraction, shown without a trailing `.0` when it is whole.
    case double(Double)
    /// Text; `{{name}}` escapes it for HTML, `{{{name}}}` does not.
    case string(String)
    /// Text as UTF-8 bytes (rendered Markdown, say), written to the output as they are: the same as `.string`
    /// to a template, without ever becoming a Swift string.
    case bytes([UInt8])
    /// A section over a list renders once for each element.
    case list([TemplateValue])
    /// Names in templates are looked up in maps, from the innermost section outwards.
    case map([String: TemplateValue])
    /// A typed context's fields, found by position rather than by hashing their names; see ``TemplateRecord``.
    case record(TemplateRecord)
    /// Code that computes text; see ``TemplateLambda``.
    case lambda(TemplateLambda)

    /// Whether a section over the value renders: `null`, `false`, an empty list and an empty string do not.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .string(let value): !value.isEmpty
        case .bytes(let value): !value.isEmpty
        case .list(let items): !items.isEmpty
        case .int, .double, .map, .record, .lambda: true
        }
    }

    /// The text that `{{name}}` shows before escaping. Lists, maps, records and lambdas have none of their own.
    public var interpolatedText: String {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.text(of: value)
        case .string(let value): value
        case .bytes(let value): String(decoding: value, as: UTF8.self)
        case .list, .map, .record, .lambda: ""
        }
    }

    /// The value under `key` when this is a map or a record.
    public subscript(key: String) -> TemplateValue? {
        switch self {
        case .map(let entries): entries[key]
        case .record(let record): record[key]
        default: nil
        }
    }

    /// The names a map or a record provides (a record's base's too); none for other values.
    public var fieldNames: Set<String> {
        var names: Set<String> = []
        var seen = TemplateShapesSeen()
        collectFieldNames(into: &names, skipping: &seen)
        return names
    }

    /// Adds the names a map or a record provides to `names`, but for the records of shapes in `seen`, whose names
    /// are there already: the fields of many contexts of a few shapes are gathered at the cost of the shapes.
    public func collectFieldNames(into names: inout Set<String>, skipping seen: inout TemplateShapesSeen) {
        switch self {
        case .map(let entries): names.formUnion(entries.keys)
        case .record(let record):
            if seen.shapes.insert(ObjectIdentifier(record.shape)).inserted { names.formUnion(record.shape.names) }
            record.base?.collectFieldNames(into: &names, skipping: &seen)
        default: break
        }
    }

    private static func text(of value: Double) -> String {
        // Whole numbers print without ".0", as JavaScript and the spec's other languages print them.
        if abs(value) < 1e15, let whole = Int(exactly: value) { return String(whole) }
        return String(value)
    }
}
