import Foundation
import Markdown
import SourceDiagnostics

/// The settings in a site's `folio.yml`, checked, with defaults filled in. Stage 1, `loadConfig`, makes it.
public struct SiteConfig: Sendable, Hashable {
    /// The site's folder, which holds `folio.yml` and `content/`.
    public var root: URL
    /// `title`: the site's name (required).
    public var title: String
    /// `description`: a sentence for feeds and `<meta>`; empty by default.
    public var description: String = ""
    /// `author` (a name, or a mapping with `name` and `url`): empty by default.
    public var author: String = ""
    /// `url` of `author: {name: …, url: …}`: the author's page, for the structured data; nil for the site's home.
    public var authorURL: String?
    /// `base_url` (required): an absolute http(s) URL, stored without a trailing slash
    /// (`https://example.com/blog`), so that `baseURL + "/2024/05/hello/"` is a full address.
    public var baseURL: String
    /// `language`: a language tag for `<html lang>`; `en` by default.
    public var language: String = "en"
    /// `timezone`: an IANA name such as `Europe/Berlin`; `UTC` by default. Every date without an offset,
    /// in front matter or a file name, is read in it, and permalinks and archives use it.
    public var timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .gmt
    /// `permalink`: where posts go; `/:year/:month/:slug/` by default.
    public var permalink: PermalinkPattern = .postDefault
    /// `posts_per_page`: posts on each page of a list; 10 by default.
    public var postsPerPage: Int = 10
    /// `image_layouts`: the site's own image layout words and their CSS declarations, added to the built-in
    /// ones (`ImageLayoutVocabulary(custom:)`). Each word was checked with `ImageLayoutVocabulary.problem`.
    public var imageLayouts: [String: String] = [:]
    /// `content_width`: the theme's text column in CSS pixels, which the width words are shares of and pictures
    /// are made for; 680 by default, the default theme's.
    public var contentWidth = ImageLayoutVocabulary.defaultContentWidth
    /// `images`: how the pictures pages show are made (see `ImageSettings`).
    public var images = ImageSettings()
    /// `output`: the folder the site is written to, relative to `root` unless absolute; `public` by default.
    public var output: String = "public"
    /// `broken_links`: `error` (default) fails the build on a broken internal link, `warn` only reports it.
    public var brokenLinks: BrokenLinkPolicy = .error
    /// `redirects`: `pages` (default) answers each alias with a redirect page; `netlify` or `cloudflare` also lists
    /// them in `_redirects`, which those hosts answer with a 301.
    public var redirects: RedirectStyle = .pages
    /// `highlight`: colour fenced code in the languages folio knows; `true` by default.
    public var highlight = true
    /// `emoji`: GitHub's shortcodes (`:tada:`) become their emoji; `true` by default.
    public var emoji = true
    /// `math`: GitHub's math (`$…$`, `$$…$$`, ```` ```math ````) becomes MathML; `true` by default.
    public var math = true
    /// `search`: the site's search index, box and page; `true` by default.
    public var search = true
    /// This configuration with `search` off.
    public var withoutSearch: SiteConfig {
        var config = self
        config.search = false
        return config
    }
    /// `ignored_front_matter`: front matter keys the site's own templates or tools use (or an old theme did),
    /// which folio accepts without a warning and does not use. Empty by default.
    public var ignoredFrontMatter: Set<String> = []
    /// `theme`: a theme folder inside the site (`themes/NAME`, with `templates/` and `static/`), between folio's
    /// built-in theme and the site's own `templates/`; nil for the built-in theme alone.
    public var theme: String?
    /// `words`: the site's own text for words of the theme (`archive: Posts by year`), in its language.
    public var words: [String: String] = [:]
    /// `feeds`: the feeds the site publishes, each of the newest posts and again for each tag; Atom and JSON Feed
    /// by default.
    public var feeds: [FeedFormat] = FeedFormat.defaults
    /// `feed_limit`: how many of the newest posts each feed holds; 20 by default (see the README).
    public var feedLimit = 20
    /// `tag_feeds`: a feed of each kind for every tag, beside its page; `true` by default.
    public var tagFeeds = true
    /// `related_posts`: how many related posts a post shows at most (those its `related` names are shown whatever
    /// their number); 3 by default, 0 for none.
    public var relatedPosts = 3
    /// `logo`: the site's logo, an absolute URL or a file of `static/` by its address (`/logo.png`): the publisher
    /// of its posts in their structured data. Nil by default, and then no publisher is named.
    public var logo: String?
    /// `twitter`: the site's account, as `@name`, for `twitter:site`.
    public var twitter: String?
    /// `check`: how `folio check` checks the links that point away from the site.
    public var check = CheckSettings()
    /// Where each of `theme` and `words`' entries is written in folio.yml, for the theme's diagnostics.
    public var locations: [String: SourceLocation] = [:]

    /// A config with the required settings and every other one at its default.
    public init(root: URL, title: String, baseURL: String) {
        self.root = root
        self.title = title
        self.baseURL = baseURL
    }

    /// The output folder as a URL: `output` resolved against `root`.
    public var outputURL: URL {
        output.hasPrefix("/") ? URL(filePath: output, directoryHint: .isDirectory)
            : root.appending(path: output, directoryHint: .isDirectory)
    }

    /// The keys `folio.yml` may hold.
    public static let keys = [
        "title", "description", "author", "base_url", "language", "timezone", "permalink", "posts_per_page",
        "image_layouts", "content_width", "images", "output", "broken_links", "highlight", "emoji", "math",
        "ignored_front_matter", "theme", "words", "feeds", "feed_limit", "tag_feeds", "related_posts", "logo",
        "twitter", "redirects", "check", "search",
    ]
}
