/// A stage's result together with the warnings found on the way.
///
/// Stages throw `Diagnostics` (errors and warnings together) when anything is an error; when nothing is,
/// they return their value wrapped in `Checked`, so the warnings still reach the user.
public struct Checked<Value: Sendable>: Sendable {
    /// What the stage made.
    public var value: Value
    /// Warnings to show the user; never errors (those are thrown).
    public var warnings: [Diagnostic]

    /// A value and its warnings.
    public init(_ value: Value, warnings: [Diagnostic] = []) {
        self.value = value
        self.warnings = warnings
    }
}

extension Checked: Equatable where Value: Equatable {}

extension Checked {
    /// The value, with its warnings added to `problems`.
    public func unpacked(into problems: inout [Diagnostic]) -> Value {
        problems += warnings
        return value
    }
}
extension Checked: Hashable where Value: Hashable {}
