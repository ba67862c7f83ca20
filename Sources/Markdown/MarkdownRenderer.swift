import CMarkGFM
import Foundation
import SourceDiagnostics
import HTML
import Highlighting

/// Renders GitHub-flavoured Markdown through cmark-gfm, then applies folio's additions on the parsed tree.
///
/// This file and the few beside it that extend its tree walk (math, `TreeWalk+Math.swift`, `MathSyntaxExtension`)
/// are the only ones that touch cmark-gfm: every C object is created in the thread's arena inside `render` and
/// released with it when `render` returns, and no pointer leaves them. That confinement is why the file is longer
/// than the others: the tree walk that applies folio's additions works on cmark's nodes, so it lives here too.
/// Rendering is safe from many threads at once; see `parsers`.
public struct MarkdownRenderer: Sendable {
    /// What to render: GitHub's Markdown, and which of folio's additions.
    public var options: MarkdownOptions
    /// The layout words images may use, and the text column's width.
    public var vocabulary: ImageLayoutVocabulary
    /// Front matter's `excerpt_separator`: the excerpt ends before the block that holds this text, or with the
    /// paragraph that holds it (Jekyll's `<!--more-->` at the end of a paragraph). Nil: `<!-- more -->`.
    public var excerptSeparator: String?

    public init(options: MarkdownOptions = .github, vocabulary: ImageLayoutVocabulary = .builtIn) {
        self.options = options
        self.vocabulary = vocabulary
    }

    /// GitHub's extensions. Footnotes are an option in cmark-gfm 0.29, not an extension.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// The copies of the parser to parse with, one document each at a time: cmark-gfm 0.29 cannot parse two at
    /// once in one copy of the library. The tree walk and the HTML renderer touch only their own document.
    var parsers = CMarkParsers.shared

    /// Renders `markdown`, the body of the file at `path` whose first line is line `firstLine` of that file, with
    /// links and images as written (`folio render`).
    public func render(_ markdown: String, path: String, firstLine: Int = 1) throws(MarkdownError)
        -> RenderedMarkdown {
        var none: UnresolvedLinks? = nil
        return try render(markdown, path: path, firstLine: firstLine, resolver: &none)
    }

    /// Renders `markdown` as `render(_:path:firstLine:)` does, with `resolver` rewriting link and image URLs and
    /// adding image attributes: the site builder's way in. It keeps what it learns (see `MarkdownResolver`).
    public func render<Resolver: MarkdownResolver>(_ markdown: String, path: String, firstLine: Int = 1,
                                                   resolving resolver: inout Resolver) throws(MarkdownError)
        -> RenderedMarkdown {
        var some: Resolver? = resolver
        defer { resolver = some! }
        return try render(markdown, path: path, firstLine: firstLine, resolver: &some)
    }

    private func render<Resolver: MarkdownResolver>(_ markdown: String, path: String, firstLine: Int,
                                                    resolver: inout Resolver?) throws(MarkdownError)
        -> RenderedMarkdown {
        // Every C object of this document lives in the thread's arena and is released here, at once.
        let arena = ThreadArena.current
        defer { arena.reset() }
        let memory = arena.memory
        // Math costs nothing to a document without a `$`: the extension is attached only where one is.
        let math = options.contains(.math) && MathSearch.mayOccur(in: markdown) ? MathSearch() : nil
        defer { math?.free() }
        do {
            let (root, extensions) = try parse(markdown, memory: memory, math: math?.syntax)
            var walk = TreeWalk(renderer: self, resolver: resolver, path: path, lineOffset: firstLine - 1,
                                flags: cmarkFlags, extensions: extensions, memory: memory)
            defer { resolver = walk.resolver }
            walk.markdown = markdown
            walk.replacesEmoji = options.contains(.emoji) && EmojiShortcodes.mayOccur(in: markdown)
            walk.transform(root)
            let html = walk.renderHTMLBytes(root)
            let excerpt = walk.excerpt(of: root)
            // Only a page with alerts has a different body for feeds, so only it is rendered twice.
            let feedHTML = walk.alerts.isEmpty ? nil : walk.renderFeedHTML(root)
            return RenderedMarkdown(htmlBytes: html, title: walk.title, excerpt: excerpt.html,
                                    excerptText: excerpt.text, headings: walk.headings, anchors: walk.anchors,
                                    feedHTML: feedHTML, links: walk.links, diagnostics: walk.diagnostics,
                                    unknownLanguages: walk.unknownLanguages, words: walk.wordCounter.count,
                                    sections: walk.sectionTexts.sections)
        }
    }

