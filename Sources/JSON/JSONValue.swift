/// A JSON value whose objects keep their members in the order they were written, so that the same value always
/// gives the same bytes: what folio writes as JSON (JSON-LD in pages, JSON Feed) is made of these.
///
/// ```swift
/// let value: JSONValue = ["@type": "BlogPosting", "headline": "Hello", "wordCount": 312]
/// value.text()                 // {"@type":"BlogPosting","headline":"Hello","wordCount":312}
/// value.text(for: .htmlScript) // the same, safe inside <script type="application/ld+json">
/// ```
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    /// A finite number; NaN and the infinities, which JSON cannot write, are written as `null`.
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members in order. A key written twice is written twice: make each once.
    case object([JSONMember])

    /// An object of the members whose values are not nil, in the order given: optional fields are left out rather
    /// than written as `null`.
    public static func object(_ members: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        .object(members.compactMap { key, value in value.map { JSONMember(key, $0) } })
    }

    /// A string, or nil for an empty one: for fields that are left out when empty.
    public static func nonEmpty(_ text: String?) -> JSONValue? {
        guard let text, !text.isEmpty else { return nil }
        return .string(text)
    }

    /// The member named `key` of an object, the first if there are several; nil otherwise.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// One member of a JSON object: a key and its value.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// The members in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { JSONMember($0, $1) })
    }
    public init(nilLiteral: ()) { self = .null }
}
