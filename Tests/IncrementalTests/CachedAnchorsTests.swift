import Foundation
import Testing
@testable import Incremental
import Blog
import SiteTestSupport

/// The raw HTML's anchors survive the cache, with the title's heading id.
@Suite struct CachedAnchorsTests {
    @Test func theCacheKeepsTheRawHTMLAnchors() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-01-01-a.md": "# T\n\n<a id=\"x&amp;y\"></a>\n\n## H\n"])
        defer { site.remove() }
        _ = try await site.build()
        var cache = BuildCache(root: site.root)
        let manifest = OutputManifest(marker: FileManager.default.contents(
            atPath: site.root.appending(path: "public/\(OutputFolder.marker)").path))
        let memory = await cache.load(output: site.root.appending(path: "public"), manifest: { manifest }).memory
        // `t`: the title's heading id, which links may point to as on GitHub.
        #expect(memory.pages["content/posts/2024-01-01-a.md"]?.anchors == ["h", "x&y", "t"])
    }
}
