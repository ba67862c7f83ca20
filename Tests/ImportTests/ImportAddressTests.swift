import Foundation
import Testing
@testable import Import
import Markdown
import Content

/// How the import works out the addresses Jekyll and Hugo give, and says them in folio's words.
@Suite struct ImportAddressTests {
    private let date = PostDate.parse("2016-02-01T08:05:00", in: .gmt)!

    @Test func jekyllSlugify() {
        #expect(JekyllURL.slugify("swift-2.2 Released!", pretty: true, cased: true) == "swift-2.2-Released!")
        #expect(JekyllURL.slugify("swift-2.2 Released!", pretty: false, cased: false) == "swift-2-2-released")
        #expect(JekyllURL.slugify("  Café  au lait ", pretty: false, cased: false) == "café-au-lait")
    }

    @Test func jekyllPostAddresses() {
        let values = JekyllURL.PostValues(slug: "swift-CI", date: date, timeZone: .gmt, categories: ["Infra", "CI"])
        let cases = [
            "date": "/infra/ci/2016/02/01/swift-CI.html", "pretty": "/infra/ci/2016/02/01/swift-CI/",
            "none": "/infra/ci/swift-CI.html", "/blog/:title/": "/blog/swift-CI/", "/:slug": "/swift-ci",
            "/:year/:i_month/:short_month/:y_day/": "/2016/2/Feb/032/",
        ]
        for (pattern, expected) in cases {
            #expect(JekyllURL.fill(JekyllConfig.expand(pattern), values) == expected, "\(pattern)")
        }
        #expect(JekyllURL.fill("/:nonsense/:title/", values) == nil)
    }

    @Test func jekyllPageAddresses() {
        #expect(JekyllURL.page(path: "about.md", permalink: nil, siteStyle: "date") == "/about.html")
        #expect(JekyllURL.page(path: "about.md", permalink: nil, siteStyle: "/blog/:title/") == "/about/")
        #expect(JekyllURL.page(path: "docs/guide/index.md", permalink: nil, siteStyle: "date") == "/docs/guide/")
        #expect(JekyllURL.page(path: "docs/a.md", permalink: "/:path/:basename:output_ext", siteStyle: "pretty")
                == "/docs/a.html")
    }

    @Test func hugoAddresses() {
        #expect(HugoURL.urlize("Terraform on AWS with SRE & IaC DevOps") == "terraform-on-aws-with-sre-iac-devops")
        #expect(HugoURL.urlize("Café Olé", lowercase: false) == "Café-Olé")
        let values = HugoURL.Values(title: "Trip notes: Ben Nevis", slug: nil, fileName: "trip-notes",
                                    sections: ["posts", "Scotland"], date: date, timeZone: .gmt)
        #expect(HugoURL.byPath(values, lowercase: true) == "/posts/scotland/trip-notes/")
        #expect(HugoURL.fill("/:year/:month/:title/", values, lowercase: true) == "/2016/02/trip-notes-ben-nevis/")
        #expect(HugoURL.fill("/:section/:filename/", values, lowercase: true) == "/posts/trip-notes/")
        #expect(HugoURL.own("/about") == "/about/")
        #expect(HugoURL.own("old.html") == "/old.html")
        #expect(HugoURL.ugly("/posts/a/") == "/posts/a.html")
    }

    @Test func permalinkPatternsInFolioWords() {
        #expect(PermalinkTranslation.folio("/:categories/:year/:month/:day/:title:output_ext").pattern
                == "/:categories/:year/:month/:day/:title.html")
        #expect(PermalinkTranslation.folio("/:year/:title").pattern == "/:year/:title/")
        #expect(PermalinkTranslation.folio("/:year/:title").note?.contains("end without") == true)
        let hugo = PermalinkTranslation.folio("/:section/:slugorfilename/", renaming: ["section": "posts",
                                                                                   "slugorfilename": ":slug"])
        #expect(hugo.pattern == "/posts/:slug/")
        #expect(PermalinkTranslation.folio("/:year/:y_day/:title/").pattern == nil)
    }

    @Test func linksBetweenNewFiles() {
        #expect(ImportPaths.link(from: "content/posts/a.md", to: "content/posts/b.md") == "b.md")
        #expect(ImportPaths.link(from: "content/posts/a/index.md", to: "content/posts/b.md") == "../b.md")
        #expect(ImportPaths.link(from: "content/pages/x.md", to: "static/img/a b.png") == "../../static/img/a%20b.png")
        #expect(ImportPaths.link(from: "content/posts/a.md", to: "content/posts/First Walk (2).md")
                == "First%20Walk%20%282%29.md")
    }

    @Test func kramdownWidthsBecomeLayoutWords() {
        let text = "![a](a.png){:width=\"50%\"} ![b](b.svg#icon){: width=100%}\n![c](c.png){:width=\"63%\"} "
            + "[d](d.png){:width=\"50%\"}\n## Heading {#custom}\n"
        let conversion = KramdownConverter.convert(text)
        var offsets = conversion.notes.map(\.offset)
        #expect(conversion.edits.apply(to: text, moving: &offsets) == "![a](a.png#+half) ![b](b.svg#icon+full)\n"
                + "![c](c.png#+twothirds) [d](d.png){:width=\"50%\"}\n## Heading {#custom}\n")
        // 63% is taken to the nearest width, with a note; the link's list and the heading's id stay, with one each.
        #expect(conversion.notes.count == 3)
    }
}
