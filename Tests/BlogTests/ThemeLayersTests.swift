import Foundation
import Testing
@testable import Blog
import SourceDiagnostics
import Content
import Build
import SiteTestSupport

/// The theme a site is built with: the built-in one, under a theme folder, under the site's own templates/.
@Suite struct ThemeLayersTests {
    static let post = ["content/posts/2024-05-01-hello.md": "# Hello\n\nA first post.\n"]

    func site(_ files: [String: String], config: String = "") throws -> SiteFixture {
        try SiteFixture(config: config, files: Self.post.merging(files) { $1 }, theme: [:])
    }

    @Test func aSiteWithoutTemplatesUsesTheBuiltInTheme() async throws {
        let site = try self.site([:])
        defer { site.remove() }
        let built = try await site.make()
        let page = try #require(built.text("2024/05/hello/index.html"))
        #expect(page.contains("<a class=\"skip-link\" href=\"#main\">Skip to content</a>"))
        #expect(page.contains("<html lang=\"en\" dir=\"ltr\">"))
        // The built-in favicon is published, made in memory, as the stylesheet is.
        #expect(built.text("favicon.svg") == DefaultTheme.files.first { $0.path == "static/favicon.svg" }?.text)
        let css = try #require(built.text("style.css"))
        #expect(css.hasPrefix(DefaultTheme.files.first { $0.path == "templates/style.css" }!.text))
    }

    @Test func oneOverriddenPartialAndTheBuiltInThemeForTheRest() async throws {
        let site = try self.site(["templates/footer.mustache": "<footer>My own footer, {{site.title}}</footer>\n"])
        defer { site.remove() }
        let page = try #require(try await site.make().text("2024/05/hello/index.html"))
        #expect(page.contains("<footer>My own footer, Test</footer>"))
        #expect(!page.contains("Subscribe to the Atom feed"))
        #expect(page.contains("<header class=\"site-header\">"))  // the built-in header
    }

    @Test func theSiteOverTheThemeFolderOverTheBuiltInTheme() async throws {
        let site = try self.site([
            "themes/calm/templates/header.mustache": "<header>calm header</header>\n",
            "themes/calm/templates/footer.mustache": "<footer>calm footer</footer>\n",
            "themes/calm/templates/style.css": ".calm { color: teal; }\n",
            "themes/calm/static/logo.svg": "<svg/>",
            "themes/calm/static/favicon.svg": "<svg>calm</svg>",
            "templates/header.mustache": "<header>site header</header>\n",
            "templates/style.css": ".mine { color: navy; }\n",
            "static/logo.svg": "<svg>mine</svg>",
        ], config: "theme: themes/calm\n")
        defer { site.remove() }
        let built = try await site.make()
        let page = try #require(built.text("2024/05/hello/index.html"))
        #expect(page.contains("<header>site header</header>"))
        #expect(page.contains("<footer>calm footer</footer>"))
        #expect(page.contains("<main id=\"main\""))  // the built-in layout
        let css = try #require(built.text("style.css"))
        let builtIn = try #require(css.range(of: "--content-width"))
        let calm = try #require(css.range(of: ".calm { color: teal; }"))
        let mine = try #require(css.range(of: ".mine { color: navy; }"))
        #expect(builtIn.lowerBound < calm.lowerBound && calm.lowerBound < mine.lowerBound)
        #expect(built.text("logo.svg") == "<svg>mine</svg>")
        #expect(built.text("favicon.svg") == "<svg>calm</svg>")
    }

    @Test func aStylesheetThatSaysSoReplacesTheThemes() async throws {
        let site = try self.site(["templates/style.css": "/* folio: replace */\nbody { margin: 0; }\n"])
        defer { site.remove() }
        let css = try #require(try await site.make().text("style.css"))
        #expect(css.hasPrefix("/* folio: replace */\nbody { margin: 0; }\n"))
        #expect(!css.contains(".skip-link"))
    }

    /// A site made by the earlier `folio init` holds the whole theme: it is a theme of its own, and the built-in
    /// one adds nothing to it (no stylesheet before its own, no favicon it did not have).
    @Test func aWholeThemeOfTheSitesOwnIsUsedAlone() async throws {
        var files: [String: String] = [:]
        for name in Theme.requiredTemplates { files["templates/\(name).mustache"] = "\(name): {{page.title}}\n" }
        files["templates/style.css"] = "body { color: black; }\n"
        let site = try self.site(files)
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.text("2024/05/hello/index.html") == "post: Hello\n")
        #expect(try #require(built.text("style.css")).hasPrefix("body { color: black; }\n"))
        #expect(built.text("favicon.svg") == nil)
    }

    @Test func aNameNoContextHasIsAnErrorAtItsPlace() async throws {
        let footer = "<footer>\n{{page.titel}} {{words.archiv}}\n</footer>\n"
        let site = try self.site(["templates/footer.mustache": footer])
        defer { site.remove() }
        #expect(await site.failure() == [
            "templates/footer.mustache:2:1: error: 'page' has no field 'titel' (did you mean 'page.title'?)",
            "templates/footer.mustache:2:16: error: 'words' has no field 'archiv' (did you mean 'words.archive'?)",
        ])
    }

    @Test func anUnknownPartialIsAnErrorAtItsPlace() async throws {
        let site = try self.site(["templates/footer.mustache": "{{> sidebar}}\n"])
        defer { site.remove() }
        #expect(await site.failure() == [
            "templates/footer.mustache:1:1: error: unknown partial 'sidebar' (no templates/sidebar.mustache)",
        ])
    }

    @Test func aThemeOutsideThemesOrMissingIsAnErrorInFolioYml() async throws {
        let outside = try self.site([:], config: "theme: ../elsewhere\n")
        defer { outside.remove() }
        #expect(await outside.failure()
                == ["folio.yml:4:8: error: theme '../elsewhere' must be a folder in the site's themes/, such as "
                    + "'themes/NAME'"])
        let missing = try self.site([:], config: "theme: themes/none\n")
        defer { missing.remove() }
        #expect(await missing.failure() == ["folio.yml:4:8: error: theme 'themes/none' is not a folder of the site"])
    }
}
