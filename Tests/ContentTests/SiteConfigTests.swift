import Foundation
import Testing
@testable import Content
import SourceDiagnostics

@Suite struct SiteConfigTests {
    private let root = URL(filePath: "/sites/blog", directoryHint: .isDirectory)
    private let required = "title: My Blog\nbase_url: https://example.com/\n"

    private func config(_ yaml: String) throws -> Checked<SiteConfig> {
        try SiteConfig.make(fromYAML: yaml, root: root)
    }

    /// The printed diagnostics for a config that must fail.
    private func problems(_ yaml: String) -> [String] {
        do {
            _ = try SiteConfig.make(fromYAML: yaml, root: root)
            return []
        } catch {
            return error.all.map(\.description)
        }
    }

    @Test func fillsDefaults() throws {
        let result = try config(required)
        let config = result.value
        #expect(result.warnings.isEmpty)
        #expect(config.title == "My Blog")
        #expect(config.baseURL == "https://example.com")
        #expect(config.description == "" && config.author == "")
        #expect(config.language == "en")
        #expect(config.timeZone == TimeZone(identifier: "UTC") && config.timeZone.secondsFromGMT() == 0)
        #expect(config.permalink == .postDefault && config.permalink.pattern == "/:year/:month/:slug/")
        #expect(config.postsPerPage == 10)
        #expect(config.imageLayouts.isEmpty)
        #expect(config.output == "public")
        #expect(config.outputURL.path == "/sites/blog/public")
        #expect(config.brokenLinks == .error)
        #expect(config.root == root)
    }

    @Test func readsEveryKey() throws {
        let yaml = """
        title: Notes
        description: Things I learned
        author: Ada
        base_url: "https://example.com/blog//"
        language: pt-BR
        timezone: Asia/Tokyo
        permalink: /posts/:year/:month/:day/:slug/
        posts_per_page: 5
        image_layouts:
          banner: "width: 100%; max-height: 20em;"
          tiny: "width: 4em;"
        output: _site
        broken_links: warn
        highlight: false
        emoji: false
        math: false
        """
        let result = try config(yaml)
        let config = result.value
        #expect(result.warnings.isEmpty)
        #expect(config.title == "Notes")
        #expect(config.description == "Things I learned")
        #expect(config.author == "Ada")
        #expect(config.baseURL == "https://example.com/blog")
        #expect(config.language == "pt-BR")
        #expect(config.timeZone == TimeZone(identifier: "Asia/Tokyo"))
        #expect(config.permalink.pattern == "/posts/:year/:month/:day/:slug/")
        #expect(config.postsPerPage == 5)
        #expect(config.imageLayouts == ["banner": "width: 100%; max-height: 20em;", "tiny": "width: 4em;"])
        #expect(config.output == "_site")
        #expect(config.outputURL.path == "/sites/blog/_site")
        #expect(config.brokenLinks == .warn)
        #expect(config.highlight == false)
        #expect(try self.config(required).value.highlight)
        #expect(config.emoji == false)
        #expect(try self.config(required).value.emoji)
        #expect(config.math == false)
        #expect(try self.config(required).value.math)
    }

