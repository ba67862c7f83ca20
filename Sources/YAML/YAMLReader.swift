import CYAML
import SourceDiagnostics

/// Reads YAML text into a `YAMLValue` with libyaml's event parser.
///
/// This is the only file that sees libyaml: events are copied into Swift values as they arrive and the
/// parser is freed before `read` returns or throws. One document per text; anchors, aliases and tags
/// other than `!!str` are rejected with an error at their place, as are duplicate and non-string keys.
public enum YAMLReader {
    /// Parses `text`, the contents of the file at `path` (used in diagnostics only).
    ///
    /// - Parameter lineOffset: lines before `text` in its file, added to every line number, so that front
    ///   matter starting on line 2 of `content/posts/x.md` is read with `lineOffset: 1`.
    /// - Returns: the document's root node; `.null` at line 1 (plus the offset) when there is no document.
    /// - Throws: `Diagnostics` with every problem found, e.g.
    ///   `folio.yml:3:7: error: YAML: mapping values are not allowed in this context`.
    public static func read(_ text: String, path: String, lineOffset: Int = 0) throws(Diagnostics) -> YAMLValue {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw Diagnostics([.error("YAML: could not start the parser (out of memory)", path: path)])
        }
        defer { yaml_parser_delete(&parser) }
        let lines = YAMLLineIndex(text, lineOffset: lineOffset)
        var bytes = Array(text.utf8)
        bytes.append(0)  // libyaml needs a non-null pointer, even for empty text
        let result = bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count - 1)
            return parse(&parser, path: path, lines: lines)
        }
        return try result.get()
    }

    private static func parse(
        _ parser: inout yaml_parser_t, path: String, lines: YAMLLineIndex
    ) -> Result<YAMLValue, Diagnostics> {
        var tree = TreeBuilder(path: path, emptyLocation: lines.location(line: 0, column: 0))
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return .failure(Diagnostics(tree.problems + [syntaxError(parser, path: path, lines: lines)]))
            }
            defer { yaml_event_delete(&event) }
            let location = lines.location(line: event.start_mark.line, column: event.start_mark.column)
            do {
                if try tree.add(event, at: location) == .finished { break }
            } catch {
                return .failure(Diagnostics(tree.problems + [error]))
            }
        }
        if !tree.problems.isEmpty { return .failure(Diagnostics(tree.problems)) }
        return .success(tree.root ?? .null(at: tree.emptyLocation))
    }

    private static func syntaxError(_ parser: yaml_parser_t, path: String, lines: YAMLLineIndex) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "syntax error"
        if parser.error == YAML_READER_ERROR {
            return .error("YAML: \(problem)", path: path, at: lines.location(byteOffset: parser.problem_offset))
        }
        if parser.error == YAML_MEMORY_ERROR {
            return .error("YAML: out of memory", path: path)
        }
        var message = "YAML: \(problem)"
        if let context = parser.context {
            let line = lines.location(line: parser.context_mark.line, column: parser.context_mark.column).line
            message += " (\(String(cString: context)) at line \(line))"
        }
        let mark = parser.problem_mark
        return .error(message, path: path, at: lines.location(line: mark.line, column: mark.column))
    }
}

/// Builds the tree from events with a stack of open collections.
private struct TreeBuilder {
    enum Step { case more, finished }

    enum Frame {
        case sequence([YAMLValue], SourceLocation)
        case mapping([YAMLEntry], SourceLocation, key: YAMLScalar?)
    }

    let path: String
    let emptyLocation: SourceLocation
    var stack: [Frame] = []
    var root: YAMLValue?
    var documents = 0
    /// Problems that do not stop the parse (duplicate keys), reported with the first fatal one or at the end.
    var problems: [Diagnostic] = []

    init(path: String, emptyLocation: SourceLocation) {
        self.path = path
        self.emptyLocation = emptyLocation
    }

    mutating func add(_ event: yaml_event_t, at location: SourceLocation) throws(Diagnostic) -> Step {
        switch event.type {
        case YAML_STREAM_END_EVENT:
            return .finished
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 { throw error("YAML: a second document starts here; folio reads one", at: location) }
        case YAML_ALIAS_EVENT:
            throw error("YAML: aliases (*name) are not supported; write the value out", at: location)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            try check(anchor: scalar.anchor, tag: scalar.tag, allowed: "tag:yaml.org,2002:str", at: location)
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let style = scalar.tag == nil ? Self.style(scalar.style) : .doubleQuoted
            try append(Self.node(text, style: style, at: location), at: location)
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            try check(anchor: start.anchor, tag: start.tag, allowed: "tag:yaml.org,2002:seq", at: location)
            try checkKeyPosition(at: location)
            stack.append(.sequence([], location))
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            try check(anchor: start.anchor, tag: start.tag, allowed: "tag:yaml.org,2002:map", at: location)
            try checkKeyPosition(at: location)
            stack.append(.mapping([], location, key: nil))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            switch stack.removeLast() {
            case .sequence(let items, let start): try append(.sequence(items, at: start), at: start)
            case .mapping(let entries, let start, _): try append(.mapping(entries, at: start), at: start)
            }
        default:
            break
        }
        return .more
    }

    private mutating func append(_ node: YAMLValue, at location: SourceLocation) throws(Diagnostic) {
        guard let top = stack.popLast() else {
            root = node
            return
        }
        switch top {
        case .sequence(let items, let start):
            stack.append(.sequence(items + [node], start))
        case .mapping(let entries, let start, key: nil):
            guard case .scalar(let key) = node else {
                throw error("YAML: a mapping key must be a string", at: location)
            }
            stack.append(.mapping(entries, start, key: key))
        case .mapping(let entries, let start, key: let key?):
            if let first = entries.first(where: { $0.key == key.text }) {
                problems.append(error("YAML: duplicate key '\(key.text)' (first at line \(first.keyLocation.line))",
                                      at: key.location))
            }
            stack.append(.mapping(entries + [YAMLEntry(key: key.text, at: key.location, value: node)], start, key: nil))
        }
    }

    private func checkKeyPosition(at location: SourceLocation) throws(Diagnostic) {
        if case .mapping(_, _, key: nil)? = stack.last {
            throw error("YAML: a mapping key must be a string", at: location)
        }
    }

    private func check(
        anchor: UnsafeMutablePointer<UInt8>?, tag: UnsafeMutablePointer<UInt8>?, allowed: String,
        at location: SourceLocation
    ) throws(Diagnostic) {
        if let anchor {
            let name = String(cString: anchor)
            throw error("YAML: anchors (&\(name)) are not supported; write the value out", at: location)
        }
        if let tag, String(cString: tag) != allowed {
            throw error("YAML: tag '\(String(cString: tag))' is not supported", at: location)
        }
    }

    private func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        .error(message, path: path, at: location)
    }

    private static func node(_ text: String, style: YAMLScalar.Style, at location: SourceLocation) -> YAMLValue {
        if style == .plain, ["", "~", "null", "Null", "NULL"].contains(text) { return .null(at: location) }
        return .scalar(YAMLScalar(text, style: style, at: location))
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
