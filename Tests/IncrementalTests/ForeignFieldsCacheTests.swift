import Foundation
import Testing
@testable import Incremental
import Blog
import Content
import Incremental
import SiteTestSupport

/// The build cache keeps what folio reads of Jekyll's and Hugo's front matter, and a post written as a file: a
/// build from the cache makes what a clean build makes, with every page taken from the cache.
@Suite struct ForeignFieldsCacheTests {
    @Test func aSecondBuildFromTheCacheIsTheCleanBuild() async throws {
        let site = try SiteFixture(config: "permalink: /:categories/:year/:month/:day/:title.html\n", files: [
            "content/posts/2016-02-01-swift-CI.md": "---\nslug: swift-CI\nauthor: {name: Ada}\ncategories: [Infra]\n"
                + "redirect_from: /ci/\nexcerpt_separator: <!--more-->\nlastmod: 2016-02-02\n---\n# CI\n\n"
                + "A <!--more-->\n",
            "content/posts/Release Notes.md": "+++\ntitle = \"Release\"\ndate = 2016-01-05T09:30:00\n"
                + "aliases = [\"old-release\"]\nurl = \"/releases/2.2/\"\n+++\nText.\n",
        ])
        defer { site.remove() }
        let first = try await site.build()
        #expect(first.site.warnings.isEmpty, "\(first.site.warnings)")
        try site.folder.write("templates/404.mustache", "gone")  // a change elsewhere: the build runs again
        let second = try await site.build()
        #expect(second.site.counts.reused == 2)
        let clean = try await site.build(into: "clean", cache: false)
        #expect(try FolderSnapshot(of: site.root.appending(path: "public"), excluding: [".folio-output"])
                == FolderSnapshot(of: site.root.appending(path: "clean"), excluding: [".folio-output"]))
        _ = clean
        for path in ["infra/2016/02/01/swift-CI.html", "releases/old-release/index.html"] {
            #expect(FileManager.default.fileExists(atPath: site.root.appending(path: "clean/\(path)").path), "\(path)")
        }
    }

    @Test func aSourceReadsBackAsItWasWritten() throws {
        let text = "---\nslug: swift-CI\nauthor: {name: Ada}\ncategories: [Infra]\nredirect_from: /ci/\n"
            + "excerpt_separator: <!--more-->\npermalink: /:year/:slug.html\n---\n# CI\n"
        let file = SourceFile(path: "content/posts/2016-02-01-swift-CI.md", kind: .post, name: "2016-02-01-swift-CI",
                              text: text)
        let config = SiteConfig(root: URL(filePath: "/site"), title: "T", baseURL: "https://example.com")
        let placement = Placement(config: config, address: SiteAddress(baseURL: config.baseURL), now: Date())
        let source = try readPage(file, placement: placement).value.source
        var writer = CacheWriter()
        source.write(to: &writer)
        var reader = CacheReader(writer.bytes)
        let read = try PageSource(from: &reader)
        #expect(reader.isAtEnd)
        #expect(read == source)
        #expect(read.frontMatter == source.frontMatter)
        #expect(read.frontMatter.author == "Ada" && read.frontMatter.aliases == ["/ci/"])
        #expect(read.frontMatter.permalink?.pattern == "/:year/:slug.html")
        #expect((read.url, read.outputFolder, read.outputName) == ("/2016/swift-CI.html", "2016/", "swift-CI.html"))
    }
}
