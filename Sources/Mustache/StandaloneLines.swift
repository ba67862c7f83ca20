/// Finds the lines that hold only whitespace and tags which print nothing themselves (sections, comments,
/// partials, delimiter changes, inheritance tags), and leaves those lines out of the output, as the spec asks.
///
/// It also marks where output lines begin, so that an indented partial can indent each of its lines, and it
/// gives partials, parents and blocks the indentation they expand with.
enum StandaloneLines {
    static func apply(to tokens: [TemplateToken], source: [UInt8]) -> [TemplateToken] {
        var result: [TemplateToken] = []
        result.reserveCapacity(tokens.count + tokens.count / 4)
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count - 1, !endsLine(tokens[lineEnd]) { lineEnd += 1 }
            appendLine(tokens[lineStart...lineEnd], source: source, to: &result)
            lineStart = lineEnd + 1
        }
        return result
    }

    private static func endsLine(_ token: TemplateToken) -> Bool {
        token.isText && token.content.utf8.last == UInt8(ascii: "\n")
    }

    private static func appendLine(_ line: ArraySlice<TemplateToken>, source: [UInt8],
                                   to result: inout [TemplateToken]) {
        let tags = line.filter { !$0.isText }
        let leading = line.first.flatMap { $0.isText ? $0.content : nil } ?? ""
        if !tags.isEmpty, line.allSatisfy({ !$0.isText || $0.isBlankText }), isStandalone(tags.map(\.kind)) {
            let next = line.last.map(\.range.upperBound) ?? source.count
            var indented = false
            for var tag in tags {
                tag.isStandalone = true
                if tag.kind == .partial || tag.kind == .parent, !indented {
                    tag.indentation = leading
                    indented = true
                } else if tag.kind == .block {
                    tag.indentation = indentation(ofLineAt: next, in: source)
                }
                result.append(tag)
            }
            return
        }
        if let first = line.first, !(first.isText && (first.content == "\n" || first.content == "\r\n")) {
            let start = first.range.lowerBound
            result.append(TemplateToken(kind: .lineStart, content: "", range: start..<start,
                                        location: first.location, delimiters: first.delimiters))
        }
        for (position, var token) in zip(line.indices, line) {
            if token.kind == .block {
                let onlySpaceBefore = line[line.startIndex..<position].allSatisfy { $0.isText && $0.isBlankText }
                token.indentation = onlySpaceBefore ? leading : ""
            }
            result.append(token)
        }
    }

    /// One tag that prints nothing; or tags of inheritance only (`{{<parent}}{{$block}}`, `{{/block}}{{/parent}}`,
    /// `{{<parent}}{{/parent}}`), except an empty block, whose expansion is indented in place.
    private static func isStandalone(_ kinds: [TemplateToken.Kind]) -> Bool {
        if kinds.count == 1 {
            return ![.variable, .unescapedVariable].contains(kinds[0])
        }
        return kinds.allSatisfy { [.parent, .block, .close, .comment].contains($0) } && kinds != [.block, .close]
    }

    /// The spaces and tabs that begin the line starting at `offset`: a standalone block's content is indented by
    /// them, and its expansion is indented by the same amount.
    private static func indentation(ofLineAt offset: Int, in source: [UInt8]) -> String {
        var end = offset
        while end < source.count, source[end] == UInt8(ascii: " ") || source[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: source[offset..<end], as: UTF8.self)
    }
}
