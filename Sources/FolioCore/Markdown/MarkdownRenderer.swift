import CMarkGFM
import Foundation

/// Renders GitHub-flavoured Markdown through cmark-gfm, then applies folio's additions on the parsed tree.
///
/// This is the only file that touches cmark-gfm: every C object is created in the thread's arena inside `render`
/// and released with it when `render` returns, and no pointer leaves it. That confinement is why the file is longer
/// than the others: the tree walk that applies folio's additions works on cmark's nodes, so it lives here too.
/// Rendering is safe from many threads at once; see `parseLock`.
public struct MarkdownRenderer: Sendable {
    public var options: MarkdownOptions
    public var vocabulary: ImageLayoutVocabulary
    /// Rewrites link and image URLs and adds image attributes; the site builder's way in. Nil in `folio render`.
    public var resolver: (any MarkdownResolver)?

    public init(options: MarkdownOptions = .github, vocabulary: ImageLayoutVocabulary = .builtIn,
                resolver: (any MarkdownResolver)? = nil) {
        self.options = options
        self.vocabulary = vocabulary
        self.resolver = resolver
    }

    /// GitHub's extensions. Footnotes are an option in cmark-gfm 0.29, not an extension.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// cmark-gfm 0.29 keeps the inline parser's table of special characters in a process-wide array, which
    /// `cmark_parser_finish` changes for the attached extensions and changes back afterwards. Two parses at once
    /// corrupt each other (../shared/notes/cmark-gfm-threads.md), so parsing holds this lock; the tree walk and
    /// the HTML renderer, which touch only their own document, run in parallel.
    private static let parseLock = NSLock()
    private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Renders `markdown`, the body of the file at `path` whose first line is line `firstLine` of that file.
    public func render(_ markdown: String, path: String, firstLine: Int = 1) throws(MarkdownError)
        -> RenderedMarkdown {
        _ = Self.registration
        // Every C object of this document lives in the thread's arena and is released here, at once.
        let arena = ThreadArena.current
        defer { arena.reset() }
        var memory = cmark_mem(calloc: { ThreadArena.current.allocate($0 * $1) },
                               realloc: { ThreadArena.current.reallocate($0, $1) }, free: { _ in })
        return try withUnsafeMutablePointer(to: &memory) { memory throws(MarkdownError) -> RenderedMarkdown in
            guard let parser = cmark_parser_new_with_mem(cmarkFlags, memory) else { throw .outOfMemory }
            let root = try parse(markdown, with: parser)
            var walk = TreeWalk(renderer: self, path: path, lineOffset: firstLine - 1, flags: cmarkFlags,
                                extensions: cmark_parser_get_syntax_extensions(parser), memory: memory)
            walk.transform(root)
            let html = walk.renderHTML(root)
            let excerpt = walk.excerpt(of: root)
            return RenderedMarkdown(html: html, title: walk.title, excerpt: excerpt.html, excerptText: excerpt.text,
                                    headings: walk.headings, links: walk.links, diagnostics: walk.diagnostics)
        }
    }

    private func parse(_ markdown: String, with parser: OpaquePointer) throws(MarkdownError) -> OpaquePointer {
        Self.parseLock.lock()
        defer { Self.parseLock.unlock() }
        for name in Self.extensionNames {
            guard let syntax = cmark_find_syntax_extension(name),
                  cmark_parser_attach_syntax_extension(parser, syntax) != 0 else { throw .missingExtension(name) }
        }
        var text = markdown
        text.withUTF8 { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        guard let root = cmark_parser_finish(parser) else { throw .outOfMemory }
        return root
    }

    private var cmarkFlags: Int32 {
        var flags = CMARK_OPT_DEFAULT
        if options.contains(.rawHTML) { flags |= CMARK_OPT_UNSAFE }
        if options.contains(.footnotes) { flags |= CMARK_OPT_FOOTNOTES }
        if options.contains(.smartPunctuation) { flags |= CMARK_OPT_SMART }
        if options.contains(.tableStyleAttributes) { flags |= CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES }
        return flags
    }
}

/// Walks one parsed document: collects what later stages need and applies folio's additions in place.
private struct TreeWalk {
    let renderer: MarkdownRenderer
    let path: String
    let lineOffset: Int
    let flags: Int32
    let extensions: UnsafeMutablePointer<cmark_llist>?
    /// The document's allocator: nodes folio makes live and die with cmark's own.
    let memory: UnsafeMutablePointer<cmark_mem>

    var title: String?
    var headings: [Heading] = []
    var links: [LinkReference] = []
    var diagnostics: [Diagnostic] = []
    private var slugger = HeadingSlugger()

    init(renderer: MarkdownRenderer, path: String, lineOffset: Int, flags: Int32,
         extensions: UnsafeMutablePointer<cmark_llist>?, memory: UnsafeMutablePointer<cmark_mem>) {
        self.renderer = renderer
        self.path = path
        self.lineOffset = lineOffset
        self.flags = flags
        self.extensions = extensions
        self.memory = memory
    }

