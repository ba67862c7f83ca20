import Foundation
import Testing
import Synchronization
import Content
import Build
import SiteTestSupport

/// `folio build` gives memory back to the system after the stages that free the most, when they made many files
/// (`BuildOptions.releaseFreedMemory`): the build tells it how many.
@Suite struct ReleaseFreedMemoryTests {
    /// A build tells it the number of files its templates made, twice: before the feeds (the pages' HTML let go
    /// of but the feeds' posts'), and after the search index, with the feeds, the sitemap and the like made too (the
    /// search index's files and the stylesheet, made later, are not counted). A build of every page tells the
    /// posts, the lists and the tags' pages; one after an edit of one post, the few files it made again; one that
    /// finds nothing changed, nothing.
    @Test func aBuildTellsHowManyFilesItsTemplatesMade() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# A\n\nRivers.\n",
                                           "content/posts/2024-01-02-b.md": "# B\n\nStones.\n",
                                           "content/posts/2024-01-03-c.md": "# C\n\nLanterns.\n"])
        defer { site.remove() }
        let told = Mutex<[Int]>([])
        var options = BuildOptions(now: SiteFixture.now)
        options.releaseFreedMemory = { made in told.withLock { $0.append(made) } }
        func build() async throws -> (told: [Int], templated: Int) {
            told.withLock { $0 = [] }
            let report = try await buildSite(at: site.root, options: options, racyWindow: 0)
            return (told.withLock { $0 }, report.site.counts.templated)
        }
        let first = try await build()
        #expect(first.told.count == 2 && first.told[0] > 3 && first.told[0] < first.told[1])
        #expect(first.told[1] < first.templated)
        try site.folder.write("content/posts/2024-01-02-b.md", "# B\n\nStones, and a bridge.\n")
        let edited = try await build()
        #expect(edited.told.count == 2 && edited.told[0] > 0 && edited.told[0] <= edited.told[1])
        #expect(edited.told[1] < first.told[1])
        #expect(try await build().told.isEmpty)
    }
}
