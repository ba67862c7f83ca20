import CMarkGFM
import Glibc

/// GitHub's math as a cmark-gfm inline syntax extension: at each `$` of a block's text, cmark asks it whether math
/// starts there (`MathSpan`), and it answers with a code node holding the TeX, marked as math, which the tree walk
/// then makes MathML. Because cmark asks before it reads escapes, emphasis or anything else after the `$`, Markdown
/// never acts inside math; and because cmark only asks in text, math is never found in code spans, code blocks, raw
/// HTML, autolinks or link destinations.
///
/// The extension is made by the linked library for each document that holds a `$`, with the document's search memo
/// as its private data, and freed with it. A private copy of the library (`CMarkParserCopy`) calls it the same way:
/// the extension's functions read and write only the parser and nodes they are handed, through functions that touch
/// nothing global, and its special character (`$`) goes into the copy's own table.
enum MathSyntaxExtension {
    /// A new extension that searches with `memo`; free it with `free(_:)` once the document is rendered.
    static func make(memo: UnsafeMutablePointer<MathSpan.Memo>) -> OpaquePointer? {
        let syntax = cmark_syntax_extension_new("folio-math")
        cmark_syntax_extension_set_match_inline_func(syntax, match)
        let characters = cmark_llist_append(cmark_get_default_mem_allocator(), nil,
                                            UnsafeMutableRawPointer(bitPattern: Int(UInt8(ascii: "$"))))
        cmark_syntax_extension_set_special_inline_chars(syntax, characters)
        cmark_syntax_extension_set_private(syntax, memo, nil)
        return syntax
    }

    static func free(_ syntax: OpaquePointer?) {
        cmark_syntax_extension_free(cmark_get_default_mem_allocator(), syntax)
    }

    /// cmark's question at a `$`: math that starts here, as a code node, or nil to read the `$` as text.
    private static let match: cmark_match_inline_func = { syntax, _, _, character, inlineParser in
        guard character == UInt8(ascii: "$"), let chunk = cmark_inline_parser_get_chunk(inlineParser),
              let data = chunk.pointee.data,
              let memo = cmark_syntax_extension_get_private(syntax)?.assumingMemoryBound(to: MathSpan.Memo.self)
        else { return nil }
        let bytes = UnsafeBufferPointer(start: UnsafePointer(data), count: Int(chunk.pointee.len))
        let offset = Int(cmark_inline_parser_get_offset(inlineParser))
        guard let span = MathSpan.find(in: bytes, at: offset, memo: &memo.pointee),
              let node = cmark_node_new_with_mem(CMARK_NODE_CODE, ThreadArena.current.memory) else { return nil }
        let tex = String(decoding: UnsafeBufferPointer(rebasing: bytes[span.content]), as: UTF8.self)
        cmark_node_set_literal(node, tex)
        let place = Mark(kind: span.kind, line: Int(cmark_inline_parser_get_line(inlineParser)),
                         column: Int(cmark_inline_parser_get_column(inlineParser)))
        cmark_node_set_user_data(node, UnsafeMutableRawPointer(bitPattern: place.bits))
        cmark_inline_parser_set_offset(inlineParser, Int32(span.end))
        return node
    }

    /// What the extension notes on a math node: its kind, and the line and column of its opening `$`.
    struct Mark: Equatable {
        var kind: MathSpan.Kind
        var line: Int
        var column: Int

        /// The mark packed into a pointer's bits, never zero: kind in the lowest 2, column in the next 22.
        var bits: Int { min(line, 1 << 30) << 24 | min(column, (1 << 22) - 1) << 2 | kind.rawValue }

        init(kind: MathSpan.Kind, line: Int, column: Int) {
            (self.kind, self.line, self.column) = (kind, line, column)
        }

        /// The mark of a math node, or nil for a node the extension did not make.
        init?(_ node: OpaquePointer) {
            guard cmark_node_get_type(node) == CMARK_NODE_CODE,
                  let bits = cmark_node_get_user_data(node).map({ Int(bitPattern: $0) }),
                  let kind = MathSpan.Kind(rawValue: bits & 3) else { return nil }
            self.init(kind: kind, line: bits >> 24, column: bits >> 2 & ((1 << 22) - 1))
        }
    }
}

/// The math extension for one document, with the memo its search keeps; freed once the document is rendered.
struct MathSearch {
    let memo: UnsafeMutablePointer<MathSpan.Memo>
    let syntax: OpaquePointer?

    init() {
        memo = .allocate(capacity: 1)
        memo.initialize(to: MathSpan.Memo())
        syntax = MathSyntaxExtension.make(memo: memo)
    }

    /// Whether `markdown` holds a `$`, found with `memchr`: a document without one is parsed as if math were off.
    static func mayOccur(in markdown: String) -> Bool {
        var text = markdown
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, Int32(UInt8(ascii: "$")), bytes.count) != nil
        }
    }

    func free() {
        MathSyntaxExtension.free(syntax)
        memo.deinitialize(count: 1)
        memo.deallocate()
    }
}
