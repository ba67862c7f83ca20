import SourceDiagnostics
import HTML

/// Renders template nodes into one growing string. One renderer serves one `render` call, on one thread.
struct TemplateRenderer {
    private let library: TemplateLibrary
    private var context: ContextStack
    private(set) var output = ""
    /// Written where each output line begins, inside indented partials and blocks.
    private var indentation = ""
    /// The block arguments of the parents being rendered; the outermost parent's arguments win.
    private var blockArguments: [String: BlockNode] = [:]
    private var depth = 0
    /// The file of the nodes being rendered, for diagnostics.
    private var path: String
    private let collectsUnresolvedNames: Bool
    private var unresolved: [Diagnostic] = []
    private var unresolvedPlaces: Set<String> = []

    init(library: TemplateLibrary, context: TemplateValue, path: String, collectsUnresolvedNames: Bool) {
        self.library = library
        self.context = ContextStack(context)
        self.path = path
        self.collectsUnresolvedNames = collectsUnresolvedNames
        output.reserveCapacity(16_384)
    }

    var unresolvedNames: [Diagnostic] { unresolved }

    mutating func render(_ nodes: ArraySlice<TemplateNode>) throws(Diagnostics) {
        for node in nodes {
            switch node {
            case .text(let text): output.append(text)
            case .lineStart: output.append(indentation)
            case .variable(let tag): try renderVariable(tag)
            case .section(let section): try renderSection(section)
            case .partial(let partial): try renderPartial(partial)
            case .parent(let parent): try renderParent(parent)
            case .block(let block): try renderBlock(block)
            }
        }
    }

    private mutating func renderVariable(_ tag: VariableTag) throws(Diagnostics) {
        guard let value = context.resolve(tag.path) else {
            noteUnresolved("'\(tag.path)'", at: tag.location)
            return
        }
        let text: String
        if case .lambda(let lambda) = value {
            text = try renderLambdaResult(lambda.body(""), delimiters: .standard, at: tag.location)
        } else if case .string(let string) = value {
            text = string
        } else {
            text = value.interpolatedText
        }
        if tag.escapesHTML {
            HTMLEscaping.append(escaping: text, to: &output)
        } else {
            output.append(text)
        }
    }

    private mutating func renderSection(_ section: SectionNode) throws(Diagnostics) {
        let value = context.resolve(section.path)
        if value == nil { noteUnresolved("'\(section.path)'", at: section.location) }
        let isTruthy = value?.isTruthy ?? false
        if section.isInverted {
            if !isTruthy { try render(section.children[...]) }
            return
        }
        guard let value, isTruthy else { return }
        switch value {
        case .list(let items):
            for item in items {
                context.push(item)
                try render(section.children[...])
                context.pop()
            }
        case .lambda(let lambda):
            let result = lambda.body(section.sourceText)
            output.append(try renderLambdaResult(result, delimiters: section.delimiters, at: section.location))
        default:
            context.push(value)
            try render(section.children[...])
            context.pop()
        }
    }

    /// Renders what a lambda returned as a template, in the current context, and returns the text.
    private mutating func renderLambdaResult(_ source: String, delimiters: TagDelimiters, at location: SourceLocation)
        throws(Diagnostics) -> String {
        let template: Template
        do throws(Diagnostics) {
            template = try Template(parsing: source, name: "lambda", path: path, delimiters: delimiters)
        } catch {
            let intro = Diagnostic.error("a lambda returned a template with errors", path: path, at: location)
            throw Diagnostics([intro] + error.all.map { $0.offset(lines: 0, path: "\(path) (lambda result)") })
        }
        let outer = output
        output = ""
        try render(template.nodes[...])
        let result = output
        output = outer
        return result
    }

    private mutating func renderPartial(_ partial: PartialNode) throws(Diagnostics) {
        guard let template = try template(for: partial.reference, kind: "partial", at: partial.location) else { return }
        try renderNested(template.nodes[...], path: template.path, indentation: partial.indentation,
                         name: "partial '\(partial.reference)'", at: partial.location)
    }

    private mutating func renderParent(_ parent: ParentNode) throws(Diagnostics) {
        guard let template = try template(for: parent.reference, kind: "parent", at: parent.location) else { return }
        let outerArguments = blockArguments
        if !parent.arguments.isEmpty {
            blockArguments = parent.arguments.merging(outerArguments) { _, outer in outer }
        }
        try renderNested(template.nodes[...], path: template.path, indentation: parent.indentation,
                         name: "parent '\(parent.reference)'", at: parent.location)
        blockArguments = outerArguments
    }

    /// A block renders the argument a child gave for it, reindented to the block's place, or else its default.
    private mutating func renderBlock(_ block: BlockNode) throws(Diagnostics) {
        guard let argument = blockArguments[block.name] else {
            try render(block.children[...])
            return
        }
        var nodes = argument.children[...]
        let startsLine: Bool = if case .lineStart? = nodes.first { true } else { false }
        if block.isStandalone, !startsLine {
            output.append(indentation + block.indentation)
        } else if !block.isStandalone, startsLine {
            nodes = nodes.dropFirst()  // the block's own line already has its indentation
        }
        try renderNested(nodes, path: argument.path, indentation: block.indentation,
                         name: "block '\(block.name)'", at: nil)
    }

    private mutating func renderNested(_ nodes: ArraySlice<TemplateNode>, path nestedPath: String,
                                       indentation extra: String, name: String, at location: SourceLocation?)
        throws(Diagnostics) {
        guard depth < library.options.maximumDepth else {
            throw Diagnostics([.error("\(name) is nested more than \(library.options.maximumDepth) levels deep; "
                                      + "does it include itself without end?", path: path, at: location)])
        }
        let outer = (path: path, indentation: indentation)
        depth += 1
        path = nestedPath
        indentation += extra
        try render(nodes)
        depth -= 1
        path = outer.path
        indentation = outer.indentation
    }

    private mutating func template(for reference: TemplateReference, kind: String, at location: SourceLocation)
        throws(Diagnostics) -> Template? {
        let name: String
        switch reference {
        case .named(let fixed):
            name = fixed
        case .dynamic(let contextPath):
            guard case .string(let found)? = context.resolve(contextPath) else {
                noteUnresolved("'\(contextPath)' (the name of a \(kind))", at: location)
                return nil
            }
            if let problem = TemplateName.problem(with: found) {
                throw Diagnostics([.error(problem, path: path, at: location)])
            }
            name = found
        }
        if let template = library.templates[name] { return template }
        if case .named = reference, library.options.unknownTemplates == .reportError {
            throw Diagnostics([.error("unknown \(kind) '\(name)'", path: path, at: location)])
        }
        noteUnresolved("template '\(name)'", at: location)
        return nil
    }

    private mutating func noteUnresolved(_ what: String, at location: SourceLocation) {
        guard collectsUnresolvedNames else { return }
        let diagnostic = Diagnostic.error("no value for \(what) in the context", path: path, at: location)
        if unresolvedPlaces.insert(diagnostic.description).inserted {
            unresolved.append(diagnostic)
        }
    }
}
