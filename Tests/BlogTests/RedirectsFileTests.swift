import Foundation
import Testing
import Blog
import SiteTestSupport

/// `redirects: netlify` (or `cloudflare`): the aliases also go to `_redirects`, which Netlify and Cloudflare Pages
/// answer with a real 301; the redirect pages stay for every other host.
@Suite struct RedirectsFileTests {
    static let files = [
        "content/posts/2024-05-01-new.md": "---\naliases: [/old/address/, /old.html, moved]\n"
            + "redirect_from: /blog/new/\n---\n# New\n",
        "content/pages/café.md": "---\naliases: [\"/à propos/\"]\n---\n# Café\n",
    ]

    /// Netlify's format, as its documentation gives it: a path from the root, a path or URL, and a status; no
    /// spaces inside either (they would split the line), comments from `#`.
    static func isRule(_ line: Substring) -> Bool {
        let fields = line.split(separator: " ", omittingEmptySubsequences: false)
        return fields.count == 3 && fields[0].hasPrefix("/")
            && (fields[1].hasPrefix("/") || fields[1].hasPrefix("https://"))
            && fields[2] == "301" && !line.contains("\t")
            && fields[0].unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 }
    }

    @Test func aliasesAreListedAsRulesBesideTheirPages() async throws {
        let site = try SiteFixture(config: "redirects: netlify\n", files: Self.files)
        defer { site.remove() }
        let built = try await site.make()
        let text = try #require(built.text("_redirects"))
        let rules = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(rules.allSatisfy(Self.isRule), "\(text)")
        #expect(rules == [
            "/%C3%A0%20propos/ /caf%C3%A9/ 301",
            "/old/address/ /2024/05/new/ 301",
            "/old.html /2024/05/new/ 301",
            "/2024/05/moved/ /2024/05/new/ 301",
            "/blog/new/ /2024/05/new/ 301",
        ])
        // The redirect pages are still there, for a host that does not read _redirects.
        #expect(built.text("old/address/index.html")?.contains("http-equiv=\"refresh\"") == true)
        #expect(built.text("à propos/index.html") != nil)
    }

    @Test func theSitesOwnRulesComeFirstAndTheBasePathIsKept() async throws {
        let site = try SiteFixture(files: Self.files.merging(["static/_redirects": "/feed /blog/feed.xml 301"]) { $1 })
        defer { site.remove() }
        try site.write("folio.yml", Data("title: T\nbase_url: https://example.com/blog\nredirects: cloudflare\n".utf8))
        let built = try await site.make()
        let text = try #require(built.text("_redirects"))
        #expect(text.hasPrefix("/feed /blog/feed.xml 301\n\n# "))
        #expect(text.contains("\n/blog/old/address/ /blog/2024/05/new/ 301\n"))
        #expect(built.files.filter { $0.path == "_redirects" }.count == 1)
    }

    @Test func withoutTheSettingThereIsNoFileAndAStaticOneIsCopied() async throws {
        let site = try SiteFixture(files: Self.files)
        defer { site.remove() }
        #expect(try await site.make().text("_redirects") == nil)
        try site.write("static/_redirects", Data("/a /b 302\n".utf8))
        #expect(try await site.make().text("_redirects") == "/a /b 302\n")
    }

    @Test func anUnknownStyleIsAnErrorAtItsPlace() async throws {
        let site = try SiteFixture(config: "redirects: apache\n", files: Self.files)
        defer { site.remove() }
        #expect(await site.failure() == ["folio.yml:4:12: error: redirects must be 'pages', 'netlify' or 'cloudflare', "
                                         + "found 'apache'"])
    }

    @Test func theRuleCheckCanFail() {
        // The negative control of `isRule`.
        for line in ["/a b /c 301", "old /c 301", "/a /c", "/a /c 301 extra", "/é /c 301"] {
            #expect(!Self.isRule(Substring(line)), "\(line)")
        }
        #expect(Self.isRule("/a /c 301"))
    }
}
