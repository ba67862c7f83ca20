/// A Swift value that converts to a ``TemplateValue``: strings, numbers, booleans, and arrays, dictionaries and
/// optionals of them (`nil` becomes ``TemplateValue/null``).
public protocol TemplateValueConvertible {
    /// The value as templates see it.
    var templateValue: TemplateValue { get }
}

extension TemplateValue {
    /// Converts a Swift value: `TemplateValue(["title": "Hello", "tags": ["swift"]])`.
    public init(_ value: some TemplateValueConvertible) {
        self = value.templateValue
    }
}

extension TemplateValue: TemplateValueConvertible {
    public var templateValue: TemplateValue { self }
}

extension String: TemplateValueConvertible {
    public var templateValue: TemplateValue { .string(self) }
}

extension Substring: TemplateValueConvertible {
    public var templateValue: TemplateValue { .string(String(self)) }
}

extension Int: TemplateValueConvertible {
    public var templateValue: TemplateValue { .int(self) }
}

extension Double: TemplateValueConvertible {
    public var templateValue: TemplateValue { .double(self) }
}

extension Bool: TemplateValueConvertible {
    public var templateValue: TemplateValue { .bool(self) }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    public var templateValue: TemplateValue { map(\.templateValue) ?? .null }
}

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    public var templateValue: TemplateValue { .list(map(\.templateValue)) }
}

extension Dictionary: TemplateValueConvertible where Key == String, Value: TemplateValueConvertible {
    public var templateValue: TemplateValue { .map(mapValues(\.templateValue)) }
}

extension TemplateLambda: TemplateValueConvertible {
    public var templateValue: TemplateValue { .lambda(self) }
}
