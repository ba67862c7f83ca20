import SourceDiagnostics

/// Reads a template's bytes into text and tag tokens, following delimiter changes, and reports malformed tags.
struct TemplateScanner {
    private let source: [UInt8]
    private let path: String
    private let lines: TemplateLineIndex
    private var delimiters: TagDelimiters
    private(set) var tokens: [TemplateToken] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(source: [UInt8], path: String, lines: TemplateLineIndex, delimiters: TagDelimiters) {
        self.source = source
        self.path = path
        self.lines = lines
        self.delimiters = delimiters
    }

    mutating func scan() {
        var position = 0
        var textStart = 0
        while position < source.count {
            guard source.containsDelimiter(delimiters.open, at: position) else {
                position += 1
                continue
            }
            appendText(textStart..<position)
            guard let next = readTag(at: position) else { return }
            position = next
            textStart = next
        }
        appendText(textStart..<source.count)
    }

    /// Splits text after each newline, so that a text token never spans two lines.
    private mutating func appendText(_ range: Range<Int>) {
        var start = range.lowerBound
        while start < range.upperBound {
            let newline = source[start..<range.upperBound].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline.map { $0 + 1 } ?? range.upperBound
            let text = String(decoding: source[start..<end], as: UTF8.self)
            tokens.append(TemplateToken(kind: .text, content: text, range: start..<end,
                                        location: lines.location(of: start), delimiters: delimiters))
            start = end
        }
    }

    /// Reads the tag at `start` and returns where scanning goes on, or nil when the rest of the file is lost.
    private mutating func readTag(at start: Int) -> Int? {
        let location = lines.location(of: start)
        let contentStart = start + delimiters.open.count
        let isTriple = contentStart < source.count && source[contentStart] == UInt8(ascii: "{")
        let closer = isTriple ? [UInt8(ascii: "}")] + delimiters.close : delimiters.close
        let searchStart = isTriple ? contentStart + 1 : contentStart
        guard let closerStart = source.firstOffset(of: closer, from: searchStart) else {
            let expected = String(decoding: closer, as: UTF8.self)
            report("tag opened here is never closed (expected '\(expected)')", at: location)
            return nil
        }
        let inner = Array(source[contentStart..<closerStart])
        let end = closerStart + closer.count
        let kind = Self.kind(ofSigil: inner.first, isTriple: isTriple)
        if kind != .comment, let nested = inner.firstOffset(of: delimiters.open, from: 0) {
            let next = lines.location(of: contentStart + nested)
            report("tag opened here is not closed before the next tag at \(next.line):\(next.column)", at: location)
            return contentStart + nested
        }
        let sigilLength = kind == .variable ? 0 : 1
        var token = TemplateToken(kind: kind, content: "", range: start..<end, location: location,
                                  delimiters: delimiters)
        if kind == .delimiters {
            changeDelimiters(inner, at: location)
        } else {
            token.content = String(decoding: inner.dropFirst(sigilLength), as: UTF8.self).trimmingTagWhitespace()
            if kind != .comment { checkName(token.content, at: location) }
        }
        tokens.append(token)
        return end
    }

    private mutating func changeDelimiters(_ inner: [UInt8], at location: SourceLocation) {
        let text = String(decoding: inner, as: UTF8.self)
        let parts = text.hasSuffix("=") && text.count >= 2
            ? text.dropFirst().dropLast().split(whereSeparator: \.isWhitespace) : []
        guard parts.count == 2, parts.allSatisfy({ !$0.contains("=") }) else {
            report("invalid delimiter change '\(text)': expected two delimiters between '=' signs, as in "
                + "'{{=<% %>=}}'", at: location)
            return
        }
        delimiters = TagDelimiters(open: Array(parts[0].utf8), close: Array(parts[1].utf8))
    }

    private mutating func checkName(_ name: String, at location: SourceLocation) {
        if name.isEmpty {
            report("tag has no name", at: location)
        } else if name.dropFirst(name.hasPrefix("*") ? 1 : 0).trimmingTagWhitespace().contains(where: \.isWhitespace) {
            report("tag name '\(name)' contains whitespace", at: location)
        }
    }

    private mutating func report(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, path: path, at: location))
    }

    private static func kind(ofSigil sigil: UInt8?, isTriple: Bool) -> TemplateToken.Kind {
        if isTriple { return .unescapedVariable }
        switch sigil {
        case UInt8(ascii: "&"): return .unescapedVariable
        case UInt8(ascii: "#"): return .section
        case UInt8(ascii: "^"): return .invertedSection
        case UInt8(ascii: "/"): return .close
        case UInt8(ascii: "!"): return .comment
        case UInt8(ascii: ">"): return .partial
        case UInt8(ascii: "<"): return .parent
        case UInt8(ascii: "$"): return .block
        case UInt8(ascii: "="): return .delimiters
        default: return .variable
        }
    }
}
