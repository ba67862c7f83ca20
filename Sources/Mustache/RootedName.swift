import SourceDiagnostics

/// A tag's dotted name whose first part is one of a few names every context has at its root (`page.title`), with
/// its place: what a theme checks against the fields its contexts really have.
public struct RootedName: Sendable, Hashable {
    /// `["page", "title"]`.
    public var components: [String]
    public var path: String
    public var location: SourceLocation
}

extension Template {
    /// Every variable and section tag whose name starts with one of `roots`, in order; names relative to a
    /// section's item (`{{#page.tags}}{{name}}{{/page.tags}}`) are not among them.
    public func names(rootedAt roots: Set<String>) -> [RootedName] {
        var found: [RootedName] = []
        func walk(_ nodes: [TemplateNode], path: String) {
            for node in nodes {
                switch node {
                case .variable(let tag) where tag.path.components.first.map(roots.contains) == true:
                    found.append(RootedName(components: tag.path.components, path: path, location: tag.location))
                case .section(let section):
                    if section.path.components.first.map(roots.contains) == true {
                        found.append(RootedName(components: section.path.components, path: path,
                                                location: section.location))
                    }
                    walk(section.children, path: path)
                case .parent(let parent):
                    for argument in parent.arguments.values.sorted(by: { $0.name < $1.name }) {
                        walk(argument.children, path: argument.path)
                    }
                case .block(let block): walk(block.children, path: block.path)
                case .text, .lineStart, .variable, .partial: break
                }
            }
        }
        walk(nodes, path: path)
        return found
    }
}
