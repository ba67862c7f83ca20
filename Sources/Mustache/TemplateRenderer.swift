import SourceDiagnostics
import HTML

/// Runs a compiled program into one growing byte buffer. One renderer serves one `render` call, on one thread.
struct TemplateRenderer: ~Copyable {
    private let library: TemplateLibrary
    private var context: ContextStack
    private var output: TemplateOutput
    /// Written where each output line begins, inside indented partials and blocks.
    private var indentation: [UInt8] = []
    /// The block arguments of the parents being rendered, each with the program it is written in; the outermost
    /// parent's arguments win.
    private var blockArguments: [(symbol: Int32, program: TemplateProgram, argument: Int)] = []
    private var depth = 0
    /// The file of the operations being run, for diagnostics.
    private var path: String
    private let collectsUnresolvedNames: Bool
    private var unresolved: [Diagnostic] = []
    private var unresolvedPlaces: Set<String> = []

    init(library: TemplateLibrary, context: TemplateValue, path: String, collectsUnresolvedNames: Bool,
         capacity: Int = 16_384) {
        self.library = library
        self.context = ContextStack(context)
        self.path = path
        self.collectsUnresolvedNames = collectsUnresolvedNames
        output = TemplateOutput(capacity: capacity)
    }

    var unresolvedNames: [Diagnostic] { unresolved }

    /// The bytes rendered.
    var bytes: [UInt8] { output.array() }

    mutating func run(_ program: TemplateProgram, _ range: Range<Int32>) throws(Diagnostics) {
        var index = Int(range.lowerBound)
        let end = Int(range.upperBound)
        while index < end {
            let operation = program.operations[index]
            switch operation.code {
            case .text:
                program.bytes.withUnsafeBufferPointer { bytes in
                    output.append(UnsafeBufferPointer(rebasing: bytes[Int(operation.a)..<Int(operation.b)]))
                }
            case .lineStart:
                output.append(indentation)
            case .escapedVariable, .rawVariable:
                try renderVariable(program, operation)
            case .section, .invertedSection:
                try renderSection(program, operation, body: Int32(index + 1)..<operation.b)
                index = Int(operation.b)
                continue
            case .partial:
                try renderPartial(program, operation)
            case .parent:
                try renderParent(program, operation)
                index = Int(operation.b)
                continue
            case .block:
                try renderBlock(program, operation, defaultBody: Int32(index + 1)..<operation.b)
                index = Int(operation.b)
                continue
            }
            index += 1
        }
    }

    private mutating func renderVariable(_ program: TemplateProgram, _ operation: TemplateOperation)
        throws(Diagnostics) {
        let name = program.names[Int(operation.a)]
        guard let value = context.resolve(name, in: program) else {
            if collectsUnresolvedNames {
                noteUnresolved("'\(description(of: name, in: program))'", at: program.places[Int(operation.c)])
            }
            return
        }
        let escapes = operation.code == .escapedVariable
        switch value {
        case .string(let string):
            write(string, escaping: escapes)
        case .bytes(let bytes):
            bytes.withUnsafeBufferPointer { write($0, escaping: escapes) }
        case .lambda(let lambda):
            let start = output.count
            try renderLambdaResult(lambda.body(""), delimiters: .standard, at: program.places[Int(operation.c)])
            let text = output.removeLast(from: start)
            text.withUnsafeBufferPointer { write($0, escaping: escapes) }
        case .int(let number):
            write(String(number), escaping: false)
        default:
            write(value.interpolatedText, escaping: escapes)
        }
    }

