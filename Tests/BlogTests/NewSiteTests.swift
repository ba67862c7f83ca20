import Foundation
import Testing
@testable import Blog
import SourceDiagnostics
import TestSupport
import Content
import Build
import SiteTestSupport

@Suite struct NewSiteTests {
    @Test func embeddedThemeIsTheRepositorysTemplates() throws {
        let root = ExternalProgram.repositoryRoot
        for (path, text) in DefaultTheme.files {
            let onDisk = try String(contentsOf: root.appending(path: path), encoding: .utf8)
            #expect(onDisk == text, "\(path) differs from the embedded copy: run `make theme`")
        }
        let templates = try FileManager.default.contentsOfDirectory(atPath: root.appending(path: "templates").path)
        #expect(Set(templates.map { "templates/" + $0 }).isSubset(of: Set(DefaultTheme.files.map(\.path))))
    }

    @Test func initMakesASiteThatBuilds() async throws {
        let folder = try TemporarySite()
        defer { folder.remove() }
        let site = folder.url.appending(path: "blog")
        try initializeSite(at: site, now: SiteFixture.now)
        let report = try await buildSite(at: site, options: BuildOptions(now: SiteFixture.now))
        #expect((report.site.postCount, report.site.pageCount) == (1, 1))
        #expect(FileManager.default.fileExists(atPath: site.appending(path: "public/index.html").path))
        // What the build made is what the new site's .gitignore leaves out of the repository.
        let ignored = try String(contentsOf: site.appending(path: ".gitignore"), encoding: .utf8)
        #expect(ignored == "/public/\n/.folio-cache\n/.folio-images\n/.folio-link-cache\n")
        #expect(FileManager.default.fileExists(atPath: site.appending(path: ".folio-cache").path))
        // No theme files: the site is on the built-in theme, and gets what later versions of folio add to it.
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "templates").path))
        #expect(FileManager.default.fileExists(atPath: site.appending(path: "public/favicon.svg").path))
    }

    @Test func initWritesTheGitHubPagesWorkflowUnlessToldNot() throws {
        let folder = try TemporarySite()
        defer { folder.remove() }
        try initializeSite(at: folder.url.appending(path: "with"), now: SiteFixture.now)
        let written = folder.url.appending(path: "with/.github/workflows/pages.yml")
        #expect(try String(contentsOf: written, encoding: .utf8) == PagesWorkflow.text())
        try initializeSite(at: folder.url.appending(path: "without"), workflow: false, now: SiteFixture.now)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appending(path: "without/.github").path))
    }

    @Test func initRefusesAFolderThatHoldsAnything() throws {
        let folder = try TemporarySite()
        defer { folder.remove() }
        try folder.write("mine.txt", "mine")
        #expect(throws: Diagnostics.self) { try initializeSite(at: folder.url) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["mine.txt"])
    }

    @Test func newPostIsDatedInTheSitesTimeZoneAndNeverOverwrites() throws {
        let site = try SiteFixture(files: [:])
        defer { site.remove() }
        // 23:30 UTC on 31 December 2024 is already 1 January 2025 in Berlin, the test site's time zone.
        let now = Date(timeIntervalSince1970: 1_735_687_800)
        let path = try createPost(titled: "Café au lait: a review!", in: site.root, now: now)
        #expect(path == "content/posts/2025-01-01-cafe-au-lait-a-review.md")
        let file = site.root.appending(path: path)
        #expect(try String(contentsOf: file, encoding: .utf8) == "# Café au lait: a review!\n\n")
        try Data("# Mine\n\nEdited.\n".utf8).write(to: file)
        #expect(throws: Diagnostics.self) {
            try createPost(titled: "Café au lait: a review!", in: site.root, now: now)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "# Mine\n\nEdited.\n")
    }

    @Test(arguments: [("Hello, World!", "hello-world"), ("Ünïcödé titles", "unicode-titles"), ("日本語", "post"),
                      ("  --Swift 6--  ", "swift-6")])
    func slugsFromTitles(_ title: String, _ slug: String) {
        #expect(Slug.make(from: title) == slug)
        #expect(Slug.isValid(Slug.make(from: title)))
    }
}
