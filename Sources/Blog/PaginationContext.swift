import Mustache

/// What a list page shows as `page.pagination`: its number among the list's pages, and its neighbours' addresses.
struct PaginationContext {
    var current: Int
    var total: Int
    /// The newer and older pages' addresses, or `""`.
    var previousURL: String
    var nextURL: String

    static let fields = TemplateFields<PaginationContext>()
        .field("current") { .int($0.current) }
        .field("total") { .int($0.total) }
        .field("has_previous") { .bool($0.current > 1) }
        .field("has_next") { .bool($0.current < $0.total) }
        .field("is_paginated") { .bool($0.total > 1) }
        .field("previous_url") { .string($0.previousURL) }
        .field("next_url") { .string($0.nextURL) }
}
