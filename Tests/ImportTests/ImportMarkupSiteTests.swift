import Foundation
import Testing
@testable import Import
import Content
import Build

/// `folio import` on sites written with what GitHub's Markdown lacks: kramdown's ids and attribute lists, embeds,
/// headless bundles and build options (`Fixtures/Import/jekyll-kramdown/`, `Fixtures/Import/hugo-embeds/`). Each
/// new site must be `expected/`, and build without a warning, every old id still leading somewhere.
@Suite struct ImportMarkupSiteTests {
    @Test func kramdownIDsAttributeListsAndJekyllEmbeds() async throws {
        let imported = try await ImportFixture.run("jekyll-kramdown")
        defer { imported.remove() }
        try imported.expectMatchesExpected()
        let built = try await makeSite(at: imported.destination, options: BuildOptions(now: ImportFixture.now))
        // The table of contents' links and the link to the other post's old id all find their place.
        #expect(built.warnings.isEmpty, "\(built.warnings)")
        let post = try #require(built.text("2021/03/structured-concurrency/index.html"))
        #expect(post.contains(#"<h2 id="1-introduction"><a id="introduction"></a>1. Introduction</h2>"#))
        #expect(post.contains(#"<h2 id="task-groups">Task groups</h2>"#))
        #expect(post.contains(#"<h2 id="conclusion">Conclusion</h2>"#))
        #expect(post.contains(#"<div class="markdown-alert markdown-alert-note">"#)
                && post.contains(#"<div class="markdown-alert markdown-alert-caution">"#))
        #expect(post.components(separatedBy: #"<code class="language-swift">"#).count == 4)  // three blocks
        #expect(post.components(separatedBy: "{:").count == 2)  // the one list left for the author, .numberLines
        #expect(post.contains(#"<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"><img "#))
        let embeds = try #require(built.text("2021/03/embeds/index.html"))
        #expect(embeds.contains(#"<h2 id="a-gist">A gist</h2>"#))
        #expect(embeds.contains(
            #"<a href="https://gist.github.com/swift-notes/5b1b7f9c2e4d0a8f3c6e#file-task-swift">"#))
    }

    @Test func hugoEmbedsHeadingAttributesAndBundlesThatAreNoPages() async throws {
        let imported = try await ImportFixture.run("hugo-embeds")
        defer { imported.remove() }
        try imported.expectMatchesExpected()
        let built = try await makeSite(at: imported.destination, options: BuildOptions(now: ImportFixture.now))
        #expect(built.warnings.isEmpty, "\(built.warnings)")
        let clips = try #require(built.text("posts/clips/index.html"))
        #expect(clips.contains(#"<h2 id="the-talk">The talk</h2>"#))
        #expect(clips.contains(#"<h2 id="posts-and-gists"><a id="posts"></a>Posts and gists</h2>"#))
        #expect(clips.contains(#"href="https://www.youtube.com/watch?v=w7Ft2ymGmfc&amp;t=30s""#))
        // Neither the headless bundle nor the section that cascades `render: never` is a page, and no bundle's
        // Markdown is published as a file; a bundle with `publishResources: false` publishes only what it shows.
        #expect(!built.paths.contains { $0.contains("homepage") || $0.contains("blocks") || $0.hasSuffix(".md") })
        #expect(built.paths.contains("posts/notes/data.csv") && !built.paths.contains { $0.contains("unused") })
        #expect(built.paths.contains("posts/unlisted/index.html"))
    }
}
