import Foundation
import Testing
@testable import Incremental
import Blog
import Build
import Content
import SiteTestSupport

/// An edit of a post's tags makes again the related lists and the tag feeds it changes, and not the rest of the
/// site: the files' keys are hashes of what they are made of, so nothing here names related posts or feeds.
@Suite struct RelatedEditTests {
    static let theme = SiteFixture.theme.merging([
        "templates/post.mustache": "{{#page.related}}{{url}} {{/page.related}}",
    ]) { $1 }

    static func post(_ day: Int, _ tag: String) -> (String, String) {
        (String(format: "content/posts/2024-03-%02d-p%d.md", day, day), "---\ntags: [\(tag)]\n---\n# P\(day)\n")
    }

    func build(_ site: SiteFixture, _ memory: inout BuildMemory) async throws
        -> (files: [String: Data], templated: Set<String>) {
        let options = BuildOptions(now: SiteFixture.now)
        var layer = IncrementalBuild(memory: memory, root: site.root,
                                     inputs: InputFingerprint(root: site.root, options: options), keepsWhole: true,
                                     racyWindow: 0)
        let built = try await makeSite(at: site.root, options: options, layer: &layer)
        memory = layer.memory
        let files = Dictionary(uniqueKeysWithValues: try built.files.map { ($0.path, try $0.data()) })
        return (files, Set(layer.templated))
    }

    @Test func aTagEditMakesAgainOnlyWhatItChanges() async throws {
        // Posts 1 to 4 are tagged a, 5 to 8 b, 9 to 12 c; post 4 moves from a to b.
        let files = (1...12).map { Self.post($0, $0 <= 4 ? "a" : $0 <= 8 ? "b" : "c") }
        let site = try SiteFixture(config: "related_posts: 2\n", files: Dictionary(uniqueKeysWithValues: files),
                                   theme: Self.theme)
        defer { site.remove() }
        var memory = BuildMemory()
        let before = try await build(site, &memory)
        let (path, text) = Self.post(4, "b")
        try site.folder.write(path, text)
        let after = try await build(site, &memory)
        var fresh = BuildMemory()
        #expect(try await build(site, &fresh).files == after.files)

        let pages = (1...12).map { "2024/03/p\($0)/index.html" }
        let changedLists = Set(pages.filter { before.files[$0] != after.files[$0] })
        // Post 4's own list changed, and those of posts it left (3) and joined (5); not those of tag c.
        #expect(changedLists.isSuperset(of: ["2024/03/p4/index.html", "2024/03/p3/index.html",
                                             "2024/03/p5/index.html"]))
        #expect(changedLists.isDisjoint(with: (9...12).map { "2024/03/p\($0)/index.html" }))
        // Of the posts' pages, exactly those whose lists changed are made again.
        #expect(after.templated.intersection(pages) == changedLists)
        // Of the feeds, the site's (post 4 is in them) and those of the tags it left and joined.
        let feeds = after.templated.filter { $0.hasSuffix("feed.xml") || $0.hasSuffix("feed.json") }
        #expect(feeds == ["feed.xml", "feed.json", "tags/a/feed.xml", "tags/a/feed.json", "tags/b/feed.xml",
                          "tags/b/feed.json"])
        #expect(!after.templated.contains { $0.hasPrefix("tags/c/") }, "\(after.templated.sorted())")
    }
}
