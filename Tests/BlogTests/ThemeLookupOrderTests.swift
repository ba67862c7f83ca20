import Foundation
import Testing
@testable import Blog
import Content
import Build
import Incremental
import SiteTestSupport

/// The lookup order, for each kind of theme file: the site's `templates/` over the theme folder (`theme:
/// themes/calm`) over folio's built-in theme, one file at a time.
@Suite struct ThemeLookupOrderTests {
    static let post = ["content/posts/2024-05-01-hello.md": "---\ntags: [garden]\n---\n# Hello\n\nA first post.\n"]

    func built(_ files: [String: String], theme: Bool = true, config: String = "") async throws -> BuiltSite {
        let site = try SiteFixture(config: (theme ? "theme: themes/calm\n" : "") + config,
                                   files: Self.post.merging(files) { $1 }, theme: [:])
        defer { site.remove() }
        return try await site.make()
    }

    func builtIn(_ path: String) throws -> String {
        try #require(DefaultTheme.files.first { $0.path == path }?.text)
    }

    /// A page template: the site's, else the theme folder's, else the built-in one; each kind of page separately.
    @Test func aPageTemplateComesFromTheHighestLayerThatHasIt() async throws {
        let built = try await built([
            "themes/calm/templates/post.mustache": "calm post {{page.title}}\n",
            "themes/calm/templates/archive.mustache": "calm archive\n",
            "templates/archive.mustache": "site archive\n",
        ])
        #expect(built.text("2024/05/hello/index.html") == "calm post Hello\n")
        #expect(built.text("archive/index.html") == "site archive\n")
        let tags = try #require(built.text("tags/index.html"))
        #expect(tags.hasPrefix("<!DOCTYPE html>") && tags.contains("<ul class=\"tag-index\">"))
    }

    /// A partial is looked up by name from every template, the built-in ones included.
    @Test func aPartialComesFromTheHighestLayerThatHasIt() async throws {
        let built = try await built([
            "themes/calm/templates/header.mustache": "<header>calm header</header>\n",
            "themes/calm/templates/post-meta.mustache": "<p>calm meta {{date_display}}</p>\n",
            "templates/post-meta.mustache": "<p>site meta {{date_display}}</p>\n",
        ])
        for path in ["2024/05/hello/index.html", "index.html", "tags/garden/index.html"] {
            let page = try #require(built.text(path))
            #expect(page.contains("<header>calm header</header>"), "\(path)")
            #expect(!page.contains("class=\"site-header\""), "\(path)")
        }
        let post = try #require(built.text("2024/05/hello/index.html"))
        #expect(post.contains("<p>site meta 1 May 2024</p>") && !post.contains("calm meta"))
        #expect(post.contains("<footer class=\"site-footer\">"))  // the built-in footer
    }

    /// The layout every built-in template extends is a template like the others: the site's takes its place
    /// around every page, and the blocks of the built-in templates fill it.
    @Test func aLayoutComesFromTheHighestLayerThatHasIt() async throws {
        let layout = "<html><title>{{$title}}{{page.title}}{{/title}}</title>{{> header}}<main>{{$main}}{{/main}}"
            + "</main></html>\n"
        let built = try await built([
            "themes/calm/templates/layout.mustache": "calm layout {{$main}}{{/main}}\n",
            "themes/calm/templates/header.mustache": "<nav>calm</nav>",
            "templates/layout.mustache": layout,
        ])
        let post = try #require(built.text("2024/05/hello/index.html"))
        #expect(post.hasPrefix("<html><title>Hello</title><nav>calm</nav><main>"))
        #expect(post.contains("<article class=\"post\">") && post.hasSuffix("</main></html>\n"))
        #expect(!post.contains("calm layout"))
        // The built-in 404 fills the layout's title block with its own.
        let missing = try #require(built.text("404.html"))
        #expect(missing.hasPrefix("<html><title>Page not found · Test</title>"))
        // Without the site's layout, the theme folder's is used.
        let calm = try await self.built(["themes/calm/templates/layout.mustache": "calm layout {{$main}}{{/main}}\n"])
        let calmPost = try #require(calm.text("2024/05/hello/index.html"))
        #expect(calmPost.hasPrefix("calm layout ") && calmPost.contains("<article class=\"post\">"))
    }

    /// Words merge word by word: folio.yml over the site's words.yml over the theme folder's over the built-in
    /// table, each layer changing only the words it names.
    @Test func aWordComesFromTheHighestLayerThatHasIt() async throws {
        let built = try await built([
            "themes/calm/templates/words.yml": "en:\n  archive: Calm archive\n  tags: Calm tags\n"
                + "  feed: Calm feed\n  calm_hello: Hello from calm\n",
            "themes/calm/templates/footer.mustache": "<footer>{{words.calm_hello}}</footer>\n",
            "templates/words.yml": "en:\n  tags: Site tags\n  feed: Site feed\n",
        ], config: "words:\n  feed: Config feed\n")
        let post = try #require(built.text("2024/05/hello/index.html"))
        #expect(post.contains(">Calm archive</a>"))           // the theme folder's
        #expect(post.contains(">Site tags</a>"))              // the site's words.yml
        #expect(post.contains(">Config feed</a>"))            // folio.yml
        #expect(post.contains(">Skip to content</a>"))        // the built-in table
        #expect(post.contains("<footer>Hello from calm</footer>"))  // a theme's own word for its own template
        #expect(try #require(built.text("archive/index.html")).contains("<h1>Calm archive</h1>"))
    }