    private mutating func write(_ string: String, escaping: Bool) {
        var string = string
        string.withUTF8 { write($0, escaping: escaping) }
    }

    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>, escaping: Bool) {
        if escaping {
            output.append(escaping: bytes)
        } else {
            output.append(bytes)
        }
    }

    private mutating func renderSection(_ program: TemplateProgram, _ operation: TemplateOperation,
                                        body: Range<Int32>) throws(Diagnostics) {
        let name = program.names[Int(operation.a)]
        let value = context.resolve(name, in: program)
        if value == nil, collectsUnresolvedNames {
            let place = program.places[Int(program.sections[Int(operation.c)].place)]
            noteUnresolved("'\(description(of: name, in: program))'", at: place)
        }
        let isTruthy = value?.isTruthy ?? false
        if operation.code == .invertedSection {
            if !isTruthy { try run(program, body) }
            return
        }
        guard let value, isTruthy else { return }
        switch value {
        case .list(let items):
            for item in items {
                context.push(item)
                try run(program, body)
                context.pop()
            }
        case .lambda(let lambda):
            let info = program.sections[Int(operation.c)]
            let result = lambda.body(info.sourceText)
            try renderLambdaResult(result, delimiters: info.delimiters, at: program.places[Int(info.place)])
        default:
            context.push(value)
            try run(program, body)
            context.pop()
        }
    }

    /// Renders what a lambda returned as a template, in the current context.
    private mutating func renderLambdaResult(_ source: String, delimiters: TagDelimiters, at location: SourceLocation)
        throws(Diagnostics) {
        let template: Template
        do throws(Diagnostics) {
            template = try Template(parsing: source, name: "lambda", path: path, delimiters: delimiters)
        } catch {
            let intro = Diagnostic.error("a lambda returned a template with errors", path: path, at: location)
            throw Diagnostics([intro] + error.all.map { $0.offset(lines: 0, path: "\(path) (lambda result)") })
        }
        var builder = TemplateProgramBuilder()
        let body = builder.compileLambda(template, library: library.program.entryByName)
        try run(TemplateProgram(builder), body)
    }

    private mutating func renderPartial(_ program: TemplateProgram, _ operation: TemplateOperation)
        throws(Diagnostics) {
        let include = program.includes[Int(operation.a)]
        let location = program.places[Int(operation.c)]
        guard let entry = try entry(for: include, in: program, kind: "partial", at: location) else { return }
        try renderNested(library.program, entry.body, path: entry.path, indentation: include.indentation,
                         of: program, name: { "partial '\(include.reference)'" }, at: location)
    }

    private mutating func renderParent(_ program: TemplateProgram, _ operation: TemplateOperation)
        throws(Diagnostics) {
        let include = program.includes[Int(operation.a)]
        let location = program.places[Int(operation.c)]
        guard let entry = try entry(for: include, in: program, kind: "parent", at: location) else { return }
        let outerArguments = blockArguments
        for argument in include.arguments where !outerArguments.contains(where: {
            $0.symbol == program.arguments[Int(argument)].symbol
        }) {
            blockArguments.append((program.arguments[Int(argument)].symbol, program, Int(argument)))
        }
        try renderNested(library.program, entry.body, path: entry.path, indentation: include.indentation,
                         of: program, name: { "parent '\(include.reference)'" }, at: location)
        blockArguments = outerArguments
    }

    /// A block renders the argument a child gave for it, reindented to the block's place, or else its default.
    private mutating func renderBlock(_ program: TemplateProgram, _ operation: TemplateOperation,
                                      defaultBody: Range<Int32>) throws(Diagnostics) {
        let block = program.blocks[Int(operation.a)]
        guard let found = blockArguments.first(where: { $0.symbol == block.symbol }) else {
            try run(program, defaultBody)
            return
        }
        let argument = found.program.arguments[found.argument]
        var body = argument.body
        let startsLine = !body.isEmpty && found.program.operations[Int(body.lowerBound)].code == .lineStart
        if block.isStandalone, !startsLine {
            output.append(indentation)
            program.bytes.withUnsafeBufferPointer { bytes in
                output.append(UnsafeBufferPointer(rebasing: bytes[Int(block.indentation.lowerBound)
                                                                  ..< Int(block.indentation.upperBound)]))
            }
        } else if !block.isStandalone, startsLine {
            body = (body.lowerBound + 1)..<body.upperBound  // the block's own line already has its indentation
        }
        try renderNested(found.program, body, path: argument.path, indentation: block.indentation, of: program,
                         name: { "block '\(block.name)'" }, at: nil)
    }

    private mutating func renderNested(_ nested: TemplateProgram, _ body: Range<Int32>, path nestedPath: String,
                                       indentation extra: Range<Int32>, of program: TemplateProgram,
                                       name: () -> String, at location: SourceLocation?) throws(Diagnostics) {
        guard depth < library.options.maximumDepth else {
            throw Diagnostics([.error("\(name()) is nested more than \(library.options.maximumDepth) levels deep; "
                                      + "does it include itself without end?", path: path, at: location)])
        }
        let outer = (path: path, indentation: indentation)
        depth += 1
        path = nestedPath
        if !extra.isEmpty {
            program.bytes.withUnsafeBufferPointer { bytes in
                indentation.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(extra.lowerBound)
                                                                                   ..< Int(extra.upperBound)]))
            }
        }
        try run(nested, body)
        depth -= 1
        path = outer.path
        indentation = outer.indentation
    }

    private mutating func entry(for include: TemplateProgram.IncludeInfo, in program: TemplateProgram, kind: String,
                                at location: SourceLocation) throws(Diagnostics) -> TemplateProgram.Entry? {
        if include.entry >= 0 { return library.program.entries[Int(include.entry)] }
        let name: String
        if include.dynamicName >= 0 {
            let contextName = program.names[Int(include.dynamicName)]
            let found: String
            switch context.resolve(contextName, in: program) {
            case .string(let text)?: found = text
            case .bytes(let bytes)?: found = String(decoding: bytes, as: UTF8.self)
            default:
                noteUnresolved("'\(description(of: contextName, in: program))' (the name of a \(kind))",
                               at: location)
                return nil
            }
            if let problem = TemplateName.problem(with: found) {
                throw Diagnostics([.error(problem, path: path, at: location)])
            }
            name = found
            if let entry = library.program.entryByName[name] { return library.program.entries[entry] }
        } else {
            name = include.reference
            if library.options.unknownTemplates == .reportError {
                throw Diagnostics([.error("unknown \(kind) '\(name)'", path: path, at: location)])
            }
        }
        noteUnresolved("template '\(name)'", at: location)
        return nil
    }

    private func description(of name: Range<Int32>, in program: TemplateProgram) -> String {
        name.isEmpty ? "." : program.strings[Int(name.lowerBound)..<Int(name.upperBound)].joined(separator: ".")
    }

    private mutating func noteUnresolved(_ what: String, at location: SourceLocation) {
        guard collectsUnresolvedNames else { return }
        let diagnostic = Diagnostic.error("no value for \(what) in the context", path: path, at: location)
        if unresolvedPlaces.insert(diagnostic.description).inserted {
            unresolved.append(diagnostic)
        }
    }
}
