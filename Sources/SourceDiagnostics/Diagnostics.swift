/// Every problem of a run, thrown together so that the user sees all of them at once.
public struct Diagnostics: Error, Sendable, CustomStringConvertible {
    /// Every problem, errors and warnings, in the order they were found.
    public var all: [Diagnostic]

    public init(_ all: [Diagnostic]) {
        self.all = all
    }

    /// The errors alone.
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    /// The warnings alone.
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }
    /// True when at least one problem is an error, which fails the run.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// Sorted by file, then place, so that output does not depend on the order work finished in.
    public var sorted: [Diagnostic] {
        all.sorted {
            ($0.path, $0.location ?? SourceLocation(line: 0, column: 0), $0.message)
                < ($1.path, $1.location ?? SourceLocation(line: 0, column: 0), $1.message)
        }
    }

    public var description: String { sorted.map(\.description).joined(separator: "\n") }
}