    @Test func missingRequiredKeysAreErrors() {
        #expect(problems("author: Ada\n") == [
            "folio.yml: error: missing required key 'title'",
            "folio.yml: error: missing required key 'base_url'",
        ])
        #expect(problems("title:\nbase_url: ''\n") == [
            "folio.yml:1:7: error: 'title' must not be empty",
            "folio.yml:2:11: error: 'base_url' must not be empty",
        ])
    }

    @Test func emptyFileNamesBothRequiredKeys() {
        #expect(problems("").count == 2)
    }

    @Test func rootMustBeAMapping() {
        #expect(problems("- title\n")
                == ["folio.yml:1:1: error: folio.yml must be a mapping of keys to values, found a list"])
    }

    @Test func unknownKeyIsAWarningWithSuggestion() throws {
        let result = try config(required + "titel: x\nfavourite_colour: blue\n")
        #expect(result.warnings.map(\.description) == [
            "folio.yml:3:1: warning: unknown key 'titel' (did you mean 'title'?)",
            "folio.yml:4:1: warning: unknown key 'favourite_colour'",
        ])
    }

    @Test func wrongTypesAreErrorsAtTheValue() {
        let yaml = """
        title: [a, b]
        base_url: https://example.com
        description: {a: 1}
        posts_per_page: ten
        image_layouts: [wide]
        broken_links: true
        highlight: sometimes
        emoji: 1
        math: [on]
        """
        #expect(problems(yaml) == [
            "folio.yml:1:8: error: 'title' must be a string, found a list",
            "folio.yml:3:14: error: 'description' must be a string, found a mapping",
            "folio.yml:4:17: error: 'posts_per_page' must be a whole number greater than 0, found 'ten'",
            "folio.yml:5:16: error: 'image_layouts' must be a mapping, found a list",
            "folio.yml:6:15: error: broken_links must be 'error' or 'warn', found 'true'",
            "folio.yml:7:12: error: 'highlight' must be true or false, found 'sometimes'",
            "folio.yml:8:8: error: 'emoji' must be true or false, found '1'",
            "folio.yml:9:7: error: 'math' must be true or false, found a list",
        ])
    }

    @Test(arguments: ["0", "-2", "'5'", "2.5"])
    func postsPerPageMustBePositiveWholeNumber(value: String) {
        let messages = problems(required + "posts_per_page: \(value)\n")
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("folio.yml:3:17: error: 'posts_per_page' must be a whole number") == true)
    }

    @Test func badTimeZoneIsAnErrorWithSuggestion() {
        #expect(problems(required + "timezone: Europe/Berlni\n")
                == ["folio.yml:3:11: error: unknown time zone 'Europe/Berlni' (did you mean 'Europe/Berlin'?)"])
        #expect(problems(required + "timezone: Mars/Olympus_Mons\n")
                == ["folio.yml:3:11: error: unknown time zone 'Mars/Olympus_Mons'; use an IANA name such as "
                    + "'Europe/Berlin' or 'UTC'"])
    }

    @Test(arguments: ["example.com", "/blog", "ftp://example.com", "https://", "https://example.com/?a=1",
                      "https://example.com/#top", "mailto:me@example.com"])
    func badBaseURLIsAnError(url: String) {
        #expect(problems("title: t\nbase_url: '\(url)'\n") == [
            "folio.yml:2:11: error: base_url '\(url)' must be an absolute http or https URL such as "
                + "'https://example.com'",
        ])
    }

    @Test func baseURLKeepsItsPathWithoutTrailingSlash() throws {
        #expect(try config("title: t\nbase_url: http://localhost:8000/a/b/\n").value.baseURL
                == "http://localhost:8000/a/b")
    }

    @Test func badPermalinksAreErrors() {
        let cases = [
            ":year/:slug/": "permalink ':year/:slug/' must start with '/' and end with '/' (a folder) or '.html' "
                + "(a file)",
            "/:year/:slug": "permalink '/:year/:slug' must start with '/' and end with '/' (a folder) or '.html' "
                + "(a file)",
            "/:year/:month/": "permalink '/:year/:month/' must contain :slug, so that every post gets its own address",
            "/:yaer/:slug/":
                "unknown permalink token ':yaer' (did you mean ':year'?); use :year, :short_year, :month, :i_month, "
                + ":day, :i_day, :hour, :minute, :second, :slug, :title or :categories",
            "/blog posts/:slug/": "permalink '/blog posts/:slug/' may not contain ' '",
            "/../:slug/": "permalink '/../:slug/' may not contain empty, '.' or '..' segments",
        ]
        for (pattern, message) in cases {
            #expect(problems(required + "permalink: '\(pattern)'\n") == ["folio.yml:3:12: error: \(message)"])
        }
    }

    @Test func badLanguageIsAnError() {
        #expect(problems(required + "language: english\n")
                == ["folio.yml:3:11: error: language 'english' must be a language tag such as 'en' or 'pt-BR'"])
    }

    @Test func outputMayNotBeTheSiteOrInsideContent() {
        for output in [".", "./", "..", "content", "content/public", "/sites"] {
            #expect(problems(required + "output: '\(output)'\n") == [
                "folio.yml:3:9: error: output '\(output)' must be a folder of its own, not the site folder, "
                    + "a parent or inside content/",
            ])
        }
    }

    @Test func absoluteOutputIsKept() throws {
        #expect(try config(required + "output: /tmp/site\n").value.outputURL.path == "/tmp/site")
    }

    @Test func imageLayoutsAreChecked() {
        let yaml = required + """
        image_layouts:
          half: "width: 49%;"
          Wide: "width: 100%;"
          "two words": "width: 10%;"
          sneaky: "x: y } body { color: red"
          blank: ""
          list: [a]
          ok-1: "width: 10em;"
        """
        #expect(problems(yaml) == [
            "folio.yml:4:3: error: image layout word 'half' is built in and cannot be redefined",
            "folio.yml:5:3: error: image layout word 'Wide' may only contain lowercase ASCII letters, digits and '-'",
            "folio.yml:6:3: error: image layout word 'two words' may only contain lowercase ASCII letters, "
                + "digits and '-'",
            "folio.yml:7:11: error: CSS for image layout 'sneaky' may hold declarations only "
                + "(no braces, comments or '<')",
            "folio.yml:8:10: error: CSS for image layout 'blank' is empty",
            "folio.yml:9:9: error: 'list' must be a string, found a list",
        ])
    }

    @Test func collectsYAMLSyntaxErrorWithPlace() {
        #expect(problems("title: x\nbase_url: a: b\n")
                == ["folio.yml:2:12: error: YAML: mapping values are not allowed in this context"])
    }
}
