import Foundation
import Testing
@testable import Content
import SourceDiagnostics

/// The front matter keys that relate a post to others and to search engines: `robots`, `related`, `series`,
/// `series_order`, and the picture's description and the author's address for link previews and structured data.
@Suite struct DiscoveryFrontMatterTests {
    private let path = "content/posts/x.md"

    private func read(_ file: String) throws -> Checked<FrontMatter> {
        try readFrontMatter(try splitFrontMatter(file, path: path), timeZone: .gmt)
    }

    private func problems(_ file: String) -> [String] {
        do {
            return try read(file).warnings.map(\.description)
        } catch {
            return (error as? Diagnostics)?.all.map(\.description) ?? ["not Diagnostics: \(error)"]
        }
    }

    @Test func readsEveryKey() throws {
        let result = try read("""
        ---
        robots: noindex, NoFollow
        related: [2024-01-01-a.md, ../posts/b/index.md]
        series: Building a shed
        series_order: 2
        image: {path: cover.jpg, alt: "The shed, half built"}
        author: {name: Ada, url: https://ada.example/}
        ---
        Body
        """)
        let front = result.value
        #expect(result.warnings.isEmpty)
        #expect(front.robots == ["noindex", "nofollow"] && front.isNoindex)
        #expect(front.related == [PageReference(path: "2024-01-01-a.md", location: SourceLocation(line: 3, column: 11)),
                                  PageReference(path: "../posts/b/index.md",
                                                location: SourceLocation(line: 3, column: 28))])
        #expect(front.series == "Building a shed" && front.seriesOrder == 2)
        #expect(front.image == "cover.jpg" && front.imageAlt == "The shed, half built")
        #expect(front.author == "Ada" && front.authorURL == "https://ada.example/")
    }

    @Test func robotsMayBeAListAndNoneIsNoindexToo() throws {
        #expect(try read("---\nrobots: [nofollow, max-snippet:50]\n---\n").value.robots
            == ["nofollow", "max-snippet:50"])
        #expect(try !read("---\nrobots: nofollow\n---\n").value.isNoindex)
        #expect(try read("---\nrobots: none\n---\n").value.isNoindex)
        #expect(try !read("---\ntitle: T\n---\n").value.isNoindex)
    }

    @Test func anUnknownRobotsDirectiveIsAnErrorWithTheNearestOne() {
        #expect(problems("---\nrobots: noindx\n---\n")
            == ["content/posts/x.md:2:9: error: unknown robots directive 'noindx' (did you mean 'noindex'?)"])
        #expect(problems("---\nrobots: [noindex, {a: b}]\n---\n")
            == ["content/posts/x.md:2:19: error: each of 'robots' must be a directive such as noindex, "
                + "found a mapping"])
        #expect(problems("---\nrobots: \"max-snippet:\"\n---\n")
            == ["content/posts/x.md:2:9: error: unknown robots directive 'max-snippet:' (did you mean 'max-snippet'?)"])
    }

    @Test func hugosSeriesListGivesItsFirstName() throws {
        let result = try read("---\nseries: [Shed, Garden]\n---\n")
        #expect(result.value.series == "Shed")
        #expect(result.warnings.map(\.description)
            == ["content/posts/x.md:2:16: warning: a post is part of one series; folio takes the first of 2"])
    }

    @Test func badSeriesValuesAreErrorsAtTheirPlace() {
        #expect(problems("---\nseries: \"  \"\n---\n")
            == ["content/posts/x.md:2:9: error: 'series' must name a series"])
        #expect(problems("---\nseries: A\nseries_order: second\n---\n")
            == ["content/posts/x.md:3:15: error: 'series_order' must be a whole number, found 'second'"])
        #expect(problems("---\nseries_order: 3\n---\n")
            == ["content/posts/x.md:2:1: warning: 'series_order' without 'series': the post is part of no series"])
    }

    @Test func relatedListsEachFileOnceAndRefusesWhatIsNoPath() {
        #expect(problems("---\nrelated: [a.md, a.md]\n---\n")
            == ["content/posts/x.md:2:17: warning: 'a.md' is listed twice in 'related'"])
        #expect(problems("---\nrelated: [a.md, 3]\n---\n").isEmpty)  // a number is read as its text, a name
        #expect(problems("---\nrelated: [\"\"]\n---\n")
            == ["content/posts/x.md:2:11: error: each of 'related' must be the file of a post, such as "
                + "2024-05-01-other.md, found the quoted string \"\""])
    }

    @Test func anAuthorsAddressMustBeAWebAddress() {
        #expect(problems("---\nauthor: {name: Ada, url: ada.example}\n---\n")
            == ["content/posts/x.md:2:26: error: author's url 'ada.example' must be an absolute http or https URL, "
                + "or a path from the site's root such as /about/"])
        #expect(problems("---\nauthor: {name: Ada, url: /about/}\n---\n").isEmpty)
    }
}
