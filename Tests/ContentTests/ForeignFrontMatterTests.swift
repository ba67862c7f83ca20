import Foundation
import Testing
@testable import Content
import SourceDiagnostics

/// Front matter as Jekyll and Hugo write it, read natively.
@Suite struct ForeignFrontMatterTests {
    private let path = "content/posts/x.md"
    private let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    private func read(_ file: String, in zone: TimeZone = .gmt) throws -> Checked<FrontMatter> {
        try readFrontMatter(try splitFrontMatter(file, path: path), timeZone: zone)
    }

    private func problems(_ file: String) -> [String] {
        do {
            _ = try read(file)
            return []
        } catch {
            return (error as? Diagnostics)?.all.map(\.description) ?? ["not Diagnostics: \(error)"]
        }
    }

    @Test func jekyllPostAsWritten() throws {
        let result = try read("""
        ---
        layout: post
        title: "Swift Continuous Integration"
        date: 2016-02-01 8:00:00
        author: [mishal_shah]
        category: Swift Releases
        tags: ci linux
        published: false
        redirect_from: /blog/old-ci/
        permalink: /blog/:title/
        excerpt_separator: <!--more-->
        description: How Swift is built and tested.
        last_modified_at: 2016-02-02
        ---
        Body
        """, in: losAngeles)
        let front = result.value
        #expect(result.warnings.isEmpty)
        #expect(front.title == "Swift Continuous Integration")
        #expect(front.date == PostDate.parse("2016-02-01T16:00:00Z", in: .gmt))
        #expect(front.updated == PostDate.parse("2016-02-02T08:00:00Z", in: .gmt))
        #expect(front.author == "mishal_shah")
        #expect(front.tags == ["ci", "linux", "Swift Releases"])
        #expect(front.categories == ["Swift Releases"])
        #expect(front.draft)
        #expect(front.aliases == ["/blog/old-ci/"])
        #expect(front.permalink?.pattern == "/blog/:title/")
        #expect(front.excerptSeparator == "<!--more-->")
        #expect(front.summary == "How Swift is built and tested.")
        #expect(front.keyLocations["aliases"] == SourceLocation(line: 9, column: 1))
        #expect(front.keyLocations["updated"] == SourceLocation(line: 13, column: 1))
    }

    @Test func hugoPostInTOML() throws {
        let result = try read("""
        +++
        title = "The Life of a Data Byte"
        date = 2020-03-08T08:09:26
        lastmod = 2020-03-09T10:00:00-07:00
        draft = true
        categories = ["storage"]
        tags = ["history", "disks"]
        aliases = ["/post/data-byte/", "/old.html"]
        url = "/post/the-life-of-a-data-byte"
        images = ["/img/byte.png"]
        weight = 3
        [menu.main]
        name = "Byte"
        +++
        Body
        """, in: losAngeles)
        let front = result.value
        #expect(result.warnings.isEmpty)
        #expect(front.title == "The Life of a Data Byte")
        #expect(front.date == PostDate.parse("2020-03-08T15:09:26Z", in: .gmt))
        #expect(front.updated == PostDate.parse("2020-03-09T17:00:00Z", in: .gmt))
        #expect(front.draft)
        #expect(front.tags == ["history", "disks", "storage"])
        #expect(front.aliases == ["/post/data-byte/", "/old.html"])
        #expect(front.permalink?.pattern == "/post/the-life-of-a-data-byte/")
        #expect(front.image == "/img/byte.png")
        #expect(front.keyLocations["draft"] == SourceLocation(line: 5, column: 1))
    }

    @Test func hugoKeysAreCaseInsensitive() throws {
        let front = try read("---\nTitle: A\npublishDate: 2020-01-02\nlastMod: 2020-01-03\nlinkTitle: a\n---\n")
        #expect(front.warnings.isEmpty)
        #expect(front.value.title == "A")
        #expect(front.value.date == PostDate.parse("2020-01-02", in: .gmt))
        #expect(front.value.updated == PostDate.parse("2020-01-03", in: .gmt))
    }

    @Test func folioNamesWinOverTheOthers() throws {
        let front = try read("---\nsummary: mine\ndescription: theirs\nupdated: 2020-01-05\nlastmod: 2020-01-03\n---\n")
        #expect(front.value.summary == "mine")
        #expect(front.value.updated == PostDate.parse("2020-01-05", in: .gmt))
    }

    @Test func authorAndImageInTheirObjectForms() throws {
        let front = try read("---\nauthor:\n  name: Ada\n  twitter: ada\nimage:\n  path: /a.png\n  height: 9\n---\n")
        #expect(front.value.author == "Ada")
        #expect(front.value.image == "/a.png")
        #expect(try read("---\nauthors: [Ada, Grace]\n---\n").value.author == "Ada, Grace")
    }

    @Test func publishedIsAFlagInJekyllAndADateInHugo() throws {
        #expect(try read("---\npublished: true\n---\n").value.draft == false)
        #expect(try read("---\npublished: 2020-01-02\n---\n").value.date == PostDate.parse("2020-01-02", in: .gmt))
        #expect(problems("---\npublished: no\n---\n")
                == ["content/posts/x.md:2:12: error: 'published' must be true or false, found 'no'"])
    }

    @Test func keysOnlyAThemeDefinesAreWarnings() throws {
        let result = try read("---\nlayout: post\ncomments: true\ntype: post\n---\n")
        #expect(result.warnings.map(\.description) == ["content/posts/x.md:3:1: warning: unknown key 'comments'"])
    }

    @Test func badAliasesAreErrorsAtTheirPlace() {
        #expect(problems("---\naliases: [/ok/, 'https://example.com/x', '/a/../b', '/q?x=1']\n---\n") == [
            "content/posts/x.md:2:17: error: 'aliases': 'https://example.com/x' must be a path below the site, "
                + "such as /old/address/, not a URL",
            "content/posts/x.md:2:42: error: 'aliases': '/a/../b' may not contain empty, '.' or '..' segments",
            "content/posts/x.md:2:53: error: 'aliases': '/q?x=1' may not have a query or a fragment",
        ])
    }

    @Test func badPermalinkIsAnErrorAtTheValue() {
        #expect(problems("---\npermalink: /:yaer/x/\n---\n").first?.hasPrefix(
            "content/posts/x.md:2:12: error: unknown permalink token ':yaer' (did you mean ':year'?)") == true)
    }

    @Test func tomlFrontMatterErrorsPointIntoTheFile() {
        #expect(problems("+++\ntitle = \"x\"\ndraft = yes\n+++\n")
                == ["content/posts/x.md:3:9: error: TOML: 'yes' is not a value (strings need quotes)"])
        #expect(problems("+++\ntitle = \"x\"\n") == [
            "content/posts/x.md:1:1: error: front matter is not closed: add a line '+++' after it (a file that "
                + "starts with '+++' has front matter)",
        ])
    }

    @Test func tomlFenceSplitsTheDocument() throws {
        let document = try splitFrontMatter("+++\ntitle = \"x\"\n+++\n# Body\n", path: path)
        #expect(document.frontMatterFormat == .toml)
        #expect(document.frontMatter == "title = \"x\"\n")
        #expect(document.body == "# Body\n")
        #expect(document.bodyStartLine == 4)
    }
}
