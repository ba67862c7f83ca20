import Foundation
import SourceDiagnostics
import YAML
import TOML

/// The settings at the top of a post or page, read by stage 4 (`readFrontMatter`). Every key is optional.
///
/// Jekyll's and Hugo's names are read too (`FrontMatterKeys`), so posts copied from either build as they are:
/// `categories` join `tags`, `published: false` makes a draft, `lastmod` is `updated`, `redirect_from` is
/// `aliases`, and so on. Keys those generators define but folio has no use for (`layout`, `weight`, …) are
/// accepted without a word; any other key is a warning at its line.
public struct FrontMatter: Sendable, Hashable {
    /// `title`: the post's or page's title.
    public var title: String?
    /// `date` (or Hugo's `publishDate`): when the post was published; see `PostDate` for the forms. Without it,
    /// the file name's date.
    public var date: Date?
    /// `updated` (or `lastmod`, `last_modified_at`, `modified`): when it last changed, in the same forms.
    public var updated: Date?
    /// `tags`, then `categories` and `category`: lists (`[swift, yaml]`) or strings, split at commas when there are
    /// any, else at spaces as Jekyll does (`swift yaml`); trimmed, without repeats.
    public var tags: [String] = []
    /// `categories` and `category` alone, in order: what the `:categories` permalink token makes folders of.
    public var categories: [String] = []
    /// `draft: true` (or `published: false`) keeps a post out of the build.
    public var draft = false
    /// `search: false` keeps the page out of the site's search index.
    public var search = true
    /// `slug`: replaces the slug from the file name; checked with `Slug.isValid`, its case kept.
    public var slug: String?
    /// `summary` (or `description`, or Jekyll's `excerpt`): a sentence or two for lists and feeds (Markdown is
    /// not rendered here).
    public var summary: String?
    /// `image` (a string, or a mapping with `path`), or the first of Hugo's `images`: a path in the bundle or a
    /// URL, for cards and feeds; checked by the site builder.
    public var image: String?
    /// `author` (a name, a mapping with `name`, or a list) or Hugo's `authors`.
    public var author: String?
    /// `permalink` (or Hugo's `url`): this page's own address, which may use the permalink tokens.
    public var permalink: PermalinkPattern?
    /// `aliases` (or `redirect_from`): other addresses of this page, each answered by a redirect page.
    public var aliases: [String] = []
    /// `excerpt_separator`: the text that ends the excerpt, instead of `<!-- more -->`.
    public var excerptSeparator: String?
    /// `alt` of `image: {path: …, alt: …}` (jekyll-seo-tag's form): what the picture shows, for `og:image:alt`.
    public var imageAlt: String?
    /// `url` of `author: {name: …, url: …}`: where the author is found, for the structured data.
    public var authorURL: String?
    /// `robots`: directives for search engines (`noindex`, `nofollow`, …), lowercase, in order.
    public var robots: [String] = []
    /// `related`: posts to show as related, first and in this order, before those folio finds by tags.
    public var related: [PageReference] = []
    /// `series` (a name, or Hugo's list of one): the series the post is a part of.
    public var series: String?
    /// `series_order`: the post's place in its series; without it, posts follow each other by date.
    public var seriesOrder: Int?
    /// Where each key that was set appears, so later stages can point at it (a duplicate slug, a missing image).
    /// Keyed by the name as written and by folio's name for it (`redirect_from` is also under `aliases`).
    public var keyLocations: [String: SourceLocation] = [:]

    /// Front matter with nothing set: no title or dates, no tags, not a draft.
    public init() {}

    /// The keys folio reads under its own names.
    public static let keys = ["title", "date", "updated", "tags", "draft", "slug", "summary", "image", "author",
                              "permalink", "aliases", "excerpt_separator", "robots", "related", "series",
                              "series_order"]

    /// True when `robots` keeps the page out of search engines' indexes, and so out of the sitemap and feeds.
    public var isNoindex: Bool { RobotsDirective.excludesFromIndex(robots) }
}

/// Stage 4: reads a document's front matter, YAML or TOML. Dates without an offset are read in `timeZone`, the
/// site's.
///
/// ```swift
/// let front = try readFrontMatter(document, timeZone: config.value.timeZone)
/// let date = front.value.date ?? file.dateFromName(in: config.value.timeZone)
/// ```
/// - Parameter ignoring: keys the site's own templates or tools use (`folio.yml`'s `ignored_front_matter`),
///   accepted without a warning.
/// - Throws: `Diagnostics` with every error (syntax, wrong types, bad values) and warning (unknown keys),
///   each at its line in the Markdown file.
public func readFrontMatter(_ document: RawDocument, timeZone: TimeZone, ignoring: Set<String> = [])
    throws(Diagnostics) -> Checked<FrontMatter> {
    guard let text = document.frontMatter else { return Checked(FrontMatter()) }
    let lineOffset = document.frontMatterStartLine - 1
    let root = switch document.frontMatterFormat {
    case .yaml: try YAMLReader.read(text, path: document.path, lineOffset: lineOffset)
    case .toml: try TOMLReader.read(text, path: document.path, lineOffset: lineOffset)
    }
    return try FrontMatter.make(from: root, path: document.path, timeZone: timeZone, ignoring: ignoring)
}

extension FrontMatter {
    /// Reads front matter from YAML text; `lineOffset` is the number of file lines before it (1 after `---`).
    public static func make(
        fromYAML text: String, path: String, lineOffset: Int = 1, timeZone: TimeZone
    ) throws(Diagnostics) -> Checked<FrontMatter> {
        try make(from: try YAMLReader.read(text, path: path, lineOffset: lineOffset), path: path, timeZone: timeZone)
    }
}
