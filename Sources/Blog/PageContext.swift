import Mustache
import JSON

/// What every template sees as `page`: the fields all kinds share, over those of its kind (`extra`: a post's
/// neighbours, a list's posts), over its post's or page's summary.
public struct PageContext: Sendable {
    enum Kind: String, CaseIterable, Sendable { case post, page, home, tag, tags, archive, search, notFound = "404" }

    var kind: Kind
    var title: String
    var description: String
    var url: String
    var address: SiteAddress
    var imageURL: String = ""
    /// The kind's own fields, as a record or a map, over the summary when the page has one; nil when none.
    var extra: TemplateValue?
    /// The page's JSON-LD (see `StructuredData`), which templates see as `structured_data`, written for a
    /// `<script>` element.
    var structuredData: JSONValue?

    /// A post's or page's own file: its summary's fields (see `summary(of:settings:)`), under `extra`'s.
    init(kind: Kind, summary: TemplateValue, address: SiteAddress, extra: TemplateValue? = nil) {
        func text(_ key: String) -> String { summary[key]?.interpolatedText ?? "" }
        self.init(kind: kind, title: text("title"), description: text("description"), url: text("url"),
                  address: address, imageURL: text("image_absolute"), extra: extra ?? summary)
    }

    init(kind: Kind, title: String, description: String, url: String, address: SiteAddress,
         imageURL: String = "", extra: TemplateValue? = nil) {
        (self.kind, self.title, self.description, self.url) = (kind, title, description, url)
        (self.address, self.imageURL, self.extra) = (address, imageURL, extra)
    }

    /// Every field a `page` can have, of any kind, as the README's Themes lists them: what a template may name
    /// even where this site has no page that has it (a post's `previous` in a site of one post). A test holds it to
    /// the fields the contexts really have.
    public static let knownFieldNames: Set<String> = Set(Kind.allCases.map { "is_" + $0.rawValue }).union([
        "kind", "title", "description", "url", "canonical_url", "image_absolute",
        "date", "date_iso", "date_display", "excerpt", "tags", "has_tags", "author", "draft", "future", "updated",
        "updated_iso", "updated_display", "previous", "next", "heading", "posts", "pagination", "years",
        "structured_data", "robots", "image_width", "image_height", "image_alt", "reading_time",
        "reading_time_display", "related", "has_related", "series", "feeds",
        "relative_root",
    ]).union(contentFieldNames)

    /// The names of the page's fields, as templates see them.
    public var fieldNames: Set<String> { templateValue.fieldNames }

    /// The page as templates see it (`page.title`, `page.url`, …).
    public var templateValue: TemplateValue { Self.fields.record(self, base: extra) }

    /// The fields every page has.
    static let fields = Kind.allCases.reduce(TemplateFields<PageContext>().field("kind") { .string($0.kind.rawValue) })
    { fields, kind in fields.field("is_" + kind.rawValue) { @Sendable in .bool($0.kind == kind) } }
        .field("title") { .string($0.title) }
        .field("description") { .string($0.description) }
        .field("url") { .string($0.url) }
        .field("canonical_url") { .string($0.address.absolute($0.url)) }
        .field("image_absolute") { .string($0.imageURL) }
        .field("structured_data") { .string($0.structuredData?.text(for: .htmlScript) ?? "") }
        .field("relative_root") { .string($0.relativeRoot) }

    /// The way from the page's folder back to the site's root, `../../` or `""`, for what must also work when the
    /// site is opened from disk (`file://`), where `/` is the disk's root: the search script and its index.
    var relativeRoot: String {
        let root = address.root
        guard url.hasPrefix(root) else { return "" }
        let depth = url.dropFirst(root.count).reduce(0) { $1 == "/" ? $0 + 1 : $0 }
        return String(repeating: "../", count: depth)
    }

    /// The page with the structured data of a list of posts (`CollectionPage`), or of the site itself on the first
    /// page of the home page (`WebSite`).
    func describedAsCollection(of site: Site) -> PageContext {
        var context = self
        context.structuredData = kind == .home && url == site.address.root ? StructuredData.webSite(site)
            : StructuredData.webPage(type: "CollectionPage", title: title, description: description, url: url,
                                     site: site)
        return context
    }
}
