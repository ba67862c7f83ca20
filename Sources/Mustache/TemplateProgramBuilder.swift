import SourceDiagnostics

/// Collects a program's tables while templates are compiled.
struct TemplateProgramBuilder {
    var operations: [TemplateOperation] = []
    var bytes: [UInt8] = []
    var names: [Range<Int32>] = []
    var symbols: [Int32] = []
    var strings: [String] = []
    var places: [SourceLocation] = []
    var sections: [TemplateProgram.SectionInfo] = []
    var includes: [TemplateProgram.IncludeInfo] = []
    var arguments: [TemplateProgram.ArgumentInfo] = []
    var blocks: [TemplateProgram.BlockInfo] = []
    var entries: [TemplateProgram.Entry] = []
    var entryByName: [String: Int] = [:]
    /// The library's entries by name, which includes name: for a lambda's program, the library's own.
    var library: [String: Int] = [:]
    /// Includes whose template is named but not yet compiled, with the name.
    private var pending: [(include: Int, name: String)] = []

    /// Compiles each template into an entry; includes name templates of the same list.
    mutating func compileLibrary(_ templates: [Template]) {
        for template in templates {
            let start = Int32(operations.count)
            compile(template.nodes, path: template.path)
            entryByName[template.name] = entries.count
            entries.append(.init(body: start..<Int32(operations.count), path: template.path))
        }
        for (include, name) in pending { includes[include].entry = entryByName[name].map(Int32.init) ?? -1 }
        pending = []
    }

    /// Compiles a lambda's result, whose includes name the templates of a library with `entries`.
    mutating func compileLambda(_ template: Template, library entries: [String: Int]) -> Range<Int32> {
        library = entries
        let start = Int32(operations.count)
        compile(template.nodes, path: template.path)
        for (include, name) in pending { includes[include].entry = library[name].map(Int32.init) ?? -1 }
        pending = []
        return start..<Int32(operations.count)
    }

    private mutating func compile(_ nodes: [TemplateNode], path: String) {
        for node in nodes {
            switch node {
            case .text(let text):
                let range = append(text)
                emit(.text, range.lowerBound, range.upperBound)
            case .lineStart:
                emit(.lineStart)
            case .variable(let tag):
                emit(tag.escapesHTML ? .escapedVariable : .rawVariable, name(tag.path), 0, place(tag.location))
            case .section(let section):
                let info = Int32(sections.count)
                sections.append(.init(sourceText: section.sourceText, delimiters: section.delimiters,
                                      place: place(section.location)))
                let at = emit(section.isInverted ? .invertedSection : .section, name(section.path), 0, info)
                compile(section.children, path: path)
                operations[at].b = Int32(operations.count)
            case .partial(let partial):
                let include = self.include(partial.reference, indentation: partial.indentation)
                emit(.partial, include, 0, place(partial.location))
            case .parent(let parent):
                let include = self.include(parent.reference, indentation: parent.indentation)
                let at = emit(.parent, include, 0, place(parent.location))
                let first = Int32(arguments.count)
                for argument in parent.arguments.values.sorted(by: { $0.name < $1.name }) {
                    let start = Int32(operations.count)
                    compile(argument.children, path: argument.path)
                    arguments.append(.init(symbol: TemplateSymbols.number(for: argument.name),
                                           body: start..<Int32(operations.count), path: argument.path))
                }
                includes[Int(include)].arguments = first..<Int32(arguments.count)
                operations[at].b = Int32(operations.count)
            case .block(let block):
                let info = Int32(blocks.count)
                blocks.append(.init(symbol: TemplateSymbols.number(for: block.name), name: block.name,
                                    indentation: append(block.indentation), isStandalone: block.isStandalone))
                let at = emit(.block, info)
                compile(block.children, path: block.path)
                operations[at].b = Int32(operations.count)
            }
        }
    }

    @discardableResult
    private mutating func emit(_ code: TemplateOperation.Code, _ a: Int32 = 0, _ b: Int32 = 0, _ c: Int32 = 0) -> Int {
        operations.append(TemplateOperation(code: code, a: a, b: b, c: c))
        return operations.count - 1
    }

    private mutating func append(_ text: String) -> Range<Int32> {
        let start = Int32(bytes.count)
        bytes.append(contentsOf: text.utf8)
        return start..<Int32(bytes.count)
    }

    private mutating func name(_ path: ContextPath) -> Int32 {
        let start = Int32(symbols.count)
        for component in path.components {
            symbols.append(TemplateSymbols.number(for: component))
            strings.append(component)
        }
        names.append(start..<Int32(symbols.count))
        return Int32(names.count - 1)
    }

    private mutating func place(_ location: SourceLocation) -> Int32 {
        places.append(location)
        return Int32(places.count - 1)
    }

    private mutating func include(_ reference: TemplateReference, indentation: String) -> Int32 {
        var info = TemplateProgram.IncludeInfo(entry: -1, dynamicName: -1, reference: reference.description,
                                               indentation: append(indentation), arguments: 0..<0)
        switch reference {
        case .named(let target): pending.append((includes.count, target))
        case .dynamic(let path): info.dynamicName = name(path)
        }
        includes.append(info)
        return Int32(includes.count - 1)
    }
}
