import Foundation
import Testing
@testable import Incremental
import Content
import SourceDiagnostics

/// Front matter comes back from `.folio-cache` as it went in, every field of it: the codec lists the fields by
/// hand, so this test sets every one, and fails when a field is added to `FrontMatter` without being set here.
@Suite struct FrontMatterCacheTests {
    static func everyFieldSet() throws -> FrontMatter {
        var front = FrontMatter()
        front.title = "T"
        front.date = Date(timeIntervalSince1970: 1_700_000_000)
        front.updated = Date(timeIntervalSince1970: 1_700_100_000)
        front.tags = ["a", "b"]
        front.categories = ["a"]
        front.draft = true
        front.slug = "s"
        front.summary = "Sum."
        front.image = "i.png"
        front.author = "Ann"
        front.permalink = try PermalinkPattern("/x/", requiringSlug: false)
        front.aliases = ["/old/"]
        front.excerptSeparator = "<!--cut-->"
        front.imageAlt = "Alt"
        front.authorURL = "/ann/"
        front.robots = ["noindex", "nofollow"]
        front.related = [PageReference(path: "a.md", location: SourceLocation(line: 3, column: 4))]
        front.series = "S"
        front.seriesOrder = -2
        front.search = false
        front.keyLocations = ["title": SourceLocation(line: 2, column: 1)]
        return front
    }

    @Test func everyFieldIsSetInThisTest() throws {
        let set = Mirror(reflecting: try Self.everyFieldSet()).children
        let empty = Mirror(reflecting: FrontMatter()).children
        for (field, value) in zip(set, empty) {
            #expect(String(describing: field.value) != String(describing: value.value),
                    "FrontMatter.\(field.label ?? "?") is not set by this test: set it, and see the cache keeps it")
        }
    }

    @Test func theCacheKeepsEveryField() throws {
        let front = try Self.everyFieldSet()
        var writer = CacheWriter()
        front.write(to: &writer)
        var reader = CacheReader(writer.bytes)
        #expect(try FrontMatter(from: &reader) == front)
        // An order of zero is an order, not none.
        var zero = FrontMatter()
        zero.seriesOrder = 0
        var second = CacheWriter()
        zero.write(to: &second)
        var again = CacheReader(second.bytes)
        #expect(try FrontMatter(from: &again).seriesOrder == 0)
    }
}