    /// Stylesheets add up, built-in then theme folder then site, unless one says `folio: replace` on its first line:
    /// then it starts again from it. The layout words' rules come after all of them.
    @Test func stylesheetsAddUpUntilOneReplacesThoseBelowIt() async throws {
        let builtInCSS = try builtIn("templates/style.css")
        let added = try #require(try await built([
            "themes/calm/templates/style.css": ".calm { color: teal; }\n",
            "templates/style.css": ".mine { color: navy; }\n",
        ]).text("style.css"))
        #expect(added.hasPrefix(builtInCSS + "\n.calm { color: teal; }\n\n.mine { color: navy; }\n"))
        #expect(added.contains(".right {"))

        let themeReplaces = try #require(try await built([
            "themes/calm/templates/style.css": "/* folio: replace */\n.calm { color: teal; }\n",
            "templates/style.css": ".mine { color: navy; }\n",
        ]).text("style.css"))
        #expect(themeReplaces.hasPrefix("/* folio: replace */\n.calm { color: teal; }\n\n.mine { color: navy; }\n"))
        #expect(!themeReplaces.contains(".skip-link"))

        let siteReplaces = try #require(try await built([
            "themes/calm/templates/style.css": ".calm { color: teal; }\n",
            "templates/style.css": "/* folio: replace */\n.mine { color: navy; }\n",
        ]).text("style.css"))
        #expect(siteReplaces.hasPrefix("/* folio: replace */\n.mine { color: navy; }\n"))
        #expect(!siteReplaces.contains(".calm") && !siteReplaces.contains(".skip-link"))
        #expect(siteReplaces.contains(".right {"))

        // The marker counts on the first line only: further down it is an ordinary comment.
        let later = try #require(try await built(["templates/style.css": ".mine {}\n/* folio: replace */\n"],
                                                 theme: false).text("style.css"))
        #expect(later.hasPrefix(builtInCSS))
    }

    /// The code colours are the highest layer's `highlight.css`, else the built-in palettes.
    @Test func codeColoursComeFromTheHighestLayerThatHasThem() async throws {
        let calm = try #require(try await built(["themes/calm/templates/highlight.css": "pre .k { color: teal; }\n"])
            .text("style.css"))
        #expect(calm.contains("pre .k { color: teal; }"))
        let site = try #require(try await built([
            "themes/calm/templates/highlight.css": "pre .k { color: teal; }\n",
            "templates/highlight.css": "pre .k { color: navy; }\n",
        ]).text("style.css"))
        #expect(site.contains("pre .k { color: navy; }") && !site.contains("pre .k { color: teal; }"))
    }

    /// Redirect pages are the `redirect` template's, looked up as any other: the built-in one puts the text in a
    /// `<main>` under an `<h1>`; a whole theme without one gets folio's plain page (see `FrozenSiteTests`).
    @Test func aRedirectPageComesFromTheHighestLayerThatHasTheTemplate() async throws {
        let moved = ["content/posts/2024-05-01-hello.md": "---\naliases: [/old/]\n---\n# Hello\n"]
        let builtIn = try #require(try await built(moved, theme: false).text("old/index.html"))
        #expect(builtIn.contains("<main class=\"wrap\">\n<h1>Hello</h1>\n<p><a href=\"https://example.com/2024/05/"
                                 + "hello/\">This page has moved to Hello.</a></p>\n</main>"))
        #expect(builtIn.contains("http-equiv=\"refresh\" content=\"0; url=https://example.com/2024/05/hello/\">"))
        let own = try await built(moved.merging([
            "themes/calm/templates/redirect.mustache": "calm: {{page.url}}\n",
            "templates/redirect.mustache": "site: {{page.canonical_url}} {{words.archive}}\n",
        ]) { $1 })
        #expect(own.text("old/index.html") == "site: https://example.com/2024/05/hello/ Archive\n")
    }

    /// A site on the built-in theme labels its task list checkboxes; a whole theme of its own written before the
    /// built-in theme had a `redirect` template (the earlier `folio init`'s copy) keeps GitHub's markup.
    @Test func taskListCheckboxesAreLabelledUnlessAnEarlierWholeThemeSaysOtherwise() async throws {
        let tasks = ["content/posts/2024-05-01-hello.md": "# Hello\n\n- [x] Sow\n"]
        let labelled = "<li><label><input type=\"checkbox\" checked=\"\" disabled=\"\" /> Sow</label></li>"
        #expect(try #require(try await built(tasks, theme: false).text("2024/05/hello/index.html")).contains(labelled))
        var whole = tasks
        for name in Theme.requiredTemplates { whole["templates/\(name).mustache"] = "{{{page.content}}}" }
        #expect(try await built(whole, theme: false).text("2024/05/hello/index.html")
                == "<ul>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> Sow</li>\n</ul>\n")
        whole["templates/redirect.mustache"] = "moved"
        #expect(try #require(try await built(whole, theme: false).text("2024/05/hello/index.html")).contains(labelled))
    }

    /// A theme folder with every page template is a whole theme: the built-in one lends it only its words (folio's
    /// own phrases), not its partials, stylesheet or favicon.
    @Test func aWholeThemeFolderReplacesTheBuiltInTheme() async throws {
        var files: [String: String] = [:]
        for name in Theme.requiredTemplates {
            files["themes/calm/templates/\(name).mustache"] = "calm \(name): {{page.title}}\n"
        }
        files["themes/calm/templates/style.css"] = ".calm { color: teal; }\n"
        files["templates/post.mustache"] = "site post: {{page.title}}\n"
        let built = try await built(files, config: "language: de\n")
        #expect(built.text("2024/05/hello/index.html") == "site post: Hello\n")
        #expect(built.text("tags/garden/index.html") == "calm list: Schlagwort „garden“\n")
        #expect(try #require(built.text("style.css")).hasPrefix(".calm { color: teal; }\n"))
        #expect(built.text("favicon.svg") == nil)
    }
}
