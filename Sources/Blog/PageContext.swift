import Mustache
import JSON

/// What every template sees as `page`: the fields all kinds share, plus those of its kind.
public struct PageContext: TemplateValueConvertible, Sendable {
    enum Kind: String, CaseIterable, Sendable { case post, page, home, tag, tags, archive, notFound = "404" }

    var kind: Kind
    var title: String
    var description: String
    var url: String
    var address: SiteAddress
    var imageURL: String = ""
    var fields: [String: TemplateValue] = [:]
    /// The page's JSON-LD (see `StructuredData`), which templates see as `structured_data`, written for a
    /// `<script>` element.
    var structuredData: JSONValue?

    /// A post's or page's own file: its summary's fields (see `summary(of:settings:)`), and `fields`.
    init(kind: Kind, summary: TemplateValue, address: SiteAddress, fields: [String: TemplateValue] = [:]) {
        func text(_ key: String) -> String { summary[key]?.interpolatedText ?? "" }
        var all = fields
        if case .map(let entries) = summary { all.merge(entries) { mine, _ in mine } }
        self.init(kind: kind, title: text("title"), description: text("description"), url: text("url"),
                  address: address, imageURL: text("image_absolute"), fields: all)
    }

    init(kind: Kind, title: String, description: String, url: String, address: SiteAddress,
         imageURL: String = "", fields: [String: TemplateValue] = [:]) {
        (self.kind, self.title, self.description, self.url) = (kind, title, description, url)
        (self.address, self.imageURL, self.fields) = (address, imageURL, fields)
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
    ]).union(contentFieldNames)

    /// The names of the page's fields, as templates see them.
    public var fieldNames: Set<String> {
        guard case .map(let map) = templateValue else { return [] }
        return Set(map.keys)
    }

    /// The page as templates see it (`page.title`, `page.url`, …).
    public var templateValue: TemplateValue {
        var map = fields
        map["kind"] = .string(kind.rawValue)
        for other in Kind.allCases { map["is_" + other.rawValue] = .bool(other == kind) }
        map["title"] = .string(title)
        map["description"] = .string(description)
        map["url"] = .string(url)
        map["canonical_url"] = .string(address.absolute(url))
        map["image_absolute"] = .string(imageURL)
        map["structured_data"] = .string(structuredData?.text(for: .htmlScript) ?? "")
        return .map(map)
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
