import Foundation
import Testing
import SourceDiagnostics
import Content

/// `check:` in folio.yml, and the exclusions it lists.
@Suite struct CheckSettingsTests {
    func config(_ yaml: String) throws(Diagnostics) -> Checked<SiteConfig> {
        try SiteConfig.make(fromYAML: "title: T\nbase_url: https://example.com\n" + yaml, root: URL(filePath: "/site"))
    }

    func problems(_ yaml: String) -> [String] {
        do {
            return try config(yaml).warnings.map(\.description)
        } catch {
            return error.sorted.map(\.description)
        }
    }

    @Test func everyKeyIsRead() throws {
        let settings = try config("""
            check:
              exclude: [https://twitter.com/, linkedin.com, "https://*.example.org/*/edit"]
              accept: [200-299, 403]
              concurrency: 16
              per_host: 2
              timeout: 30s
              run_timeout: 5m
              retries: 0
              cache_max_age: 12h
              fragments: true
              include_local: true

            """).value.check
        #expect(settings.exclude.map(\.text)
            == ["https://twitter.com/", "linkedin.com", "https://*.example.org/*/edit"])
        #expect(settings.accept == [200...299, 403...403])
        #expect(settings.concurrency == 16 && settings.perHost == 2 && settings.retries == 0)
        #expect(settings.timeout == 30 && settings.runTimeout == 300 && settings.cacheMaxAge == 43_200)
        #expect(settings.fragments == true && settings.includeLocal)
        #expect(try config("check:\n  exclude: linkedin.com\n  timeout: 20\n").value.check.timeout == 20)
        #expect(try config("").value.check == CheckSettings())
    }

    @Test func mistakesAreReportedWhereTheyAre() {
        #expect(problems("""
            check:
              exclude: [https://ok.example/, "has space", "ftp://files.example/", "/just/a/path"]
              accept: [200-299, 2xx, 99]
              concurrency: 0
              timeout: soon
              cache_max_age: -1
              fragment: true

            """) == [
                "folio.yml:4:34: error: 'has space' holds a space; a URL has none (write %20)",
                "folio.yml:4:47: error: 'ftp://files.example/' is not an http or https address; only those are checked",
                "folio.yml:4:71: error: '/just/a/path' is neither a URL (https://example.com/path), a host name "
                    + "(example.com) nor a pattern with * (https://example.com/*/edit)",
                "folio.yml:5:21: error: each of 'accept' must be a status code such as 403 or a range such as "
                    + "200-299, found '2xx'",
                "folio.yml:5:26: error: each of 'accept' must be a status code such as 403 or a range such as "
                    + "200-299, found '99'",
                "folio.yml:6:16: error: 'concurrency' must be a whole number from 1 to 1000, found '0'",
                "folio.yml:7:12: error: 'timeout' must be a time such as 30s, 10m, 12h or 1d, found 'soon'",
                "folio.yml:8:18: error: 'cache_max_age' must be a time such as 0, 30s, 10m, 12h or 1d, found '-1'",
                "folio.yml:9:3: warning: unknown key 'fragment' (did you mean 'fragments'?)",
            ])
    }

    @Test func patternsMatchURLsHostsAndWildcards() throws {
        func pattern(_ text: String) throws -> LinkPattern { try LinkPattern.make(text).get() }
        let url = try pattern("https://twitter.com/")
        #expect(url.matches("https://twitter.com/someone") && url.matches("HTTPS://Twitter.com/"))
        #expect(!url.matches("http://twitter.com/someone") && !url.matches("https://twitter.company/"))
        let host = try pattern("linkedin.com")
        #expect(host.matches("https://linkedin.com/in/x") && host.matches("http://www.linkedin.com:8080/"))
        #expect(host.matches("https://user@linkedin.com/"))
        #expect(!host.matches("https://notlinkedin.com/") && !host.matches("https://example.com/linkedin.com"))
        let path = try pattern("example.com/private/")
        #expect(path.matches("https://example.com/private/notes") && path.matches("http://www.example.com/private/"))
        #expect(!path.matches("https://example.com/public/"))
        let wildcard = try pattern("https://*.example.org/*/edit")
        #expect(wildcard.matches("https://docs.example.org/page/edit"))
        #expect(wildcard.matches("https://a.b.example.org/x/y/edit"))
        #expect(!wildcard.matches("https://example.org/page/edit"))
        #expect(!wildcard.matches("https://docs.example.org/edit/x"))
        #expect(try pattern("*").matches("https://anything/"))
    }
}
