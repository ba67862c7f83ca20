import Foundation
import Testing
import SiteTestSupport
@testable import Blog
import Content

/// The path helpers that replaced NSString's on the paths of every link: they must agree with it.
@Suite struct URLPathTests {
    static let paths = ["content/posts/a.md", "a.md", "", "/", "a/b/", "a//b", "/a", "content/posts/b/index.md",
                        "café/naïve.md", "a/b.md/", "x/.md", "a/b/c/d.markdown"]

    @Test func lastComponentIsNSStrings() {
        for path in Self.paths {
            #expect(URLPath.lastComponent(of: path) == (path as NSString).lastPathComponent, "\(path)")
        }
    }

    @Test func folderIsNSStringsForFilePaths() {
        for path in Self.paths where !path.hasSuffix("/") && !path.hasPrefix("/") && !path.contains("//") {
            #expect(URLPath.folder(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
    }

    @Test func decodeIsFoundationsWhereThereIsAnEscape() {
        for text in ["a%20b", "caf%C3%A9", "%zz", "%C3", "plain", "100%", ""] {
            #expect(URLPath.decode(text) == text.removingPercentEncoding, "\(text)")
        }
    }

    @Test func markdownNamesIgnoreTheCaseOfTheirExtension() {
        #expect(SourceFile.markdownName("Post.MD") == "Post")
        #expect(SourceFile.markdownName("notes.Markdown") == "notes")
        #expect(SourceFile.markdownName("café.md") == "café")
        #expect(SourceFile.markdownName(".md") == nil)
        #expect(SourceFile.markdownName("a.mdx") == nil)
        #expect(SourceFile.markdownName("a.txt") == nil)
    }

    /// `normalize` answers most paths from a scan of their bytes, and takes the others apart.
    @Test func normalizedPaths() {
        let expected: [String: String?] = [
            "content/posts/a.md": "content/posts/a.md", "a/b/": "a/b/", "": "", "...": "...", "a/.../b": "a/.../b",
            "a/./b": "a/b", "a/../b": "b", "a//b": "a/b", "/a": "a", "./a": "a", "a/.": "a", "a/..": "",
            "..": nil, "a/../..": nil, "/": "", "a/b/../": "a/", ".a/b.": ".a/b.", "..a/b..": "..a/b..",
        ]
        for (path, normal) in expected {
            #expect(SiteIndex.normalize(path) == normal, "\(path)")
        }
    }
}
