import SourceDiagnostics

/// The highlighter: from a fenced code block's info string and text to its HTML, with the warnings its fence
/// options call for. The Markdown stage applies it to cmark-gfm's code block nodes.
public enum CodeHighlighter {
    /// Raised whenever the HTML it makes for the same code changes, so that cached pages are made again.
    public static let version = 1

    /// A code block as the Markdown stage finds it.
    public struct Block {
        /// The fence's info string, as cmark-gfm read it (entities and escapes resolved).
        var info: String
        /// The code's UTF-8.
        var code: UnsafeBufferPointer<UInt8>
        var path: String
        /// Where the block starts (its fence).
        var location: SourceLocation
        /// The fence's line as written, to place a warning at the option it is about.
        var fenceLine: () -> Substring

        public init(info: String, code: UnsafeBufferPointer<UInt8>, path: String, location: SourceLocation,
                    fenceLine: @escaping () -> Substring) {
            (self.info, self.code, self.path, self.location, self.fenceLine) = (info, code, path, location, fenceLine)
        }
    }

    /// What the highlighter made of a block.
    public struct Result {
        /// Nil when cmark-gfm's own HTML stands: no language folio knows and no options.
        public var html: String?
        /// Warnings about the fence's options (unknown ones, lines past the end), at their places.
        public var diagnostics: [Diagnostic] = []
        /// The block's language when folio has no lexer for it.
        public var unknownLanguage: String?
    }

    /// The HTML folio makes for a code block with this text and info string, or nil where it leaves cmark-gfm's.
    public static func html(for code: String, info: String) -> String? {
        var code = code
        return code.withUTF8 { bytes in
            highlight(Block(info: info, code: bytes, path: "", location: SourceLocation(line: 1, column: 1),
                            fenceLine: { Substring(info) })).html
        }
    }

    /// The HTML for `block` (nil for cmark-gfm's own) and the warnings its options call for.
    public static func highlight(_ block: Block) -> Result {
        let fence = FenceInfo(block.info)
        var result = Result()
        let name = fence.language
        let lexer = Languages.lexer(named: name)
        if lexer == nil, !name.isEmpty, !Languages.plainText.contains(name.lowercased()) {
            result.unknownLanguage = name
        }
        var options: CodeOptions?
        if !fence.options.isEmpty {
            let lineCount = block.code.count { $0 == 0x0A } + (block.code.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
            let read = CodeOptions(fence.options, lineCount: lineCount)
            let line = block.fenceLine()
            for problem in read.problems {
                result.diagnostics.append(.warning(problem.message, path: block.path,
                                                   at: place(of: problem.text, on: line, block: block.location)))
            }
            if read.wrapsLines || read.title != nil { options = read }
        }
        guard lexer != nil || options != nil else { return result }
        let tokens = lexer?.init().tokens(in: block.code) ?? []
        // cmark-gfm's class is the info string's first word; a block whose options apply is new HTML anyway, and
        // gets the language alone (`swift` for Zola's `swift,linenos`).
        let word = options == nil ? String(block.info.prefix { !$0.isWhitespace }) : fence.language
        result.html = CodeHTML.make(languageWord: word, code: block.code, tokens: tokens, options: options)
        return result
    }

    /// Line `number` (1-based) of `text`, without its line break (`\n`, or `\r\n`, as cmark-gfm counts lines).
    public static func line(_ number: Int, of text: String) -> Substring {
        let bytes = text.utf8
        var start = bytes.startIndex, remaining = number
        while remaining > 1, let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            start = bytes.index(after: newline)
            remaining -= 1
        }
        var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        if end > start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") { end = bytes.index(before: end) }
        return text[start..<end]
    }

    /// The place of an option on the fence line: where its text is, after the fence, else the fence itself.
    private static func place(of text: String, on line: Substring, block: SourceLocation) -> SourceLocation {
        let bytes = Array(line.utf8), wanted = Array(text.utf8)
        var start = max(0, block.column - 1)
        while start < bytes.count, bytes[start] == UInt8(ascii: "`") || bytes[start] == UInt8(ascii: "~") {
            start += 1
        }
        guard !wanted.isEmpty, bytes.count >= wanted.count, start <= bytes.count - wanted.count else { return block }
        for offset in start...(bytes.count - wanted.count)
        where bytes[offset..<offset + wanted.count].elementsEqual(wanted) {
            return SourceLocation(line: block.line, column: offset + 1)
        }
        return block
    }
}
