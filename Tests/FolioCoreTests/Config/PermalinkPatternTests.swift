import Foundation
import Testing
@testable import FolioCore

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
