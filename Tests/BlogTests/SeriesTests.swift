import Foundation
import Testing
@testable import Blog
import SiteTestSupport

/// Series: parts in order of `series_order`, else of date; the box, its neighbours and `og:see_also`.
@Suite struct SeriesTests {
    static let theme = SiteFixture.theme.merging([
        "templates/post.mustache": "{{#page.series}}{{name}} {{position}}/{{total}}:"
            + "{{#parts}} {{#is_current}}*{{/is_current}}{{title}}{{/parts}}"
            + "|{{#previous_part}}{{url}}{{/previous_part}}|{{#next_part}}{{url}}{{/next_part}}{{/page.series}}"
            + "{{^page.series}}no series{{/page.series}}",
    ]) { $1 }

    @Test func partsFollowTheirOrderThenTheirDates() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "---\nseries: Shed\n---\n# A\n",
            "content/posts/2024-01-02-b.md": "---\nseries: shed\nseries_order: 1\n---\n# B\n",
            "content/posts/2024-01-03-c.md": "---\nseries: Shed\n---\n# C\n",
            "content/posts/2024-01-04-d.md": "# D\n",
        ], theme: Self.theme)
        defer { site.remove() }
        let built = try await site.make()
        // B says it is first; A and C follow by date. Names are one series whatever their case; the first part's
        // spelling is shown.
        #expect(built.text("2024/01/a/index.html") == "shed 2/3: B *A C|/2024/01/b/|/2024/01/c/")
        #expect(built.text("2024/01/b/index.html") == "shed 1/3: *B A C||/2024/01/a/")
        #expect(built.text("2024/01/c/index.html") == "shed 3/3: B A *C|/2024/01/a/|")
        #expect(built.text("2024/01/d/index.html") == "no series")
    }

    @Test func twoPartsWithOneOrderAreAWarning() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-01-01-a.md": "---\nseries: S\nseries_order: 1\n---\n# A\n",
            "content/posts/2024-01-02-b.md": "---\nseries: S\nseries_order: 1\n---\n# B\n",
        ], theme: Self.theme)
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.warnings.map(\.description) == [
            "content/posts/2024-01-02-b.md:3:1: warning: series_order 1 is also that of content/posts/2024-01-01-a.md "
                + "in the series 'S'; the older post comes first",
        ])
        #expect(built.text("2024/01/b/index.html") == "S 2/2: A *B|/2024/01/a/|")
    }

    @Test func theDefaultThemeShowsTheBoxAndNamesTheOtherParts() async throws {
        let site = try SiteFixture(config: "language: ar-EG\n", files: [
            "content/posts/2024-01-01-a.md": "---\nseries: Shed\n---\n# A\n",
            "content/posts/2024-01-02-b.md": "---\nseries: Shed\n---\n# B\n",
        ], theme: [:])
        defer { site.remove() }
        let html = try #require(try await site.make().text("2024/01/b/index.html"))
        #expect(html.contains("<meta property=\"og:see_also\" content=\"https://example.com/2024/01/a/\">"))
        #expect(!html.contains("og:see_also\" content=\"https://example.com/2024/01/b/"))
        // In the site's language, with its digits.
        #expect(html.contains("<p class=\"series-position\">الجزء ٢ من ٢</p>"))
        #expect(html.contains("<span aria-current=\"page\">B</span>"))
        #expect(html.contains("\"isPartOf\":{\"@type\":\"CreativeWorkSeries\",\"name\":\"Shed\"}"))
    }
}
