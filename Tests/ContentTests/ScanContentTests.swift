import Foundation
import Testing
@testable import Content
import SourceDiagnostics
import TestSupport

@Suite struct ScanContentTests {
    private func failure(_ site: TemporarySite) -> [String] {
        do {
            _ = try scanContent(at: site.url)
            return []
        } catch {
            return error.all.map(\.description)
        }
    }

    @Test func findsPostsBundlesAndPagesSortedByPath() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/posts/2024-05-02-second.md", "two")
        try site.write("content/posts/2024-05-01-hello.md", "one")
        try site.write("content/posts/2024-06-01-trip/index.md", "trip")
        try site.write("content/posts/2024-06-01-trip/photos/b.jpg", "b")
        try site.write("content/posts/2024-06-01-trip/a.png", "a")
        try site.write("content/posts/undated.md", "no date")
        try site.write("content/pages/about.md", "about")
        try site.write("content/pages/contact/index.md", "contact")
        try site.write("content/pages/contact/map.svg", "<svg/>")
        let scan = try scanContent(at: site.url)
        #expect(scan.warnings.isEmpty)
        #expect(scan.value.map(\.path) == [
            "content/pages/about.md",
            "content/pages/contact/index.md",
            "content/posts/2024-05-01-hello.md",
            "content/posts/2024-05-02-second.md",
            "content/posts/2024-06-01-trip/index.md",
            "content/posts/undated.md",
        ])
        #expect(scan.value[0] == SourceFile(path: "content/pages/about.md", kind: .page, slugFromName: "about",
                                            text: "about"))
        #expect(scan.value[1] == SourceFile(
            path: "content/pages/contact/index.md", kind: .page, slugFromName: "contact",
            bundle: "content/pages/contact", assets: ["content/pages/contact/map.svg"], text: "contact"))
        #expect(scan.value[2] == SourceFile(path: "content/posts/2024-05-01-hello.md", kind: .post,
                                            slugFromName: "hello", datePrefix: "2024-05-01", text: "one"))
        #expect(scan.value[4] == SourceFile(
            path: "content/posts/2024-06-01-trip/index.md", kind: .post, slugFromName: "trip",
            datePrefix: "2024-06-01", bundle: "content/posts/2024-06-01-trip",
            assets: ["content/posts/2024-06-01-trip/a.png", "content/posts/2024-06-01-trip/photos/b.jpg"],
            text: "trip"))
        #expect(scan.value[5].slugFromName == "undated" && scan.value[5].datePrefix == nil)
    }

    @Test func pagesKeepADateLikeName() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/pages/2024-05-01-notes.md", "x")
        let page = try #require(try scanContent(at: site.url).value.first)
        #expect(page.slugFromName == "2024-05-01-notes" && page.datePrefix == nil)
    }

    @Test func ignoresHiddenAndEditorFiles() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/posts/2024-05-01-a.md", "a")
        for name in [".DS_Store", ".#2024-05-01-a.md", "2024-05-01-a.md~", ".2024-05-01-a.md.swp", "#a.md#",
                     "b.md.swo", ".hidden/index.md", "2024-06-01-b/.DS_Store", "2024-06-01-b/index.md~"] {
            try site.write("content/posts/\(name)", "x")
        }
        try site.write("content/posts/2024-06-01-b/index.md", "b")
        let scan = try scanContent(at: site.url)
        #expect(scan.warnings.isEmpty)
        #expect(scan.value.map(\.path) == ["content/posts/2024-05-01-a.md", "content/posts/2024-06-01-b/index.md"])
        #expect(scan.value[1].assets.isEmpty)
    }

    @Test func warnsAboutFilesItIgnores() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/posts/2024-05-01-a.md", "a")
        try site.write("content/posts/photo.jpg", "x")
        try site.write("content/posts/pics/shared.png", "x")
        try site.write("content/posts/2024/2024-05-02-b.md", "x")
        try site.write("content/drafts/idea.md", "x")
        try site.write("content/notes.md", "x")
        try site.write("content/images/logo.png", "x")
        let scan = try scanContent(at: site.url)
        #expect(scan.value.map(\.path) == ["content/posts/2024-05-01-a.md"])
        #expect(Diagnostics(scan.warnings).sorted.map(\.description) == [
            "content/drafts/idea.md: warning: not under content/posts/ or content/pages/; ignored",
            "content/notes.md: warning: not under content/posts/ or content/pages/; ignored",
            "content/posts/2024: warning: folder has no index.md; ignored",
            "content/posts/2024/2024-05-02-b.md: warning: not under content/posts/ or content/pages/; ignored",
        ])
    }

    @Test func invalidUTF8IsAnErrorWithTheByteOffset() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/posts/2024-05-01-ok.md", "fine")
        try site.write("content/posts/x.md", Data("---\ntitle: é\n---\n".utf8) + Data([0x61, 0xFF, 0x62]))
        try site.write("content/pages/y.md", Data([0xE2, 0x82]))
        #expect(failure(site) == [
            "content/pages/y.md:1:1: error: invalid UTF-8 at byte 0 (0xe2)",
            "content/posts/x.md:4:2: error: invalid UTF-8 at byte 19 (0xff)",
        ])
    }

    @Test func impossibleDateInNameIsAnError() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/posts/2024-02-30-leap.md", "x")
        #expect(failure(site)
                == ["content/posts/2024-02-30-leap.md: error: the name's date '2024-02-30' is not a real day"])
    }

    @Test func missingContentFolderIsAnError() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        #expect(failure(site)
                == ["content: error: no content folder; posts go in content/posts/ and pages in content/pages/"])
    }

    @Test func emptyContentFolderHasNoFiles() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try FileManager.default.createDirectory(at: site.url.appending(path: "content"),
                                                withIntermediateDirectories: true)
        let scan = try scanContent(at: site.url)
        #expect(scan.value.isEmpty && scan.warnings.isEmpty)
    }

    @Test func dateFromNameIsMidnightInTheGivenZone() throws {
        let file = SourceFile(path: "content/posts/2024-05-01-a.md", kind: .post, slugFromName: "a",
                              datePrefix: "2024-05-01", text: "")
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(file.dateFromName(in: tokyo) == Date(timeIntervalSince1970: 1_714_489_200))  // 2024-04-30T15:00Z
    }

}
