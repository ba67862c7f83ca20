import JSON
import Mustache
import Content

/// The JSON-LD (schema.org) a page carries for search engines, made from the same values as the page: a
/// `BlogPosting` for a post, `WebSite` for the home page, `WebPage` for a standalone page and `CollectionPage` for
/// the lists. The theme's layout places it, in `<script type="application/ld+json">`, so a theme may leave it
/// out; no microdata is written into the HTML.
enum StructuredData {
    /// A post, from its summary (title, description, dates, picture, tags) and its source (author), as Google reads
    /// an article: headline, description, both dates with their offset, the author as a Person, absolute images,
    /// the page it is the main entity of, its language and keywords. `wordCount` is added from the page itself
    /// (`adding(wordCount:to:)`); the publisher only when the site has a logo.
    static func blogPosting(summary: TemplateValue, source: PageSource, site: Site, series: Series?) -> JSONValue {
        let address = site.address, config = site.config
        func text(_ key: String) -> String { summary[key]?.interpolatedText ?? "" }
        let url = address.absolute(text("url"))
        let published = text("date_iso")
        let modified = text("updated_iso").isEmpty ? published : text("updated_iso")
        var keywords: [JSONValue] = []
        if case .list(let tags)? = summary["tags"] {
            keywords = tags.map { .string($0["name"]?.interpolatedText ?? "") }
        }
        let image = text("image_absolute")
        return .object([
            "@context": "https://schema.org",
            "@type": "BlogPosting",
            "headline": .string(text("title")),
            "description": .nonEmpty(text("description")),
            "url": .string(url),
            "mainEntityOfPage": ["@type": "WebPage", "@id": .string(url)],
            "datePublished": .string(published),
            "dateModified": .string(modified),
            "author": author(of: source, site: site),
            "image": image.isEmpty ? nil : .array([.string(image)]),
            "inLanguage": .string(config.language),
            "keywords": keywords.isEmpty ? nil : .array(keywords),
            "isPartOf": series.map { ["@type": "CreativeWorkSeries", "name": .string($0.name)] },
            "publisher": publisher(of: site),
        ])
    }

    /// A post's structured data as its `page.structured_data` holds it, with its word count, which only its own
    /// page knows: the `BlogPosting` is one object, written compactly, so its last member goes before its closing
    /// brace.
    static func adding(wordCount: Int, to text: String) -> String {
        guard text.hasSuffix("}") else { return text }
        return text.dropLast() + ",\"wordCount\":\(wordCount)}"
    }

    /// The home page: the site, its language and publisher and, when the site has search, the `SearchAction` that
    /// tells a search engine how to ask the site's own search page (`/search/?q=…`).
    static func webSite(_ site: Site) -> JSONValue {
        let config = site.config
        let searchAction: JSONValue? = config.search ? [
            "@type": "SearchAction",
            "target": ["@type": "EntryPoint",
                       "urlTemplate": .string(site.address.absolute(site.address.url("search/")) + "?q={query}")],
            "query-input": "required name=query",
        ] : nil
        return .object([
            "@context": "https://schema.org",
            "@type": "WebSite",
            "name": .string(config.title),
            "description": .nonEmpty(config.description),
            "url": .string(site.address.absolute(site.address.root)),
            "inLanguage": .string(config.language),
            "publisher": publisher(of: site),
            "potentialAction": searchAction,
        ])
    }

    /// A standalone page (`WebPage`) or a list of posts (`CollectionPage`), as part of the site.
    static func webPage(type: String, title: String, description: String, url: String, site: Site) -> JSONValue {
        .object([
            "@context": "https://schema.org",
            "@type": .string(type),
            "name": .string(title),
            "description": .nonEmpty(description),
            "url": .string(site.address.absolute(url)),
            "inLanguage": .string(site.config.language),
            "isPartOf": ["@type": "WebSite", "name": .string(site.config.title),
                         "url": .string(site.address.absolute(site.address.root))],
        ])
    }

    /// The post's author, else the site's, as a Person with a name and, where known, a URL: the author's own from
    /// front matter, or for the site's author folio.yml's, else the site's home page.
    private static func author(of source: PageSource, site: Site) -> JSONValue? {
        let config = site.config
        let name = source.frontMatter.author ?? config.author
        guard !name.isEmpty else { return nil }
        var url = source.frontMatter.authorURL.map { absolute($0, site) }
        if url == nil, name == config.author {
            url = config.authorURL.map { absolute($0, site) } ?? site.address.absolute(site.address.root)
        }
        return .object(["@type": "Person", "name": .string(name), "url": url.map { .string($0) }])
    }

    /// The site as an Organization with its logo, when folio.yml names one.
    private static func publisher(of site: Site) -> JSONValue? {
        guard let logo = site.config.logo else { return nil }
        return .object(["@type": "Organization", "name": .string(site.config.title),
                        "logo": ["@type": "ImageObject", "url": .string(absolute(logo, site))]])
    }

    /// An absolute URL for one written in folio.yml or front matter: kept when absolute, else a path from the site's
    /// root (`/about/` on a site at `https://example.com/blog` is `https://example.com/blog/about/`).
    private static func absolute(_ written: String, _ site: Site) -> String {
        written.hasPrefix("/") ? site.address.absolute(site.address.url(written)) : written
    }
}
