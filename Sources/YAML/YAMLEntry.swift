import SourceDiagnostics

/// One `key: value` pair of a mapping. Keys are always strings; the key keeps its own place.
public struct YAMLEntry: Hashable, Sendable {
    /// The key's text (keys are scalars; quoting does not matter).
    public var key: String
    /// Where the key starts: the place for an "unknown key" warning.
    public var keyLocation: SourceLocation
    /// The value, with its own place.
    public var value: YAMLValue

    /// An entry; the reader makes these, tests and tools may too.
    public init(key: String, at keyLocation: SourceLocation, value: YAMLValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