    /// The document's tree and the extensions it was parsed with, both in the arena of `memory`.
    func parse(_ markdown: String, memory: UnsafeMutablePointer<cmark_mem>, math: OpaquePointer?)
        throws(MarkdownError) -> (root: OpaquePointer, extensions: UnsafeMutablePointer<cmark_llist>?) {
        try parsers.withCopy { copy throws(MarkdownError) in
            guard let parser = copy.newParser(cmarkFlags, memory) else { throw .outOfMemory }
            for name in Self.extensionNames {
                guard let syntax = copy.findExtension(name), copy.attach(parser, syntax) != 0 else {
                    throw .missingExtension(name)
                }
            }
            if let math, copy.attach(parser, math) == 0 { throw .missingExtension("folio-math") }
            var text = markdown
            text.withUTF8 { $0.withMemoryRebound(to: CChar.self) { copy.feed(parser, $0.baseAddress, $0.count) } }
            guard let root = copy.finish(parser) else { throw .outOfMemory }
            return (root, copy.extensions(parser))
        }
    }

    /// The text of a named character reference (`eacute` → `é`), as cmark-gfm's copy of HTML's table has it, or
    /// nil when there is none: raw HTML's attributes use the same names as Markdown's text. Rare, so one tiny
    /// document is parsed for each, in the arena of `memory`.
    fileprivate func decodeNamedReference(_ name: String, memory: UnsafeMutablePointer<cmark_mem>) -> String? {
        let text = "&\(name);"
        let root = parsers.withCopy { copy -> OpaquePointer? in
            guard let parser = copy.newParser(CMARK_OPT_DEFAULT, memory) else { return nil }
            copy.feed(parser, text, text.utf8.count)
            return copy.finish(parser)
        }
        guard let root, let paragraph = cmark_node_first_child(root), let only = cmark_node_first_child(paragraph),
              cmark_node_next(only) == nil, cmark_node_get_type(only) == CMARK_NODE_TEXT,
              let literal = cmark_node_get_literal(only) else { return nil }
        let decoded = String(cString: literal)
        return decoded == text ? nil : decoded
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
struct TreeWalk<Resolver: MarkdownResolver> {
    let renderer: MarkdownRenderer
    /// Asked about every link and image, in document order; nil leaves them as written.
    var resolver: Resolver?
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
    var unknownLanguages: [UnknownLanguage] = []
    /// The document's text, for the highlighter's warnings about fence options.
    var markdown = ""
    /// Emoji shortcodes are on and the text holds one somewhere.
    var replacesEmoji = false
    /// The TeX of each formula made MathML, by the node that holds it now, for the plain text of headings and
    /// excerpts.
    var mathTeX: [OpaquePointer: String] = [:]
    private var slugger = HeadingSlugger()
    /// The raw HTML's ids and `<a>` names; its ids again, with their places, to find duplicates.
    var anchors: [String] = []
    private var rawIDs: [DuplicateIDs.RawID] = []
    private var openElements = HTMLOpenElements()
    /// The document's words so far, and how many images or title headings the walk is inside (their text is not
    /// counted).
    var wordCounter = WordCounter()
    private var uncounted = 0
    /// The alerts made, as custom blocks, for `renderFeedHTML`.
    private(set) var alerts: [(block: OpaquePointer, kind: AlertKind)] = []
    /// The text by section, for search.
    var sectionTexts = SectionTexts()

    init(renderer: MarkdownRenderer, resolver: Resolver?, path: String, lineOffset: Int, flags: Int32,
         extensions: UnsafeMutablePointer<cmark_llist>?, memory: UnsafeMutablePointer<cmark_mem>) {
        self.renderer = renderer
        self.resolver = resolver
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

    /// The node's HTML as cmark wrote it, copied out of the arena in one piece, without reading it as text.
    func renderHTMLBytes(_ node: OpaquePointer) -> [UInt8] {
        guard let html = cmark_render_html(node, flags, extensions) else { return [] }
        let count = strlen(html)
        return html.withMemoryRebound(to: UInt8.self, capacity: count) {
            Array(UnsafeBufferPointer(start: $0, count: count))
        }
    }

    /// The document as feeds show it: each alert a plain quote (see `AlertKind.feedOpening`). Changes the alerts.
    func renderFeedHTML(_ root: OpaquePointer) -> String {
        for (block, kind) in alerts {
            cmark_node_set_on_enter(block, kind.feedOpening)
            cmark_node_set_on_exit(block, AlertKind.feedClosing)
        }
        return renderHTML(root)
    }

    // MARK: Transforming

    mutating func transform(_ root: OpaquePointer) {
        var headingNodes: [OpaquePointer] = []
        var imageNodes: [PendingImage] = []
        var quoteNodes: [OpaquePointer] = []
        var codeNodes: [OpaquePointer] = []
        var textRuns: [OpaquePointer] = []
        var mathNodes: [OpaquePointer] = []
        var taskItems: [OpaquePointer] = []
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        let title = titleHeading(of: root)
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            countWords(node, entering: event == CMARK_EVENT_ENTER, title: title)
            sectionTexts.read(event, node, isTitle: node == title)
            guard event == CMARK_EVENT_ENTER else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING: headingNodes.append(node)
            case CMARK_NODE_IMAGE: imageNodes.append(readImage(node))
            case CMARK_NODE_LINK: recordLink(node)
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE: readRawHTML(node, root: root)
            case CMARK_NODE_BLOCK_QUOTE where cmark_node_parent(node) == root && openElements.isEmpty:
                quoteNodes.append(node)
            case CMARK_NODE_CODE where cmark_node_get_user_data(node) != nil: mathNodes.append(node)
            case CMARK_NODE_CODE_BLOCK where renderer.options.contains(.math) && isMathBlock(node):
                mathNodes.append(node)
            case CMARK_NODE_CODE_BLOCK where renderer.options.contains(.highlighting): codeNodes.append(node)
            case CMARK_NODE_TEXT where replacesEmoji && isEmojiRunStart(node): textRuns.append(node)
            case CMARK_NODE_ITEM where renderer.options.contains(.labelledTaskItems)
                && string(cmark_node_get_type_string(node)) == "tasklist":
                taskItems.append(node)
            default: break
            }
        }
        // Changing the tree while iterating it would confuse the iterator, so the changes come afterwards.
        for node in headingNodes { transformHeading(node, isFirstBlock: cmark_node_first_child(root) == node) }
        // After the headings, whose ids GitHub makes from the shortcodes as written.
        for node in textRuns { replaceEmoji(inRunFrom: node) }
        // After the headings too: their ids and text hold the TeX, as GitHub's do.
        if !mathNodes.isEmpty { renderMath(mathNodes) }
        for image in imageNodes { transformImage(image) }
        for node in codeNodes { highlightCode(node) }
        if renderer.options.contains(.alerts) { quoteNodes.forEach { transformAlert($0) } }
        taskItems.forEach { labelTaskItem($0) }
        for (message, place) in DuplicateIDs.warnings(headings: headings, ids: rawIDs) {
            diagnostics.append(.warning(message, path: path, at: place))
        }
    }

    // MARK: Words

    /// The first block when it is a level-1 heading that becomes the page's title (see `transformHeading`).
    private func titleHeading(of root: OpaquePointer) -> OpaquePointer? {
        guard renderer.options.contains(.titleFromFirstHeading), let first = cmark_node_first_child(root),
              cmark_node_get_type(first) == CMARK_NODE_HEADING, cmark_node_get_heading_level(first) == 1 else {
            return nil
        }
        return first
    }

    /// Counts the words of text and code as the walk meets them, but not an image's description or the title.
    private mutating func countWords(_ node: OpaquePointer, entering: Bool, title: OpaquePointer?) {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE:
            if uncounted == 0, let literal = cmark_node_get_literal(node) {
                literal.withMemoryRebound(to: UInt8.self, capacity: 0) {
                    wordCounter.feed(UnsafeBufferPointer(start: $0, count: strlen(literal)))
                }
            }
        case CMARK_NODE_CODE_BLOCK:
            if let literal = cmark_node_get_literal(node) {
                literal.withMemoryRebound(to: UInt8.self, capacity: 0) {
                    wordCounter.feed(UnsafeBufferPointer(start: $0, count: strlen(literal)))
                }
            }
            wordCounter.endWord()
        case CMARK_NODE_IMAGE:
            uncounted += entering ? 1 : -1
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            wordCounter.endWord()
        default:
            if node == title { uncounted += entering ? 1 : -1 }
            // A block ends any word: `a` in one cell and `b` in the next are two.
            if type.rawValue & 0xC000 != 0xC000 { wordCounter.endWord() }
        }
    }

