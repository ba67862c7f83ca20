/// A value that a template can show: the context a page is rendered with.
///
/// Contexts are built from typed page structs in one place (`PostContext` → `TemplateValue`), so templates
/// never see `Any`. A name that no map provides is *absent*: it renders as nothing, like `.null`.
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
    /// A section over a list renders once for each element.
    case list([TemplateValue])
    /// Names in templates are looked up in maps, from the innermost section outwards.
    case map([String: TemplateValue])
    /// Code that computes text; see ``TemplateLambda``.
    case lambda(TemplateLambda)

    /// Whether a section over the value renders: `null`, `false`, an empty list and an empty string do not.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .string(let value): !value.isEmpty
        case .list(let items): !items.isEmpty
        case .int, .double, .map, .lambda: true
        }
    }

    /// The text that `{{name}}` shows before escaping. Lists, maps and lambdas have none of their own.
    public var interpolatedText: String {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.text(of: value)
        case .string(let value): value
        case .list, .map, .lambda: ""
        }
    }

    /// The value under `key` when this is a map.
    public subscript(key: String) -> TemplateValue? {
        if case .map(let entries) = self { entries[key] } else { nil }
    }

    private static func text(of value: Double) -> String {
        // Whole numbers print without ".0", as JavaScript and the spec's other languages print them.
        if abs(value) < 1e15, let whole = Int(exactly: value) { return String(whole) }
        return String(value)
    }
}
