/// The front matter keys folio knows: its own, the other names it reads for them, and the keys Jekyll and Hugo
/// define that folio accepts without a word (`layout`, `weight`, …) because a copied post is full of them.
enum FrontMatterKeys {
    /// Every key `FrontMatter.make` reads, by its lowercase name (Hugo's keys are case-insensitive).
    static let read: Set<String> = [
        "title", "date", "publishdate", "pubdate", "published", "updated", "lastmod", "last_modified_at", "modified",
        "tags", "categories", "category", "draft", "slug", "summary", "description", "excerpt", "image", "images",
        "author", "authors", "permalink", "url", "aliases", "redirect_from", "excerpt_separator", "robots", "related",
        "series", "series_order",
        "search",
    ]

    /// The folio name of each other name, for `FrontMatter.keyLocations`.
    private static let fields: [String: String] = [
        "publishdate": "date", "pubdate": "date", "published": "draft", "lastmod": "updated",
        "last_modified_at": "updated", "modified": "updated", "categories": "tags", "category": "tags",
        "description": "summary", "excerpt": "summary", "images": "image", "authors": "author", "url": "permalink",
        "redirect_from": "aliases",
    ]

    /// Keys of Jekyll and the plugins GitHub Pages runs (jekyll-seo-tag, jekyll-feed, jekyll-sitemap,
    /// jekyll-redirect-from), which folio has no use for.
    static let jekyll: Set<String> = [
        "layout", "render_with_liquid", "lang", "locale", "canonical_url", "seo", "twitter", "facebook", "sitemap",
        "redirect_to", "hidden", "pagination",
    ]

    /// Keys of Hugo's front matter and its built-in templates (Open Graph, Twitter cards), lowercase.
    static let hugo: Set<String> = [
        "layout", "type", "weight", "linktitle", "menu", "menus", "outputs", "params", "resources", "cascade",
        "build", "headless", "iscjklanguage", "markup", "translationkey", "keywords", "expirydate",
        "unpublishdate", "sitemap", "videos", "audio", "toc",
    ]

    /// The name `FrontMatter.make` switches on: lowercase if folio reads it in some case, else as written.
    static func canonical(_ key: String) -> String {
        let lower = key.lowercased()
        return read.contains(lower) ? lower : key
    }

    /// `updated` for `lastmod`, and so on; nil for folio's own names and for keys folio does not read.
    static func field(for key: String) -> String? {
        fields[key]
    }

    static func isDefinedElsewhere(_ key: String) -> Bool {
        jekyll.contains(key) || hugo.contains(key.lowercased())
    }
}
