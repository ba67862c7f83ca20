/// One problem found in a run, with the place it was found.
///
/// It prints the way compilers do, so editors and terminals can jump to it:
/// `content/posts/x.md:12:7: error: unknown image layout 'rigth' (did you mean 'right'?)`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// An error fails the run; a warning is printed and the run goes on.
    public enum Severity: String, Sendable, Comparable {
        case warning, error

        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    /// Whether the problem fails the run.
    public var severity: Severity
    /// The file, relative to the site root where there is one (`content/posts/x.md`), else as the user named it.
    public var path: String
    /// The line and column in `path`; nil for a problem with the whole file.
    public var location: SourceLocation?
    /// What is wrong, and what to do about it, in one sentence.
    public var message: String

    public init(_ severity: Severity, _ message: String, path: String, at location: SourceLocation? = nil) {
        self.severity = severity
        self.message = message
        self.path = path
        self.location = location
    }

    /// An error at `location` of `path`.
    public static func error(_ message: String, path: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.error, message, path: path, at: location)
    }

    /// A warning at `location` of `path`.
    public static func warning(_ message: String, path: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, message, path: path, at: location)
    }

    public var description: String {
        var place = path
        if let location { place += ":\(location.line):\(location.column)" }
        return "\(place): \(severity.rawValue): \(message)"
    }

    /// Moves the diagnostic to another file, or down by the lines that precede a body (front matter).
    public func offset(lines: Int, path newPath: String? = nil) -> Diagnostic {
        var copy = self
        if let newPath { copy.path = newPath }
        if let location { copy.location = SourceLocation(line: location.line + lines, column: location.column) }
        return copy
    }
}
