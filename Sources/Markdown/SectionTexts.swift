import CMarkGFM

/// The plain text of a document by section, for search: what comes before the first heading, then what follows
/// each heading (the heading's own text is not in it: headings are a field of their own). Read from cmark's tree
/// as it is parsed, before folio changes it: text, code and code blocks, with a space between blocks and at line
/// breaks, so that words of two table cells or two list items never run together.
struct SectionTexts {
    private(set) var sections: [String] = [""]
    private var insideHeading: OpaquePointer?

    /// Reads one event of an iteration over the whole document; `isTitle` tells the heading that becomes the title
    /// (taken out of the body, and no section of its own).
    mutating func read(_ event: cmark_event_type, _ node: OpaquePointer, isTitle: Bool) {
        let type = cmark_node_get_type(node)
        if let heading = insideHeading {
            if event == CMARK_EVENT_EXIT, heading == node { insideHeading = nil }
            return
        }
        guard event == CMARK_EVENT_ENTER else { return }
        switch type {
        case CMARK_NODE_HEADING:
            insideHeading = node
            if !isTitle { sections.append("") }
        case CMARK_NODE_TEXT, CMARK_NODE_CODE: append(cmark_node_get_literal(node))
        case CMARK_NODE_CODE_BLOCK:
            sections[sections.count - 1] += " "
            append(cmark_node_get_literal(node))
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: sections[sections.count - 1] += " "
        default:
            if type.rawValue & 0xC000 == 0x8000 { sections[sections.count - 1] += " " }
        }
    }

    private mutating func append(_ literal: UnsafePointer<CChar>?) {
        guard let literal else { return }
        sections[sections.count - 1] += String(cString: literal)
    }
}
