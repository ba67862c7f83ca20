import SourceDiagnostics

/// Every template of a theme, parsed once and checked together, rendered by name.
///
/// ```swift
/// let theme = try TemplateLibrary(directory: root.appending(path: "templates"), displayPath: "templates")
/// let html = try theme.render("post", with: ["title": "Hello", "tags": ["swift", "web"]])
/// ```
/// It is an immutable value: render from as many threads at once as you like.
public struct TemplateLibrary: Sendable {
    /// What to do about a partial or parent tag whose name no template has.
    public enum UnknownTemplatePolicy: Sendable {
        /// Report it when the library is built (folio's choice: a typo in a theme is an error).
        case reportError
        /// Render nothing in its place (what the Mustache spec asks for).
        case renderNothing
    }

    /// How the library treats unknown names and runaway recursion.
    public struct Options: Sendable {
        /// What partial or parent tags that name no template do; by default they are errors.
        public var unknownTemplates: UnknownTemplatePolicy
        /// How deeply partials, parents and blocks may nest before rendering stops with an error.
        public var maximumDepth: Int

        /// Options with folio's defaults: unknown templates are errors, and nesting stops at 100 levels.
        public init(unknownTemplates: UnknownTemplatePolicy = .reportError, maximumDepth: Int = 100) {
            self.unknownTemplates = unknownTemplates
            self.maximumDepth = maximumDepth
        }
    }

    /// The templates by name (`post`, `partials/header`).
    public let templates: [String: Template]
    /// How unknown names and recursion are treated.
    public let options: Options
    /// How diagnostics name the folder (`templates`).
    public let displayPath: String
    /// Every template compiled, once.
    let program: TemplateProgram

    /// Builds a library from parsed templates, and throws ``Diagnostics`` for every partial or parent tag that
    /// names no template (unless `options` says to render nothing there).
    public init(templates: [Template], displayPath: String = "templates", options: Options = Options())
        throws(Diagnostics) {
        try self.init(templates: templates, alsoKnown: [], displayPath: displayPath, options: options)
    }

    /// Parses templates given as source text by name (`["post": "{{<layout}}…"]`), each with the path
    /// `displayPath/name.mustache`, and throws ``Diagnostics`` holding every problem in all of them.
    public init(sources: [String: String], displayPath: String = "templates", options: Options = Options())
        throws(Diagnostics) {
        var parsed: [Template] = []
        var problems: [Diagnostic] = []
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            do throws(Diagnostics) {
                let path = "\(displayPath)/\(name).mustache"
                parsed.append(try Template(parsing: source, name: name, path: path))
            } catch {
                problems += error.all
            }
        }
        try self.init(templates: parsed, alsoKnown: Set(sources.keys), displayPath: displayPath, options: options,
                      earlierProblems: problems)
    }

    init(templates: [Template], alsoKnown: Set<String>, displayPath: String, options: Options,
         earlierProblems: [Diagnostic] = []) throws(Diagnostics) {
        let byName = Dictionary(templates.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var problems = earlierProblems
        if options.unknownTemplates == .reportError {
            let known = alsoKnown.union(byName.keys)
            for template in templates {
                problems += TemplateReferenceCheck.unknownReferences(in: template, known: known, folder: displayPath)
            }
        }
        guard problems.isEmpty else { throw Diagnostics(Diagnostics(problems).sorted) }
        self.templates = byName
        self.options = options
        self.displayPath = displayPath
        var builder = TemplateProgramBuilder()
        builder.compileLibrary(byName.values.sorted { $0.name < $1.name })
        program = TemplateProgram(builder)
    }

    /// Renders the template called `name` with `context`. A name the context lacks renders as nothing.
    /// Throws ``Diagnostics`` for an unknown template, runaway recursion, or a lambda that returns a bad template.
    public func render(_ name: String, with context: TemplateValue) throws(Diagnostics) -> String {
        String(decoding: try renderBytes(name, with: context), as: UTF8.self)
    }

    /// Renders the template called `name` with `context` as ``render(_:with:)`` does, into UTF-8 bytes, with room
    /// for `capacity` bytes reserved at the start.
    public func renderBytes(_ name: String, with context: TemplateValue, capacity: Int = 16_384) throws(Diagnostics)
        -> [UInt8] {
        let entry = try self.entry(named: name)
        var renderer = TemplateRenderer(library: self, context: context, path: entry.path,
                                        collectsUnresolvedNames: false, capacity: capacity)
        try renderer.run(program, entry.body)
        return renderer.bytes
    }

    /// Renders `name` with `context` the way ``render(_:with:)`` does, and returns one diagnostic for each tag
    /// whose name the context does not provide (a strict check for folio's own themes). Explicit nulls count as
    /// provided. Each place is reported once.
    public func unresolvedNames(rendering name: String, with context: TemplateValue) throws(Diagnostics)
        -> [Diagnostic] {
        let entry = try self.entry(named: name)
        var renderer = TemplateRenderer(library: self, context: context, path: entry.path,
                                        collectsUnresolvedNames: true)
        try renderer.run(program, entry.body)
        return renderer.unresolvedNames
    }

    private func entry(named name: String) throws(Diagnostics) -> TemplateProgram.Entry {
        guard let index = program.entryByName[name] else {
            throw Diagnostics([.error("no template named '\(name)' (\(displayPath)/\(name).mustache)",
                                      path: displayPath)])
        }
        return program.entries[index]
    }
}
