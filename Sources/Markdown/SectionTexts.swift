import CMarkGFM

/// The plain text of a document by section, for search: what comes before the first heading, then what follows
/// each heading (the heading's own text is not in it: headings are a field of their own). Read from cmark's tree
/// as it is parsed, before folio changes it: text, code and code blocks, with a space between blocks and at line
/// breaks, so that words of two table cells or two list items never run together.
struct SectionTexts {
    /// The sections before the one being read, each a String of its own size: one grown by appending holds up to
    /// twice its bytes, and the preview holds every page's text until its search entry is made.
    private var finished: [String] = []
    /// The bytes of the section being read, copied from cmark's literals as they are.
    private var current: [UInt8] = []
    private var insideHeading: OpaquePointer?

    /// The text of each section, `sections[0]` before the first heading.
    var sections: [String] {
        finished + [String(decoding: current, as: UTF8.self)]
    }

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
            if !isTitle {
                finished.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        case CMARK_NODE_TEXT, CMARK_NODE_CODE: append(cmark_node_get_literal(node))
        case CMARK_NODE_CODE_BLOCK:
            current.append(UInt8(ascii: " "))
            append(cmark_node_get_literal(node))
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: current.append(UInt8(ascii: " "))
        default:
            if type.rawValue & 0xC000 == 0x8000 { current.append(UInt8(ascii: " ")) }
        }
    }

    private mutating func append(_ literal: UnsafePointer<CChar>?) {
        guard let literal else { return }
        current.append(contentsOf: UnsafeRawBufferPointer(start: literal, count: strlen(literal)))
    }
}
