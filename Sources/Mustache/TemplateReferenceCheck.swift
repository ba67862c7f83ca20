import SourceDiagnostics

/// Finds partial and parent tags that name no template, anywhere in a template.
enum TemplateReferenceCheck {
    static func unknownReferences(in template: Template, known: Set<String>, folder: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        check(template.nodes, path: template.path, known: known, folder: folder, into: &problems)
        return problems
    }

    private static func check(_ nodes: [TemplateNode], path: String, known: Set<String>, folder: String,
                              into problems: inout [Diagnostic]) {
        for node in nodes {
            switch node {
            case .partial(let partial):
                if case .named(let name) = partial.reference, !known.contains(name) {
                    problems.append(.error("unknown partial '\(name)' (no \(folder)/\(name).mustache)",
                                           path: path, at: partial.location))
                }
            case .parent(let parent):
                if case .named(let name) = parent.reference, !known.contains(name) {
                    problems.append(.error("unknown parent '\(name)' (no \(folder)/\(name).mustache)",
                                           path: path, at: parent.location))
                }
                for argument in parent.arguments.values.sorted(by: { $0.name < $1.name }) {
                    check(argument.children, path: path, known: known, folder: folder, into: &problems)
                }
            case .section(let section):
                check(section.children, path: path, known: known, folder: folder, into: &problems)
            case .block(let block):
                check(block.children, path: path, known: known, folder: folder, into: &problems)
            case .text, .lineStart, .variable:
                break
            }
        }
    }
}
