import Foundation
import Testing
@testable import Blog
import SiteTestSupport

/// Excerpts on the home and tag pages: their in-page links lead into the post, and they repeat none of its ids.
@Suite struct ListExcerptTests {
    @Test func inPageLinksLeadIntoThePost() {
        let html = ##"<p>See <a href="#part">below</a> and <a href="/2024/01/b/#x">b</a>.</p>"##
        #expect(listExcerpt(html, url: "/blog/2024/01/a/")
                == ##"<p>See <a href="/blog/2024/01/a/#part">below</a> and <a href="/2024/01/b/#x">b</a>.</p>"##)
    }

    @Test func footnoteReferencesLeadToTheFootnoteAndLoseTheirIDs() {
        let reference = { (href: String, id: String) in
            "<sup class=\"footnote-ref\"><a href=\"\(href)\"\(id) data-footnote-ref>1</a></sup>"
        }
        let html = "<p>Rye" + reference("#fn-1", " id=\"fnref-1\"") + " and again"
            + reference("#fn-1", " id=\"fnref-1-2\"") + ".</p>"
        #expect(listExcerpt(html, url: "/2024/03/rye/")
                == "<p>Rye" + reference("/2024/03/rye/#fn-1", "") + " and again" + reference("/2024/03/rye/#fn-1", "")
                + ".</p>")
    }

    @Test func headingsLoseTheirIDsAndOtherIDsStay() {
        let html = "<h2 id=\"intro\">Intro</h2>\n<p><span id=\"mine\">x</span></p>\n<h6 id=\"a-b\">A b</h6>\n"
        #expect(listExcerpt(html, url: "/a/") == "<h2>Intro</h2>\n<p><span id=\"mine\">x</span></p>\n<h6>A b</h6>\n")
    }

    @Test func theAddressIsEscapedAndAnExcerptWithoutEitherIsKept() {
        #expect(listExcerpt("<p><a href=\"#x\">x</a></p>", url: "/a&b/") == "<p><a href=\"/a&amp;b/#x\">x</a></p>")
        let plain = "<p>Nothing to change, not even id=\"x\" in text.</p>"
        #expect(listExcerpt(plain, url: "/a/") == plain)
    }

    @Test func theHomePageShowsFootnotesOfTwoPostsWithoutRepeatingAnID() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "# A\n\nText[^1] and [a part](#part).\n\n## Part\n\n[^1]: One.\n",
            "content/posts/2024-01-02-b.md": "# B\n\nMore[^1].\n\n[^1]: Other.\n",
        ], theme: SiteFixture.theme.merging(["templates/list.mustache": "{{#page.posts}}{{{excerpt}}}{{/page.posts}}"],
                                            uniquingKeysWith: { $1 }))
        defer { site.remove() }
        let home = try #require(try await site.make().text("index.html"))
        #expect(!home.contains(" id=\""), "\(home)")
        #expect(home.contains("href=\"/2024/01/a/#fn-1\"") && home.contains("href=\"/2024/01/b/#fn-1\""))
        #expect(home.contains("href=\"/2024/01/a/#part\""))
    }
}
