import Foundation
import Testing
import Blog
import SiteTestSupport

/// The output never holds a symbolic link (GitHub Pages refuses an artifact with one): a link in static/ or beside
/// a post, to a file or to a folder of the site, is written as the file it leads to.
@Suite struct NoSymlinkOutputTests {
    /// Every symbolic link below `folder`, by its path from it.
    static func links(below folder: URL) -> [String] {
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appending(path: path).path)
            if attributes?[.type] as? FileAttributeType == .typeSymbolicLink { found.append(path) }
        }
        return found
    }

    @Test func linksInTheSiteAreWrittenAsFiles() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-05-01-a/index.md": "# A\n\n[notes](notes.txt)\n",
            "content/posts/2024-05-01-a/real.txt": "the notes\n",
            "files/logo.svg": "<svg/>",
            "files/docs/guide.txt": "a guide\n",
        ])
        defer { site.remove() }
        let manager = FileManager.default
        try manager.createDirectory(at: site.root.appending(path: "static"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: site.root.appending(path: "static/logo.svg").path,
                                       withDestinationPath: "../files/logo.svg")
        try manager.createSymbolicLink(atPath: site.root.appending(path: "static/docs").path,
                                       withDestinationPath: site.root.appending(path: "files/docs").path)
        try manager.createSymbolicLink(atPath: site.root.appending(path: "content/posts/2024-05-01-a/notes.txt").path,
                                       withDestinationPath: "real.txt")
        #expect(Self.links(below: site.root).count == 3)  // the check sees links

        _ = try await site.build()
        let output = site.root.appending(path: "public")
        #expect(Self.links(below: output) == [])
        #expect(try String(contentsOf: output.appending(path: "logo.svg"), encoding: .utf8) == "<svg/>")
        #expect(try String(contentsOf: output.appending(path: "2024/05/a/notes.txt"), encoding: .utf8)
                == "the notes\n")
        #expect(try String(contentsOf: output.appending(path: "docs/guide.txt"), encoding: .utf8) == "a guide\n")
    }
}

extension NoSymlinkOutputTests {
    @Test func aLinkToAFolderThatHoldsItIsAnError() async throws {
        let site = try SiteFixture(files: ["static/a.txt": "a\n", "content/posts/2024-05-01-a.md": "# A\n"])
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(atPath: site.root.appending(path: "static/loop").path,
                                                   withDestinationPath: ".")
        let problems = await site.failure()
        #expect(problems.count == 1 && problems[0].hasPrefix("static/loop: error: leads to a folder that holds it"),
                "\(problems)")
    }
}
