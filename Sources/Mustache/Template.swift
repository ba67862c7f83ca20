import SourceDiagnostics

/// A parsed template: read once, then rendered for every page without being read again.
///
/// It is an immutable value, safe to share between threads; render it through a ``TemplateLibrary``, which
/// supplies the partials and parents it names.
public struct Template: Sendable {
    /// The name partials use for it: its path in the template folder without the extension (`partials/header`).
    public let name: String
    /// The file, as diagnostics show it (`templates/partials/header.mustache`).
    public let path: String
    let nodes: [TemplateNode]

    /// Parses `source`, and throws ``Diagnostics`` holding every problem found in it.
    public init(parsing source: String, name: String, path: String) throws(Diagnostics) {
        try self.init(parsing: source, name: name, path: path, delimiters: .standard)
    }

    init(parsing source: String, name: String, path: String, delimiters: TagDelimiters) throws(Diagnostics) {
        let bytes = Array(source.utf8)
        let lines = TemplateLineIndex(bytes)
        var scanner = TemplateScanner(source: bytes, path: path, lines: lines, delimiters: delimiters)
        scanner.scan()
        var builder = TemplateTreeBuilder(source: bytes, path: path)
        let nodes = builder.build(StandaloneLines.apply(to: scanner.tokens, source: bytes))
        let problems = scanner.diagnostics + builder.diagnostics
        guard problems.isEmpty else { throw Diagnostics(problems) }
        self.name = name
        self.path = path
        self.nodes = nodes
    }
}
