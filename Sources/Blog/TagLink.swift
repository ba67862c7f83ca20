import Mustache

/// A tag as a post's summary links to it.
struct TagLink {
    var name: String
    var url: String

    static let fields = TemplateFields<TagLink>()
        .field("name") { .string($0.name) }
        .field("url") { .string($0.url) }
}
