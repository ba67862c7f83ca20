import Foundation
import Testing
@testable import Blog
import SourceDiagnostics
import TestSupport
import SiteTestSupport

/// `folio theme eject`: the built-in theme's files copied into a site, never over one of its own.
@Suite struct EjectThemeTests {
    func site() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("folio.yml", "title: T\nbase_url: https://example.com\n")
        return site
    }

    func builtIn(_ path: String) -> String? { DefaultTheme.files.first { $0.path == path }?.text }

    @Test(arguments: ["footer", "footer.mustache", "templates/footer.mustache"])
    func aFileIsCopiedByAnyOfItsNames(_ name: String) throws {
        let site = try self.site()
        defer { site.remove() }
        let (written, skipped) = try ejectTheme([name], into: site.url)
        #expect(written == ["templates/footer.mustache"] && skipped.isEmpty)
        #expect(try String(contentsOf: site.url.appending(path: "templates/footer.mustache"), encoding: .utf8)
                == builtIn("templates/footer.mustache"))
    }

    @Test func aFileTheSiteHasIsNeverOverwritten() throws {
        let site = try self.site()
        defer { site.remove() }
        try site.write("templates/style.css", "mine\n")
        #expect(throws: Diagnostics.self) { try ejectTheme(["style.css", "footer"], into: site.url) }
        #expect(try String(contentsOf: site.url.appending(path: "templates/style.css"), encoding: .utf8) == "mine\n")
        // Nothing of a refused command is written.
        #expect(!FileManager.default.fileExists(atPath: site.url.appending(path: "templates/footer.mustache").path))
        let (written, skipped) = try ejectTheme([], into: site.url)
        #expect(skipped == ["templates/style.css"])
        #expect(written.count == DefaultTheme.files.count - 1 && written.contains("static/favicon.svg"))
        #expect(try String(contentsOf: site.url.appending(path: "templates/style.css"), encoding: .utf8) == "mine\n")
    }

    @Test func anUnknownNameSaysWhatItMayHaveMeant() throws {
        let site = try self.site()
        defer { site.remove() }
        do {
            _ = try ejectTheme(["foter.mustache"], into: site.url)
            Issue.record("ejected a file the theme does not have")
        } catch {
            #expect(error.all.map(\.description)
                    == ["foter.mustache: error: the built-in theme has no file 'foter.mustache' (did you mean "
                        + "'footer.mustache'?)"])
        }
    }

    @Test func anEjectedWholeThemeBuildsAsTheBuiltInOne() async throws {
        let files = ["content/posts/2024-05-01-hello.md": "# Hello\n\nText.\n"]
        let plain = try SiteFixture(files: files, theme: [:])
        defer { plain.remove() }
        let ejected = try SiteFixture(files: files, theme: [:])
        defer { ejected.remove() }
        _ = try ejectTheme([], into: ejected.root)
        let (a, b) = (try await plain.make(), try await ejected.make())
        #expect(a.paths == b.paths)
        for path in a.paths { #expect(a.text(path) == b.text(path), "\(path)") }
    }
}