    // MARK: Task items

    /// A task list item's checkbox, which the tasklist extension writes unlabelled, written by folio with the
    /// item's first paragraph as its label: `<li><label><input type="checkbox" disabled="" /> text</label>`.
    private func labelTaskItem(_ item: OpaquePointer) {
        let checked = cmark_gfm_extensions_get_tasklist_item_checked(item)
        guard let paragraph = cmark_node_first_child(item), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
              cmark_node_first_child(paragraph) != nil,
              let label = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_INLINE, memory) else { return }
        let state = checked ? " checked=\"\"" : ""
        cmark_node_set_on_enter(label, "<label><input type=\"checkbox\"\(state) disabled=\"\" /> ")
        cmark_node_set_on_exit(label, "</label>")
        guard cmark_node_append_child(paragraph, label) != 0 else { return }
        while let child = cmark_node_first_child(paragraph), child != label { cmark_node_append_child(label, child) }
        // Without the extension the item is a plain `<li>`, and the checkbox is the label's.
        cmark_node_set_syntax_extension(item, nil)
    }

    // MARK: Raw HTML

    /// Collects the anchors of an HTML block or inline, and follows the elements the top level leaves open.
    private mutating func readRawHTML(_ node: OpaquePointer, root: OpaquePointer) {
        let literal = string(cmark_node_get_literal(node))
        let tags = HTMLTagScanner.tags(in: literal) { [renderer, memory] in
            renderer.decodeNamedReference($0, memory: memory)
        }
        if cmark_node_parent(node) == root { openElements.read(tags) }
        var heading: OpaquePointer?
        var ancestor = cmark_node_parent(node)
        while let current = ancestor, cmark_node_get_type(current).rawValue & 0xC000 == 0xC000 {  // an inline
            // Raw HTML in an image's alt text is the alt text's characters, not elements.
            if cmark_node_get_type(current) == CMARK_NODE_IMAGE { return }
            ancestor = cmark_node_parent(current)
        }
        if let block = ancestor, cmark_node_get_type(block) == CMARK_NODE_HEADING {
            // A title heading leaves the body (see `transformHeading`), and its anchors with it.
            if block == cmark_node_first_child(root), cmark_node_get_heading_level(block) == 1,
               renderer.options.contains(.titleFromFirstHeading) { return }
            heading = block
        }
        let found = tags.flatMap(\.anchors)
        anchors += found.map(\.value)
        let ids = found.filter { $0.name == "id" }
        guard !ids.isEmpty else { return }
        let headingLine = heading.map { Int(cmark_node_get_start_line($0)) + lineOffset }
        let places = location(of: node).locating(bytes: ids.map(\.offset), in: literal)
        for (id, place) in zip(ids, places) {
            rawIDs.append(DuplicateIDs.RawID(value: id.value, location: place, headingLine: headingLine))
        }
    }

    // MARK: Alerts

    /// Makes a quote whose first line is an alert's marker into that alert, as GitHub does (see `AlertKind`).
    private mutating func transformAlert(_ quote: OpaquePointer) {
        guard let paragraph = cmark_node_first_child(quote),
              cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH else { return }
        var marker: [OpaquePointer] = []
        var line = ""
        var child = cmark_node_first_child(paragraph)
        while let node = child, cmark_node_get_type(node) == CMARK_NODE_TEXT {
            line += string(cmark_node_get_literal(node))
            marker.append(node)
            child = cmark_node_next(node)
        }
        let lineBreak = child.flatMap { [CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(cmark_node_get_type($0))
            ? $0 : nil }
        // The marker is the whole first line, and something follows it.
        guard child == nil || lineBreak != nil, let kind = AlertKind(markerLine: line),
              lineBreak != nil || cmark_node_next(paragraph) != nil,
              let block = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, memory) else { return }
        cmark_node_set_on_enter(block, kind.pageOpening)
        cmark_node_set_on_exit(block, AlertKind.pageClosing)
        guard cmark_node_insert_before(quote, block) != 0 else { return }
        for node in marker + [lineBreak].compactMap({ $0 }) { detach(node) }
        if cmark_node_first_child(paragraph) == nil { detach(paragraph) }
        while let node = cmark_node_first_child(quote) { cmark_node_append_child(block, node) }
        detach(quote)
        alerts.append((block, kind))
    }

    // MARK: Code

    /// The fences GitHub draws rather than colours (math, diagrams, maps, models): shown as code without a word when
    /// folio does not draw them (`math: false`; Mermaid, GeoJSON, TopoJSON and STL always).
    static var githubDrawnLanguages: Set<String> { ["math", "mermaid", "geojson", "topojson", "stl"] }

    /// A fenced block in a language folio knows, or with fence options, becomes a custom block holding the
    /// highlighter's HTML, which is cmark's own with spans in it; any other block stays as cmark renders it.
    private mutating func highlightCode(_ node: OpaquePointer) {
        let info = string(cmark_node_get_fence_info(node))
        guard !info.isEmpty, let literal = cmark_node_get_literal(node) else { return }
        let code = UnsafeRawBufferPointer(start: literal, count: strlen(literal)).bindMemory(to: UInt8.self)
        let (text, line) = (markdown, Int(cmark_node_get_start_line(node)))
        let result = CodeHighlighter.highlight(.init(info: info, code: code, path: path, location: location(of: node),
                                                     fenceLine: { CodeHighlighter.line(line, of: text) }))
        diagnostics += result.diagnostics
        if let name = result.unknownLanguage, !Self.githubDrawnLanguages.contains(name.lowercased()) {
            UnknownLanguage.record(name, at: location(of: node), in: &unknownLanguages)
        }
        guard let html = result.html, let block = cmark_node_new_with_mem(CMARK_NODE_CUSTOM_BLOCK, memory) else {
            return
        }
        cmark_node_set_on_enter(block, html)
        cmark_node_set_on_exit(block, "")
        guard cmark_node_insert_before(node, block) != 0 else { return }
        detach(node)
    }

    private mutating func recordLink(_ node: OpaquePointer) {
        let url = string(cmark_node_get_url(node))
        let place = location(of: node)
        links.append(LinkReference(kind: .link, url: url, location: place))
        if let resolved = resolver?.resolveLink(url, at: place), resolved != url {
            cmark_node_set_url(node, resolved)
        }
    }

    private mutating func transformHeading(_ node: OpaquePointer, isFirstBlock: Bool) {
        let level = Int(cmark_node_get_heading_level(node))
        let raw = plainText(of: node)
        let text = (replacesEmoji ? plainText(of: node, replacingEmoji: true) : raw).replacingNewlines()
        let id = renderer.options.contains(.headingIDs) ? slugger.slug(for: raw) : ""
        if level == 1, title == nil {
            title = text
            if isFirstBlock, renderer.options.contains(.titleFromFirstHeading) {
                // The page shows it as its title, at the top; a link to its id, which works on GitHub, goes there.
                if !id.isEmpty { anchors.append(id) }
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
        if renderer.options.contains(.imageLayouts) {
            let github = ImageColorScheme.read(written)
            if let problem = github.problem { diagnostics.append(.error(problem, path: path, at: image.location)) }
            image.url = github.url
            if github.problem == nil, let fragment = ImageLayoutFragment(url: github.url) {
                image.url = fragment.url
                switch renderer.vocabulary.classes(for: fragment.words) {
                case .success(let words): image.classes = words
                case .failure(let problems):
                    diagnostics += problems.messages.map { .error($0, path: path, at: image.location) }
                }
            }
            if let scheme = github.scheme { image.classes.append(scheme.className) }
        }
        links.append(LinkReference(kind: .image, url: image.url, location: image.location))
        return image
    }

    private mutating func transformImage(_ image: PendingImage) {
        let node = image.node
        let resolved = resolver?.resolveImage(image.url, layout: image.classes, at: image.location)
        let url = resolved?.url ?? image.url
        if url != image.writtenURL { cmark_node_set_url(node, url) }
        if let resolved { collect(resolved, at: image.location) }

        let extra = resolved?.attributes ?? []
        let title = string(cmark_node_get_title(node))
        if renderer.options.contains(.figures), !title.isEmpty, isAloneInParagraph(node) {
            makeFigure(of: node, title: title, classes: image.classes, attributes: extra, resolved: resolved)
        } else if !image.classes.isEmpty || !extra.isEmpty || resolved?.sources.isEmpty == false {
            let tag = imageTag(node, attributes: classAttribute(image.classes) + attributeList(extra))
            replace(node, withInlineHTML: resolved?.picture(around: tag) ?? tag)
        }
    }

    /// The resolver's problem with the image, if any, at the image's place.
    private mutating func collect(_ resolved: ResolvedImage, at location: SourceLocation) {
        if let problem = resolved.problem { diagnostics.append(.error(problem, path: path, at: location)) }
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

    func isAloneInParagraph(_ node: OpaquePointer) -> Bool {
        guard let parent = cmark_node_parent(node), cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH else {
            return false
        }
        return cmark_node_first_child(parent) == node && cmark_node_last_child(parent) == node
    }

    private func makeFigure(of node: OpaquePointer, title: String, classes: [String],
                                     attributes: [(String, String)], resolved: ResolvedImage?) {
        guard let paragraph = cmark_node_parent(node) else { return }
        cmark_node_set_title(node, "")
        let tag = imageTag(node, attributes: attributeList(attributes))
        let image = resolved?.picture(around: tag) ?? tag
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

    /// Puts raw HTML where the inline node was, and returns the node that holds it. A custom inline renders whatever
    /// the raw-HTML option says, but table cells accept only some inline types, so there an HTML inline stands in.
    /// Returns nil, leaving the node as it was, when cmark accepts neither.
    @discardableResult
    func replace(_ node: OpaquePointer, withInlineHTML html: String) -> OpaquePointer? {
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
                return replacement
            }
        }
        return nil
    }

    /// Takes a node out of the tree. It is not freed: text moved out of it may still point into its buffers, and
    /// the arena releases it with the rest of the document.
    func detach(_ node: OpaquePointer) {
        cmark_node_unlink(node)
    }

    // MARK: Emoji

    /// The first of a run of text nodes (cmark splits text at `:`), outside image descriptions, which are attributes,
    /// and autolinks, whose text is their URL.
    private func isEmojiRunStart(_ node: OpaquePointer) -> Bool {
        if let previous = cmark_node_previous(node), cmark_node_get_type(previous) == CMARK_NODE_TEXT { return false }
        var ancestor = cmark_node_parent(node)
        while let current = ancestor, cmark_node_get_type(current).rawValue & 0xC000 == 0xC000 {  // an inline
            switch cmark_node_get_type(current) {
            case CMARK_NODE_IMAGE: return false
            case CMARK_NODE_LINK where cmark_node_first_child(current) == node && cmark_node_next(node) == nil:
                let text = string(cmark_node_get_literal(node)), url = string(cmark_node_get_url(current))
                if [text, "http://" + text, "mailto:" + text].contains(url) { return false }
            default: break
            }
            ancestor = cmark_node_parent(current)
        }
        return true
    }

    /// Replaces the shortcodes in the run of text nodes that starts at `node`, which becomes one node.
    private func replaceEmoji(inRunFrom node: OpaquePointer) {
        var text = string(cmark_node_get_literal(node))
        var next = cmark_node_next(node)
        var rest: [OpaquePointer] = []
        while let current = next, cmark_node_get_type(current) == CMARK_NODE_TEXT {
            text += string(cmark_node_get_literal(current))
            rest.append(current)
            next = cmark_node_next(current)
        }
        guard let replaced = EmojiShortcodes.replacing(in: text) else { return }
        cmark_node_set_literal(node, replaced)
        rest.forEach(detach)
    }

    // MARK: Excerpt

    /// The blocks before a `<!-- more -->` line (or the excerpt separator), else the first paragraph, as HTML and
    /// as text.
    func excerpt(of root: OpaquePointer) -> (html: String, text: String) {
        var blocks: [OpaquePointer] = []
        var child = cmark_node_first_child(root)
        while let node = child {
            let isHTML = cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK
            var ends = false
            if let separator = renderer.excerptSeparator {
                let literal = string(cmark_node_get_literal(node))
                ends = isHTML && literal.trimmingCharacters(in: .whitespacesAndNewlines) == separator
                if !ends, contains(separator, in: node) {
                    blocks.append(node)
                    ends = true
                }
            } else {
                ends = isHTML && isMoreMarker(string(cmark_node_get_literal(node)))
            }
            if ends {
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

    /// True when the literal text of `node` or of a node inside it (text, inline HTML, code) holds `separator`.
    private func contains(_ separator: String, in node: OpaquePointer) -> Bool {
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator),
                  let literal = cmark_node_get_literal(current) else { continue }
            if String(cString: literal).contains(separator) { return true }
        }
        return false
    }

    private func isMoreMarker(_ literal: String) -> Bool {
        literal.filter { !$0.isWhitespace }.lowercased() == "<!--more-->"
    }

    // MARK: Reading nodes

    /// Where a node starts in the file. Nodes that cmark-gfm's autolink extension makes (`www.x.org`, `ftp://x`)
    /// have no position of their own (line 0), so they take the nearest enclosing node's.
    func location(of node: OpaquePointer) -> SourceLocation {
        var placed: OpaquePointer? = node
        while let current = placed, cmark_node_get_start_line(current) == 0 { placed = cmark_node_parent(current) }
        let line = placed.map { Int(cmark_node_get_start_line($0)) } ?? 1
        let column = placed.map { Int(cmark_node_get_start_column($0)) } ?? 1
        return SourceLocation(line: max(1, line) + lineOffset, column: max(1, column))
    }

    /// The text a browser shows for the node: text and code, with line breaks as `\n`, without image alt text;
    /// with emoji for the shortcodes in its text when `replacingEmoji`.
    private func plainText(of node: OpaquePointer, replacingEmoji: Bool = false) -> String {
        // Most headings are one run of text, which needs no walk.
        if !replacingEmoji, let only = cmark_node_first_child(node), cmark_node_next(only) == nil,
           cmark_node_get_type(only) == CMARK_NODE_TEXT {
            return string(cmark_node_get_literal(only))
        }
        var text = ""
        var run = ""  // the text nodes since the last other node, whose shortcodes may span them
        func endRun() {
            text += replacingEmoji ? EmojiShortcodes.replacing(in: run) ?? run : run
            run = ""
        }
        var skippedImage: OpaquePointer?
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let current = cmark_iter_get_node(iterator) else { continue }
            if let image = skippedImage {
                if event == CMARK_EVENT_EXIT, current == image { skippedImage = nil }
                continue
            }
            let type = cmark_node_get_type(current)
            if type == CMARK_NODE_TEXT, event == CMARK_EVENT_ENTER {
                run += string(cmark_node_get_literal(current))
                continue
            }
            endRun()
            guard event == CMARK_EVENT_ENTER else { continue }
            switch type {
            case CMARK_NODE_CODE: text += string(cmark_node_get_literal(current))
            case CMARK_NODE_CUSTOM_INLINE, CMARK_NODE_CUSTOM_BLOCK: text += mathTeX[current] ?? ""
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += "\n"
            case CMARK_NODE_IMAGE: skippedImage = current
            default: break
            }
        }
        endRun()
        return text
    }

    func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

extension String {
    /// Every line feed a space, as splitting at the character `\n` and joining with spaces does: a `\r\n` is one
    /// character, not a line feed, and stays. By bytes, since every post's excerpt and headings come through here.
    func replacingNewlines() -> String {
        guard utf8.contains(UInt8(ascii: "\n")) else { return self }
        var bytes = Array(utf8)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n")
            && (index == 0 || bytes[index - 1] != UInt8(ascii: "\r")) {
            bytes[index] = UInt8(ascii: " ")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
