import Foundation
import Testing
@testable import Content
import SourceDiagnostics
import TestSupport

/// The `folio.yml` keys that say how a site is found and followed: feeds, related posts, and what structured data
/// and link previews name.
@Suite struct DiscoveryConfigTests {
    private let root = URL(filePath: "/sites/blog", directoryHint: .isDirectory)
    private let required = "title: My Blog\nbase_url: https://example.com/\n"

    private func config(_ yaml: String, root: URL? = nil) throws -> Checked<SiteConfig> {
        try SiteConfig.make(fromYAML: required + yaml, root: root ?? self.root)
    }

    private func problems(_ yaml: String, root: URL? = nil) -> [String] {
        do {
            return try config(yaml, root: root).warnings.map(\.description)
        } catch {
            return (error as? Diagnostics)?.all.map(\.description) ?? ["not Diagnostics: \(error)"]
        }
    }

    @Test func defaultsAreAtomAndJSONFeedsOfTwentyPostsWithTagFeedsAndThreeRelatedPosts() throws {
        let config = try config("").value
        #expect(config.feeds == [.atom, .json] && config.feedLimit == 20 && config.tagFeeds)
        #expect(config.relatedPosts == 3 && config.logo == nil && config.twitter == nil && config.authorURL == nil)
    }

    @Test func readsEveryKey() throws {
        let result = try config("""
        feeds: [rss, Atom]
        feed_limit: 50
        tag_feeds: false
        related_posts: 0
        logo: https://cdn.example/logo.png
        twitter: folio_blog
        author:
          name: Ada Park
          url: /about/
        """)
        let config = result.value
        #expect(result.warnings.isEmpty)
        #expect(config.feeds == [.rss, .atom] && config.feedLimit == 50 && !config.tagFeeds)
        #expect(config.relatedPosts == 0 && config.logo == "https://cdn.example/logo.png")
        #expect(config.twitter == "@folio_blog" && config.author == "Ada Park" && config.authorURL == "/about/")
        #expect(try self.config("feeds: []\n").value.feeds.isEmpty)
    }

    @Test func anUnknownFeedIsAnErrorWithTheNearestName() {
        #expect(problems("feeds: [atom, jsn]\n")
            == ["folio.yml:3:15: error: unknown feed 'jsn' (did you mean 'json'?)"])
        #expect(problems("feeds: [atom, atom]\n") == ["folio.yml:3:15: warning: feed 'atom' is listed twice"])
    }

    @Test func limitsAreWholeNumbers() {
        #expect(problems("feed_limit: 0\n")
            == ["folio.yml:3:13: error: 'feed_limit' must be a whole number greater than 0, found '0'"])
        #expect(problems("related_posts: -1\n")
            == ["folio.yml:3:16: error: 'related_posts' must be a whole number, 0 or more, found '-1'"])
    }

    @Test func aLogoOnTheSiteMustBeAFileOfStatic() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        #expect(problems("logo: /logo.png\n", root: site.url)
            == ["folio.yml:3:7: error: logo '/logo.png' is not a file of the site: looked for static/logo.png"])
        try site.write("static/logo.png", "png")
        #expect(try config("logo: /logo.png\n", root: site.url).value.logo == "/logo.png")
        #expect(problems("logo: logo.png\n").first?.hasPrefix("folio.yml:3:7: error: logo 'logo.png' must be") == true)
    }

    @Test func badAccountsAndAuthorsAreErrorsAtTheirPlace() {
        #expect(problems("twitter: \"@not a name\"\n")
            == ["folio.yml:3:10: error: twitter '@not a name' must be an account name such as @folio: letters, "
                + "digits and _, at most 15"])
        #expect(problems("author:\n  url: /about/\n") == ["folio.yml:4:3: error: 'author' must have a 'name'"])
        #expect(problems("author:\n  name: Ada\n  mail: a@b.c\n")
            == ["folio.yml:5:3: warning: unknown key 'mail'"])
    }
}
