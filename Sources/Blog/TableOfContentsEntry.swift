import Mustache
import Markdown

/// A heading as the table of contents lists it.
enum TableOfContentsEntry {
    static let fields = TemplateFields<Heading>()
        .field("level") { .int($0.level) }
        .field("text") { .string($0.text) }
        .field("id") { .string($0.id) }
}
