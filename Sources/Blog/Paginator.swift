/// Splits a list of posts into pages: `/`, `/page/2/`, … (or `/tags/x/`, `/tags/x/page/2/`, …).
struct Paginator: Sendable, Equatable {
    /// The first page's folder below the site root: `""` for the home page, `tags/swift/` for a tag.
    var folder: String
    var itemCount: Int
    var perPage: Int

    var pageCount: Int { max(1, (itemCount + perPage - 1) / perPage) }

    /// The folder of page `number` (1-based) below the site root.
    func folder(ofPage number: Int) -> String {
        number == 1 ? folder : folder + "page/\(number)/"
    }

    /// The items on page `number`.
    func range(ofPage number: Int) -> Range<Int> {
        let start = (number - 1) * perPage
        return start..<min(itemCount, start + perPage)
    }
}
