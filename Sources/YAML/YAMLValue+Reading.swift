/// Typed views of a node. Each returns nil when the node is not of that type, so the caller can report
/// the mismatch at `location`.
///
/// Folio reads scalars with the YAML 1.2 core schema, and only plain (unquoted) scalars are typed:
/// `true`/`false` are booleans (also `True`, `TRUE`, …) but `yes`/`no`/`on`/`off` are not (they were in
/// YAML 1.1 and surprise people: `country: no`); `"true"` and `'10'` are strings.
extension YAMLValue {
    /// The text of any scalar, quoted or not (so `title: 1984` reads as `"1984"`); nil for null, lists, mappings.
    public var string: String? {
        if case .scalar(let scalar) = self { return scalar.text }
        return nil
    }

    /// `true` or `false` (any capitalisation YAML 1.2 allows), written without quotes.
    public var bool: Bool? {
        guard case .scalar(let scalar) = self, scalar.isPlain else { return nil }
        switch scalar.text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// A decimal integer such as `10`, `-3` or `+7`, written without quotes.
    public var int: Int? {
        guard case .scalar(let scalar) = self, scalar.isPlain else { return nil }
        let digits = scalar.text.first == "+" ? String(scalar.text.dropFirst()) : scalar.text
        guard digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) else { return nil }
        return Int(digits)
    }

    /// A decimal number such as `1.5`, `-2`, or `1e3`, written without quotes.
    public var double: Double? {
        guard case .scalar(let scalar) = self, scalar.isPlain else { return nil }
        let allowed = Set("0123456789+-.eE")
        guard !scalar.text.isEmpty, scalar.text.allSatisfy(allowed.contains) else { return nil }
        return Double(scalar.text)
    }

    /// The items of a sequence.
    public var array: [YAMLValue]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    /// The entries of a mapping, in file order.
    public var entries: [YAMLEntry]? {
        if case .mapping(let entries, _) = self { return entries }
        return nil
    }

    /// True for `~`, `null`, or an empty value.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The entry for `key` in a mapping, with the key's place; nil when absent or when this is not a mapping.
    public func entry(forKey key: String) -> YAMLEntry? {
        entries?.first { $0.key == key }
    }

    /// The value for `key` in a mapping.
    public subscript(key: String) -> YAMLValue? {
        entry(forKey: key)?.value
    }
}
