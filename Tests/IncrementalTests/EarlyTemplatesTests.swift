import Foundation
import Testing
import TestSupport
@testable import Incremental
import SiteTestSupport

/// A `folio build` that renders every page makes each post's file while pages are still being rendered (see
/// `EarlyTemplates`), and those files are, byte for byte, what a build that renders every page first makes.
@Suite struct EarlyTemplatesTests {
    /// Two standalone pages, and posts a day apart: three common tags and a rare one (related posts near and far
    /// in time), two series whose parts are spread over every post, and links between posts.
    static func files(posts: Int) -> [String: String] {
        var files = [
            "content/pages/about.md": "# About\n\nThe [first post](../posts/2024-01-01-p0.md).\n",
            "content/pages/now.md": "---\ntitle: Now\n---\nWhat I do now.\n",
        ]
        let day = Calendar(identifier: .gregorian)
        for index in 0..<posts {
            let date = day.date(byAdding: .day, value: index, to: Date(timeIntervalSince1970: 1_704_067_200))!
            let name = date.formatted(.iso8601.year().month().day()) + "-p\(index)"
            var front = "tags: [\(["a", "b", "c"][index % 3])\(index % 7 == 0 ? ", rare" : "")]\n"
            if index % 9 == 0 { front += "series: Nine\n" }
            else if index % 13 == 1 { front += "series: Thirteen\n" }
            let link = index == 0 ? "" : " It follows [the one before](\(files.keys.sorted().last!.dropFirst(14))).\n"
            files["content/posts/\(name).md"] = "---\n\(front)---\n# Post \(index)\n\nText of post \(index).\(link)\n"
                + "## A part\n\nMore words.\n"
        }
        return files
    }

    @Test(arguments: [12, 150]) func itsFilesAreThoseOfABuildThatRendersEveryPageFirst(posts: Int) async throws {
        // The built-in theme: each post's file shows its neighbours, related posts, series and the site's pages.
        let site = try SiteFixture(files: Self.files(posts: posts), theme: [:])
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.site.counts.templatedEarly == posts)
        // `makeSite` keeps every page whole, as the preview does: it begins no template early.
        let late = try await site.make()
        #expect(late.counts.templatedEarly == 0)
        #expect(late.postCount == posts && late.pageCount == 2)
        let folder = site.root.appending(path: "public")
        for file in late.files {
            let written = try? Data(contentsOf: folder.appending(path: file.path))
            #expect(written == (try file.data()), "\(file.path)")
        }
        var written = 0
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            if try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true { written += 1 }
        }
        // And the output folder's marker.
        #expect(written == late.files.count + 1)
    }
}