    func renderHTML(_ node: OpaquePointer) -> String {
        // The string is in the arena, released with the document.
        guard let html = cmark_render_html(node, flags, extensions) else { return "" }
        return String(cString: html)
    }

    // MARK: Transforming

    mutating func transform(_ root: OpaquePointer) {
        var headingNodes: [OpaquePointer] = []
        var imageNodes: [PendingImage] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING: headingNodes.append(node)
            case CMARK_NODE_IMAGE: imageNodes.append(readImage(node))
            case CMARK_NODE_LINK: recordLink(node)
            default: break
            }
        }
        // Changing the tree while iterating it would confuse the iterator, so the changes come afterwards.
        for node in headingNodes { transformHeading(node, isFirstBlock: cmark_node_first_child(root) == node) }
        for image in imageNodes { transformImage(image) }
    }

    private mutating func recordLink(_ node: OpaquePointer) {
        let url = string(cmark_node_get_url(node))
        let place = location(of: node)
        links.append(LinkReference(kind: .link, url: url, location: place))
        if let resolved = renderer.resolver?.resolveLink(url, at: place), resolved != url {
            cmark_node_set_url(node, resolved)
        }
    }

    private mutating func transformHeading(_ node: OpaquePointer, isFirstBlock: Bool) {
        let level = Int(cmark_node_get_heading_level(node))
        let raw = plainText(of: node)
        let text = raw.replacingNewlines()
        let id = renderer.options.contains(.headingIDs) ? slugger.slug(for: raw) : ""
        if level == 1, title == nil {
            title = text
            if isFirstBlock, renderer.options.contains(.titleFromFirstHeading) {
                detach(node)
                return
            }
        }
        headings.append(Heading(level: level, text: text, id: id, line: Int(cmark_node_get_start_line(node))
                                    + lineOffset))
        guard !id.isEmpty else { return }
        // cmark cannot give a heading attributes, so the heading becomes an empty custom block around a custom
        // inline that opens and closes the tag and holds the heading's own inlines: the same bytes, plus an id.
        let block = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, memory)
        let inline = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_INLINE, memory)
        cmark_node_set_on_enter(block, "")
        cmark_node_set_on_exit(block, "")
        cmark_node_set_on_enter(inline, "<h\(level) id=\"\(id)\">")
        cmark_node_set_on_exit(inline, "</h\(level)>")
        while let child = cmark_node_first_child(node) { cmark_node_append_child(inline, child) }
        cmark_node_append_child(block, inline)
        guard cmark_node_insert_before(node, block) != 0 else {
            while let child = cmark_node_first_child(inline) { cmark_node_append_child(node, child) }
            return
        }
        detach(node)
    }

    /// An image as read in the first pass: its URL without layout words, and the classes those words give.
    private struct PendingImage {
        var node: OpaquePointer
        var writtenURL: String
        var url: String
        var classes: [String]
        var location: SourceLocation
    }

    private mutating func readImage(_ node: OpaquePointer) -> PendingImage {
        let written = string(cmark_node_get_url(node))
        var image = PendingImage(node: node, writtenURL: written, url: written, classes: [],
                                 location: location(of: node))
        if renderer.options.contains(.imageLayouts), let fragment = ImageLayoutFragment(url: written) {
            image.url = fragment.url
            switch renderer.vocabulary.classes(for: fragment.words) {
            case .success(let words): image.classes = words
            case .failure(let problems):
                diagnostics += problems.messages.map { .error($0, path: path, at: image.location) }
            }
        }
        links.append(LinkReference(kind: .image, url: image.url, location: image.location))
        return image
    }

    private func transformImage(_ image: PendingImage) {
        let node = image.node
        let resolved = renderer.resolver?.resolveImage(image.url, at: image.location)
        let url = resolved?.url ?? image.url
        if url != image.writtenURL { cmark_node_set_url(node, url) }

        let extra = resolved?.attributes ?? []
        let title = string(cmark_node_get_title(node))
        if renderer.options.contains(.figures), !title.isEmpty, isAloneInParagraph(node) {
            makeFigure(of: node, title: title, classes: image.classes, attributes: extra)
        } else if !image.classes.isEmpty || !extra.isEmpty {
            replace(node,
                    withInlineHTML: imageTag(node, attributes: classAttribute(image.classes) + attributeList(extra)))
        }
    }

    private func classAttribute(_ classes: [String]) -> String {
        classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
    }

    /// cmark's own `<img … />` for the node, with extra attributes before the ` />`.
    private func imageTag(_ node: OpaquePointer, attributes: String) -> String {
        let html = renderHTML(node)
        guard html.hasSuffix(" />") else { return html }
        return html.dropLast(3) + attributes + " />"
    }

    private func isAloneInParagraph(_ node: OpaquePointer) -> Bool {
        guard let parent = cmark_node_parent(node), cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH else {
            return false
        }
        return cmark_node_first_child(parent) == node && cmark_node_last_child(parent) == node
    }

    private func makeFigure(of node: OpaquePointer, title: String, classes: [String],
                                     attributes: [(String, String)]) {
        guard let paragraph = cmark_node_parent(node) else { return }
        cmark_node_set_title(node, "")
        let image = imageTag(node, attributes: attributeList(attributes))
        let caption = HTMLEscaping.escape(title)
        let block = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, memory)
        cmark_node_set_on_enter(block,
                                "<figure\(classAttribute(classes))>\n\(image)\n<figcaption>\(caption)</figcaption>")
        cmark_node_set_on_exit(block, "</figure>")
        guard cmark_node_insert_before(paragraph, block) != 0 else { return }
        detach(paragraph)
    }

    /// ` name="value"` for each attribute, the values escaped for HTML.
    private func attributeList(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(HTMLEscaping.escape($0.1))\"" }.joined()
    }

    /// Puts raw HTML where the inline node was. A custom inline renders whatever the raw-HTML option says, but
    /// table cells accept only some inline types, so there an HTML inline stands in. Returns false, leaving the
    /// node as it was, when cmark accepts neither.
    @discardableResult
    private func replace(_ node: OpaquePointer, withInlineHTML html: String) -> Bool {
        for type in [CMARK_NODE_CUSTOM_INLINE, CMARK_NODE_HTML_INLINE] {
            guard let replacement = cmark_node_new_with_mem(type, memory) else { continue }
            if type == CMARK_NODE_CUSTOM_INLINE {
                cmark_node_set_on_enter(replacement, html)
                cmark_node_set_on_exit(replacement, "")
            } else {
                cmark_node_set_literal(replacement, html)
            }
            if cmark_node_insert_before(node, replacement) != 0 {
                detach(node)
                return true
            }
        }
        return false
    }

    /// Takes a node out of the tree. It is not freed: text moved out of it may still point into its buffers, and
    /// the arena releases it with the rest of the document.
    private func detach(_ node: OpaquePointer) {
        cmark_node_unlink(node)
    }

    // MARK: Excerpt

    /// The blocks before a `<!-- more -->` line, else the first paragraph, as HTML and as text.
    func excerpt(of root: OpaquePointer) -> (html: String, text: String) {
        var blocks: [OpaquePointer] = []
        var child = cmark_node_first_child(root)
        while let node = child {
            if cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK, isMoreMarker(string(cmark_node_get_literal(node))) {
                let text = blocks.map { plainText(of: $0).replacingNewlines() }.joined(separator: " ")
                return (blocks.map(renderHTML).joined(), text)
            }
            blocks.append(node)
            child = cmark_node_next(node)
        }
        guard let paragraph = blocks.first(where: { cmark_node_get_type($0) == CMARK_NODE_PARAGRAPH }) else {
            return ("", "")
        }
        return (renderHTML(paragraph), plainText(of: paragraph).replacingNewlines())
    }

    private func isMoreMarker(_ literal: String) -> Bool {
        literal.filter { !$0.isWhitespace }.lowercased() == "<!--more-->"
    }

    // MARK: Reading nodes

    /// Where a node starts in the file. Nodes that cmark-gfm's autolink extension makes (`www.x.org`, `ftp://x`)
    /// have no position of their own (line 0), so they take the nearest enclosing node's.
    private func location(of node: OpaquePointer) -> SourceLocation {
        var placed: OpaquePointer? = node
        while let current = placed, cmark_node_get_start_line(current) == 0 { placed = cmark_node_parent(current) }
        let line = placed.map { Int(cmark_node_get_start_line($0)) } ?? 1
        let column = placed.map { Int(cmark_node_get_start_column($0)) } ?? 1
        return SourceLocation(line: max(1, line) + lineOffset, column: max(1, column))
    }

    /// The text a browser shows for the node: text and code, with line breaks as `\n`, without image alt text.
    private func plainText(of node: OpaquePointer) -> String {
        // Most headings are one run of text, which needs no walk.
        if let only = cmark_node_first_child(node), cmark_node_next(only) == nil,
           cmark_node_get_type(only) == CMARK_NODE_TEXT {
            return string(cmark_node_get_literal(only))
        }
        var text = ""
        var skippedImage: OpaquePointer?
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let current = cmark_iter_get_node(iterator) else { continue }
            if let image = skippedImage {
                if event == CMARK_EVENT_EXIT, current == image { skippedImage = nil }
                continue
            }
            guard event == CMARK_EVENT_ENTER else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += string(cmark_node_get_literal(current))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += "\n"
            case CMARK_NODE_IMAGE: skippedImage = current
            default: break
            }
        }
        return text
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

private extension String {
    func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
    }
}
