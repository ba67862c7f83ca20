import Foundation
import Testing
import TestSupport

/// `folio init` and `folio theme` as a user runs them: a new site has no theme files and says how to change one,
/// `list` names the built-in files, `eject` copies one and never copies over the site's own.
@Suite struct ThemeCommandTests {
    func folio(_ arguments: [String]) async throws -> ExternalProgram.Output {
        try await ExternalProgram.run(ExternalProgram.folio.path, arguments)
    }

    @Test func initSaysHowToChangeThePartsOfTheBuiltInThemeAndEjectCopiesThem() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-theme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("blog")
        let made = try await folio(["init", site.path])
        #expect(made.status == 0)
        #expect(made.stdout.contains("folio theme eject FILE"), "\(made.stdout)")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("templates").path))

        let list = try await folio(["theme", "list"])
        #expect(list.status == 0)
        let listed = list.stdout.split(separator: "\n").map(String.init)
        #expect(listed.contains("templates/footer.mustache") && listed.contains("templates/words.yml")
                && listed.contains("static/favicon.svg"))

        let eject = try await folio(["theme", "eject", "footer", "--site", site.path])
        #expect(eject.status == 0)
        #expect(eject.stdout == "Copied templates/footer.mustache\n")
        let footer = site.appendingPathComponent("templates/footer.mustache")
        try Data("<footer>Mine, {{site.title}}</footer>\n".utf8).write(to: footer)
        #expect(try await folio(["build", site.path]).status == 0)
        let home = try String(contentsOf: site.appendingPathComponent("public/index.html"), encoding: .utf8)
        #expect(home.contains("<footer>Mine, My blog</footer>") && home.contains("<header class=\"site-header\">"))

        let again = try await folio(["theme", "eject", "footer.mustache", "--site", site.path])
        #expect(again.status == 1)
        #expect(again.stderr == "templates/footer.mustache: error: the site has this file already; folio never "
                + "overwrites a file\n")
        #expect(try String(contentsOf: footer, encoding: .utf8) == "<footer>Mine, {{site.title}}</footer>\n")

        let rest = try await folio(["theme", "eject", "--site", site.path])
        #expect(rest.status == 0)
        #expect(rest.stdout.hasSuffix("Left alone, as the site has them already: templates/footer.mustache\n"))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("templates/words.yml").path))
    }

    @Test func themeWithoutListOrEjectIsAUsageError() async throws {
        let out = try await folio(["theme", "copy"])
        #expect(out.status == 64)
        #expect(out.stderr.contains("theme needs 'list' or 'eject'"))
    }
}
