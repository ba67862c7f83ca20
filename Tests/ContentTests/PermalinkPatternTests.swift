import Foundation
import Testing
@testable import Content

@Suite struct PermalinkPatternTests {
    @Test func expandsTokensInTheSiteTimeZone() throws {
        let pattern = try PermalinkPattern("/:year/:month/:day/:slug/")
        let instant = try #require(PostDate.parse("2024-05-31T23:30:00Z", in: .gmt))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(pattern.path(slug: "hello", date: instant, in: .gmt) == "/2024/05/31/hello/")
        #expect(pattern.path(slug: "hello", date: instant, in: tokyo) == "/2024/06/01/hello/")
    }

    @Test func defaultIsYearMonthSlug() throws {
        let instant = try #require(PostDate.parse("2024-01-02", in: .gmt))
        #expect(PermalinkPattern.postDefault.path(slug: "x", date: instant, in: .gmt) == "/2024/01/x/")
    }

    @Test func literalTextAroundTokensIsKept() throws {
        let pattern = try PermalinkPattern("/blog/:year-:month-:slug.html/")
        let instant = try #require(PostDate.parse("2024-03-09", in: .gmt))
        #expect(pattern.path(slug: "x", date: instant, in: .gmt) == "/blog/2024-03-x.html/")
    }
}

extension PermalinkPatternTests {
    @Test func jekyllAndHugoTokens() throws {
        let instant = try #require(PostDate.parse("2016-02-01T08:05:09", in: .gmt))
        let cases = [
            "/:categories/:year/:month/:day/:title.html": "/swift/news/2016/02/01/swift-CI.html",
            "/:year/:i_month/:i_day/:slug/": "/2016/2/1/swift-CI/",
            "/:short_year/:hour-:minute-:second/:title/": "/16/08-05-09/swift-CI/",
            "/blog/:title/": "/blog/swift-CI/",
        ]
        for (text, expected) in cases {
            let pattern = try PermalinkPattern(text)
            #expect(pattern.path(slug: "swift-CI", date: instant, in: .gmt, categories: ["Swift", "News"]) == expected)
        }
    }

    @Test func noCategoriesLeaveNoEmptyFolder() throws {
        let instant = try #require(PostDate.parse("2016-02-01", in: .gmt))
        let pattern = try PermalinkPattern("/:categories/:year/:slug.html")
        #expect(pattern.path(slug: "x", date: instant, in: .gmt) == "/2016/x.html")
    }

    @Test func aPagesOwnPermalinkNeedsNoSlug() throws {
        #expect(throws: PermalinkPattern.Problem.self) { try PermalinkPattern("/about/") }
        #expect(try PermalinkPattern("/about/", requiringSlug: false).usesDate == false)
        #expect(try PermalinkPattern("/:year/recap.html", requiringSlug: false).usesDate)
    }
}
