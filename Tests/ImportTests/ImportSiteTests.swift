import Foundation
import Testing
import SiteTestSupport
@testable import Import
import SourceDiagnostics
import Content
import Build

/// `folio import` on the fixture sites of `Fixtures/Import/<case>/`: `source/` is imported, and the new site must
/// be `expected/` file for file (it holds no theme files), with `expected/items.txt` and `expected/summary.txt`
/// as the command prints them; then it must build, and every old address must answer.
@Suite struct ImportSiteTests {
    @Test func jekyllBlog() async throws {
        let imported = try await ImportFixture.run("jekyll-blog")
        defer { imported.remove() }
        try imported.expectMatchesExpected()
        let built = try await makeSite(at: imported.destination, options: BuildOptions(now: ImportFixture.now))
        #expect(Diagnostics(built.warnings).sorted.map(\.description) == [
            "content/posts/2016-1-05-swift-2.2-released.md:8:12: warning: no heading or anchor with the id '#testing' "
                + "in content/posts/2016-02-01-swift-CI.md",
        ])
        // Jekyll's addresses, below /blog/: the posts' (pattern and slug), a redirect_from, pages' own, files.
        for path in ["2016/02/01/swift-CI.html", "2016/01/05/swift-2.2-released.html", "ci/index.html",
                     "about/index.html", "docs/guide/index.html", "assets/img/dash.png", "CNAME"] {
            #expect(built.paths.contains(path), "\(path)")
        }
        let post = try #require(built.text("2016/02/01/swift-CI.html"))
        #expect(post.contains(#"<a href="/blog/2016/01/05/swift-2.2-released.html">the release</a>"#))
        #expect(post.contains(#"<a href="/blog/docs/guide/">the guide</a>"#))
        // The picture is offered through the files folio makes from it (its original is published too, as a file of
        // static/ at its old address).
        #expect(post.contains(#"<picture><source type="image/webp" srcset="/blog/assets/img/dash."#)
                && post.contains(#"class="full""#))
        #expect(post.contains(#"<code class="language-ruby">"#))
        #expect(built.text("ci/index.html")?.contains(
            #"<link rel="canonical" href="https://notes.example.org/blog/2016/02/01/swift-CI.html">"#) == true)
        #expect((built.skippedDrafts, built.postCount, built.pageCount) == (2, 2, 2))
        // The import's check left the picture's files in the new site's store: its first build encodes none.
        #expect(built.counts.imagesEncoded == 0)
    }

    @Test func hugoBlog() async throws {
        let imported = try await ImportFixture.run("hugo-blog")
        defer { imported.remove() }
        try imported.expectMatchesExpected()
        let built = try await makeSite(at: imported.destination, options: BuildOptions(now: ImportFixture.now))
        #expect(built.warnings.isEmpty, "\(built.warnings)")
        for path in ["2023/04/first-walk/index.html", "posts/first-walk/index.html", "2023/04/old-first/index.html",
                     "2023/05/ben-nevis/index.html", "2023/05/ben-nevis/thumb.jpg", "about-me/index.html",
                     "img/map.png"] {
            #expect(built.paths.contains(path), "\(path)")
        }
        // A picture a page shows is published through the files folio makes from it, never as the original (which
        // would publish its metadata): its old address is not kept, and the import says nothing of it.
        #expect(built.paths.contains { $0.hasPrefix("2023/05/ben-nevis/summit.") && $0.hasSuffix(".webp") })
        let walk = try #require(built.text("2023/04/first-walk/index.html"))
        #expect(walk.contains(#"<a href="/2023/05/ben-nevis/">trip notes</a>"#))
        #expect(walk.contains(#"<a href="/img/map.png">the map</a>"#))
        #expect(walk.contains(#"<a href="/tags/walks/">walks</a>"#))
        // The video is its thumbnail, linked to it (the thumbnail is YouTube's, which the build leaves as written).
        #expect(walk.contains(#"<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"><img "#
                              + #"src="https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg" alt="YouTube video" />"#))
        let notes = try #require(built.text("2023/05/ben-nevis/index.html"))
        #expect(notes.contains("<figcaption>At the summit</figcaption>"))
    }

    @Test func theSourceIsNeverChanged() async throws {
        let source = try ImportFixture.copy("jekyll-blog")
        defer { source.remove() }
        let before = try FolderSnapshot(of: source.url)
        let destination = FileManager.default.temporaryDirectory.appending(path: "folio-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: destination) }
        _ = try await importSite(from: source.url, to: destination,
                                 options: ImportOptions(sourceName: "source", destinationName: "new",
                                                        now: ImportFixture.now))
        #expect(try FolderSnapshot(of: source.url) == before)
    }
}
