import Foundation
import Testing
@testable import Blog
import TestSupport
import Content

@Suite struct SiteIndexTests {
    static func index(root: URL = URL(fileURLWithPath: "/nonexistent")) -> SiteIndex {
        func source(_ path: String, bundle: String? = nil, url: String, folder: String) -> PageSource {
            PageSource(file: SourceFile(path: path, kind: .post, slugFromName: "x", bundle: bundle, text: ""),
                       frontMatter: FrontMatter(), slug: "x", date: nil, url: url, outputFolder: folder,
                       isDraft: false, isFuture: false)
        }
        let published = [
            source("content/posts/2024-01-01-a.md", url: "/blog/2024/01/a/", folder: "2024/01/a/"),
            source("content/posts/2024-02-01-b/index.md", bundle: "content/posts/2024-02-01-b", url: "/blog/2024/02/b/",
                   folder: "2024/02/b/"),
        ]
        let draft = source("content/posts/2024-03-01-d.md", url: "/blog/2024/03/d/", folder: "2024/03/d/")
        return SiteIndex(root: root, address: SiteAddress(baseURL: "https://example.com/blog/"), published: published,
                         excluded: [(draft, "a draft")])
    }

    @Test(arguments: [
        ("2024-01-01-a.md",
         LinkTarget.page(path: "content/posts/2024-01-01-a.md", url: "/blog/2024/01/a/", fragment: nil)),
        ("./2024-01-01-a.md#set-up",
         .page(path: "content/posts/2024-01-01-a.md", url: "/blog/2024/01/a/", fragment: "set-up")),
        ("/content/posts/2024-01-01-a.md",
         .page(path: "content/posts/2024-01-01-a.md", url: "/blog/2024/01/a/", fragment: nil)),
        ("2024-02-01-b/index.md",
         .page(path: "content/posts/2024-02-01-b/index.md", url: "/blog/2024/02/b/", fragment: nil)),
        ("2024-02-01-b/", .page(path: "content/posts/2024-02-01-b/", url: "/blog/2024/02/b/", fragment: nil)),
        ("2024-03-01-d.md", .excluded(path: "content/posts/2024-03-01-d.md", reason: "a draft")),
        ("nope.md", .missing(path: "content/posts/nope.md")),
        ("../../../../etc/passwd.md", .missing(path: "../../../../etc/passwd.md")),
        ("#intro", .anchor("intro")),
        ("https://example.org/a.md", .external),
        ("mailto:me@example.org", .external),
        ("//cdn.example.org/x.png", .external),
        ("/tags/", .unchecked),
        ("", .unchecked),
    ])
    func resolvesLikeGitHub(_ url: String, _ target: LinkTarget) {
        #expect(Self.index().resolve(url, from: "content/posts") == target)
    }

    @Test func filesBesideABundleGoBesideItsPage() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/posts/2024-02-01-b/pics/x.png", Data([1]))
        try site.write("content/posts/shared/y.png", Data([1]))
        try site.write("static/img/z.png", Data([1]))
        let index = Self.index(root: site.url)
        #expect(index.resolve("pics/x.png", from: "content/posts/2024-02-01-b")
                == .asset(file: "content/posts/2024-02-01-b/pics/x.png", url: "/blog/2024/02/b/pics/x.png",
                          output: "2024/02/b/pics/x.png"))
        #expect(index.resolve("../shared/y.png", from: "content/posts/2024-02-01-b")
                == .asset(file: "content/posts/shared/y.png", url: "/blog/posts/shared/y.png",
                          output: "posts/shared/y.png"))
        #expect(index.resolve("../../static/img/z.png", from: "content/posts")
                == .asset(file: "static/img/z.png", url: "/blog/img/z.png", output: nil))
        #expect(index.resolve("pics/missing.png", from: "content/posts/2024-02-01-b")
                == .missing(path: "content/posts/2024-02-01-b/pics/missing.png"))
        #expect(index.resolve("pics%20x.png", from: "content/posts") == .missing(path: "content/posts/pics x.png"))
    }

    @Test func addressSplitsOriginAndBasePath() {
        let blog = SiteAddress(baseURL: "https://example.com/blog")
        #expect((blog.origin, blog.root) == ("https://example.com", "/blog/"))
        #expect(blog.absolute(blog.url("2024/01/a/")) == "https://example.com/blog/2024/01/a/")
        let top = SiteAddress(baseURL: "https://example.com/")
        #expect((top.origin, top.root) == ("https://example.com", "/"))
    }
}
