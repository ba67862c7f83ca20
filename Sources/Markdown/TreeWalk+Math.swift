import CMarkGFM
import HTML
import SourceDiagnostics
import TeXToMathML

extension MarkdownRenderer {
    /// The formulas of `markdown` that GitHub typesets, in document order, as written (without the spaces and line
    /// breaks around them), and whether each is display math: for tools that compare folio's MathML with another
    /// renderer's (`folio-bench math-formulas`).
    public func formulas(in markdown: String) throws(MarkdownError) -> [(tex: String, display: Bool)] {
        let arena = ThreadArena.current
        defer { arena.reset() }
        let math = MathSearch()
        defer { math.free() }
        let (root, _) = try parse(markdown, memory: arena.memory, math: math.syntax)
        var formulas: [(tex: String, display: Bool)] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                  let literal = cmark_node_get_literal(node) else { continue }
            let tex = String(cString: literal).trimmingSpaces
            if let mark = MathSyntaxExtension.Mark(node) {
                formulas.append((tex, mark.kind == .display))
            } else if cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK,
                      let info = cmark_node_get_fence_info(node),
                      String(cString: info).split(separator: " ").first?.lowercased() == "math" {
                formulas.append((tex, true))
            }
        }
        return formulas
    }
}

extension String {
    /// The text without the spaces, tabs and line breaks at either end.
    var trimmingSpaces: String {
        let leading = utf8.prefix { MathSpan.isSpace($0) }.count
        guard leading < utf8.count else { return "" }
        let trailing = utf8.reversed().prefix { MathSpan.isSpace($0) }.count
        return String(decoding: utf8.dropFirst(leading).dropLast(trailing), as: UTF8.self)
    }
}

/// GitHub's math, made MathML: the code nodes `MathSyntaxExtension` found and the ```` ```math ```` blocks, in
/// document order, so that a macro a formula defines (`\newcommand`) serves the formulas after it.
extension TreeWalk {
    /// A fenced block whose language is `math`.
    func isMathBlock(_ node: OpaquePointer) -> Bool {
        let info = string(cmark_node_get_fence_info(node))
        return info.split(separator: " ", maxSplits: 1).first.map { $0.lowercased() == "math" } ?? false
    }

    /// Replaces each formula with its MathML; one that is not TeX folio can read stays code, with a warning at the
    /// place of the problem.
    mutating func renderMath(_ nodes: [OpaquePointer]) {
        var converter = MathMLConverter()
        for node in nodes {
            let isBlock = cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK
            let mark = MathSyntaxExtension.Mark(node)
            // The TeX without the spaces and line breaks around it, which the lines of `$$` and a fence leave.
            let written = string(cmark_node_get_literal(node))
            let leading = written.utf8.prefix { MathSpan.isSpace($0) }.count
            let tex = written.trimmingSpaces
            let html: String
            do {
                html = try converter.mathML(for: tex, display: isBlock || mark?.kind == .display)
            } catch {
                let offset = leading + error.offset
                let place = isBlock ? blockPlace(node, offset: offset, in: written)
                    : inlinePlace(node, mark: mark, offset: offset, in: written)
                diagnostics.append(.warning("math: \(error.message); the formula is shown as code", path: path,
                                            at: place))
                if !isBlock { showAsCode(node, mark: mark, tex: tex) }
                continue
            }
            if isBlock || mark?.kind == .display && isAloneInParagraph(node) {
                // A formula that is a block of its own is one, not a paragraph holding it.
                let replaced = isBlock ? node : cmark_node_parent(node)!
                guard let block = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, memory) else { continue }
                cmark_node_set_on_enter(block, html)
                cmark_node_set_on_exit(block, "")
                guard cmark_node_insert_before(replaced, block) != 0 else { continue }
                detach(replaced)
                mathTeX[block] = tex
            } else if let replacement = replace(node, withInlineHTML: html) {
                mathTeX[replacement] = tex
            }
        }
    }

    /// A formula folio cannot read, as GitHub shows a ```` ```math ```` block it cannot: its TeX as code, in a
    /// block of its own when it is one, marked as math for the theme (`class="language-math"`).
    private mutating func showAsCode(_ node: OpaquePointer, mark: MathSyntaxExtension.Mark?, tex: String) {
        let escaped = HTMLEscaping.escape(tex)
        if mark?.kind == .display, isAloneInParagraph(node), let paragraph = cmark_node_parent(node),
           let block = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, memory) {
            cmark_node_set_on_enter(block, "<pre><code class=\"language-math\">\(escaped)\n</code></pre>")
            cmark_node_set_on_exit(block, "")
            if cmark_node_insert_before(paragraph, block) != 0 {
                detach(paragraph)
                mathTeX[block] = tex
            }
        } else if let replacement = replace(node, withInlineHTML: "<code class=\"language-math\">\(escaped)</code>") {
            mathTeX[replacement] = tex
        }
    }

    /// Where byte `offset` of an inline formula's TeX is in the file.
    private func inlinePlace(_ node: OpaquePointer, mark: MathSyntaxExtension.Mark?, offset: Int, in tex: String)
        -> SourceLocation {
        guard let mark else { return location(of: node) }
        let delimiter = mark.kind == .inline ? 1 : 2
        let start = SourceLocation(line: mark.line + lineOffset, column: mark.column + delimiter)
        var block = cmark_node_parent(node)
        while let current = block, cmark_node_get_type(current).rawValue & 0xC000 == 0xC000 {
            block = cmark_node_parent(current)
        }
        let margin = block.map { Int(cmark_node_get_start_column($0)) } ?? 1
        return Self.place(of: offset, in: tex, from: start, margin: margin)
    }

    /// Where byte `offset` of a ```` ```math ```` block's TeX is in the file: its lines start below the fence.
    private func blockPlace(_ node: OpaquePointer, offset: Int, in tex: String) -> SourceLocation {
        let fence = location(of: node)
        return Self.place(of: offset, in: tex, from: SourceLocation(line: fence.line + 1, column: fence.column),
                          margin: fence.column)
    }

    /// The place of byte `offset` of `text` that starts at `start`, its later lines at column `margin`.
    static func place(of offset: Int, in text: String, from start: SourceLocation, margin: Int) -> SourceLocation {
        let before = text.utf8.prefix(offset)
        guard let lastBreak = before.lastIndex(of: UInt8(ascii: "\n")) else {
            return SourceLocation(line: start.line, column: start.column + before.count)
        }
        let lines = before.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return SourceLocation(line: start.line + lines, column: margin + before.distance(from: lastBreak, to:
                                before.endIndex) - 1)
    }
}
