import Mustache

/// A tag as the tags page lists it.
struct TagCount {
    var name: String
    var url: String
    var count: Int

    static let fields = TemplateFields<TagCount>()
        .field("name") { .string($0.name) }
        .field("url") { .string($0.url) }
        .field("count") { .int($0.count) }
}
