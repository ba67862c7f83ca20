extension BlockNode {
    /// The block with its own indentation taken off each of its lines, and off the indentation of what it holds,
    /// so that it can be indented again wherever it is expanded.
    func dedented() -> BlockNode {
        guard !indentation.isEmpty else { return self }
        var copy = self
        copy.children = Self.dedent(children, by: indentation)
        return copy
    }

    private static func dedent(_ nodes: [TemplateNode], by prefix: String) -> [TemplateNode] {
        var result = nodes
        for index in result.indices {
            switch result[index] {
            case .text(let text) where index > 0:
                if case .lineStart = result[index - 1], text.hasPrefix(prefix) {
                    result[index] = .text(String(text.dropFirst(prefix.count)))
                }
            case .section(var section):
                section.children = dedent(section.children, by: prefix)
                result[index] = .section(section)
            case .partial(var partial):
                partial.indentation = removing(prefix, from: partial.indentation)
                result[index] = .partial(partial)
            case .parent(var parent):
                parent.indentation = removing(prefix, from: parent.indentation)
                parent.arguments = parent.arguments.mapValues { block in
                    var block = block
                    block.children = dedent(block.children, by: prefix)
                    return block
                }
                result[index] = .parent(parent)
            case .block(var block):
                block.indentation = removing(prefix, from: block.indentation)
                block.children = dedent(block.children, by: prefix)
                result[index] = .block(block)
            default:
                break
            }
        }
        return result
    }

    private static func removing(_ prefix: String, from indentation: String) -> String {
        indentation.hasPrefix(prefix) ? String(indentation.dropFirst(prefix.count)) : indentation
    }
}
