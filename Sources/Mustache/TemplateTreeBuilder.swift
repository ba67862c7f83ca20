import SourceDiagnostics

/// Nests a flat list of tokens into template nodes, and reports tags that do not pair up.
struct TemplateTreeBuilder {
    private struct OpenTag {
        var token: TemplateToken
        var children: [TemplateNode] = []
    }

    private let source: [UInt8]
    private let path: String
    private var stack: [OpenTag]
    private(set) var diagnostics: [Diagnostic] = []

    init(source: [UInt8], path: String) {
        self.source = source
        self.path = path
        let root = TemplateToken(kind: .section, content: "", range: 0..<0,
                                 location: SourceLocation(line: 1, column: 1), delimiters: .standard)
        stack = [OpenTag(token: root)]
    }

    mutating func build(_ tokens: [TemplateToken]) -> [TemplateNode] {
        for token in tokens { add(token) }
        for open in stack.dropFirst().reversed() {
            report("\(Self.noun(for: open.token.kind)) '\(open.token.content)' opened here is never closed",
                   at: open.token.location)
        }
        return stack[0].children
    }

    private mutating func add(_ token: TemplateToken) {
        switch token.kind {
        case .text:
            let top = stack.count - 1
            if case .text(let previous)? = stack[top].children.last {
                stack[top].children[stack[top].children.count - 1] = .text(previous + token.content)
            } else {
                append(.text(token.content))
            }
        case .lineStart:
            append(.lineStart)
        case .variable, .unescapedVariable:
            guard let path = contextPath(token) else { return }
            append(.variable(VariableTag(path: path, escapesHTML: token.kind == .variable, location: token.location)))
        case .partial:
            guard let reference = reference(token) else { return }
            append(.partial(PartialNode(reference: reference, indentation: token.indentation,
                                        location: token.location)))
        case .section, .invertedSection, .parent, .block:
            stack.append(OpenTag(token: token))
        case .close:
            close(token)
        case .comment, .delimiters:
            break
        }
    }

    private mutating func close(_ token: TemplateToken) {
        guard stack.count > 1 else {
            report("closing tag '\(token.content)' has no open section", at: token.location)
            return
        }
        let open = stack.removeLast()
        if open.token.content != token.content {
            let opened = open.token.location
            report("closing tag '\(token.content)' does not match \(Self.noun(for: open.token.kind)) "
                   + "'\(open.token.content)' opened at \(opened.line):\(opened.column)", at: token.location)
        }
        if let node = makeNode(open, closedBy: token) { append(node) }
    }

    private mutating func makeNode(_ open: OpenTag, closedBy close: TemplateToken) -> TemplateNode? {
        let token = open.token
        switch token.kind {
        case .section, .invertedSection:
            guard let path = contextPath(token) else { return nil }
            let sourceText = String(decoding: source[token.range.upperBound..<close.range.lowerBound], as: UTF8.self)
            return .section(SectionNode(path: path, isInverted: token.kind == .invertedSection,
                                        children: open.children, sourceText: sourceText,
                                        delimiters: token.delimiters, location: token.location))
        case .parent:
            guard let reference = reference(token) else { return nil }
            var arguments: [String: BlockNode] = [:]
            for case .block(let block) in open.children where arguments[block.name] == nil {
                arguments[block.name] = block.dedented()
            }
            return .parent(ParentNode(reference: reference, indentation: token.indentation,
                                      arguments: arguments, location: token.location))
        default:
            return .block(BlockNode(name: token.content, indentation: token.indentation,
                                    isStandalone: token.isStandalone, children: open.children, path: path))
        }
    }

    private mutating func append(_ node: TemplateNode) {
        stack[stack.count - 1].children.append(node)
    }

    private mutating func contextPath(_ token: TemplateToken) -> ContextPath? {
        guard !token.content.isEmpty else { return nil }  // the scanner has reported it
        guard let path = ContextPath(token.content) else {
            report("invalid name '\(token.content)'", at: token.location)
            return nil
        }
        return path
    }

    private mutating func reference(_ token: TemplateToken) -> TemplateReference? {
        guard !token.content.isEmpty else { return nil }
        if token.content.hasPrefix("*") {
            let name = token.content.dropFirst().trimmingTagWhitespace()
            guard let path = ContextPath(name) else {
                report("invalid name '\(name)'", at: token.location)
                return nil
            }
            return .dynamic(path)
        }
        if let problem = TemplateName.problem(with: token.content) {
            report(problem, at: token.location)
            return nil
        }
        return .named(token.content)
    }

    private mutating func report(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, path: path, at: location))
    }

    private static func noun(for kind: TemplateToken.Kind) -> String {
        switch kind {
        case .parent: "parent"
        case .block: "block"
        case .invertedSection: "inverted section"
        default: "section"
        }
    }
}
