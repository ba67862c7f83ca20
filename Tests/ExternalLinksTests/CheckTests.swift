import Foundation
import Synchronization
import Testing
import ExternalLinks
import SiteTestSupport
import TestSupport

/// `folio check` end to end: a site whose links lead to a loopback server the test starts.
@Suite struct CheckTests {
    static func server() throws -> LoopbackServer {
        try LoopbackServer { request in
            switch request.path {
            case "/gone": .status(404)
            case "/old": .status(301, headers: [("Location", "/new")])
            default: .status(200, headers: [("Content-Type", "text/html")], body: "<h2 id=\"intro\">Intro</h2>")
            }
        }
    }

    static func options(_ change: (inout ExternalCheckOptions) -> Void = { _ in }) -> ExternalCheckOptions {
        var options = ExternalCheckOptions()
        options.now = SiteFixture.now
        change(&options)
        return options
    }

    @Test func brokenLinksAreListedByPostWithTheirPlacesAndTheCacheAnswersTheSecondCheck() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let site = try SiteFixture(config: "check:\n  include_local: true\n  retries: 0\n", files: [
            "content/posts/2024-05-01-first.md":
                "# First\n\n[ok](\(server.url("/ok"))) and [gone](\(server.url("/gone"))).\n",
            "content/posts/2024-05-02-second.md": "# Second\n\nSee [the old page](\(server.url("/old"))), "
                + "[gone again](\(server.url("/gone"))) and [intro](\(server.url("/ok#intro"))).\n",
            "content/pages/about.md": "# About\n\n[fine](\(server.url("/fine")))\n",
        ], theme: [:])
        defer { site.remove() }
        let told = Mutex<[ExternalCheckProgress]>([])
        let report = try await checkExternalLinks(at: site.root, options: Self.options {
            $0.progress = { progress in told.withLock { $0.append(progress) } }
        })
        #expect(report.hasBroken)
        // What the bar on a terminal shows: the build's stages, then each address as it is done.
        let progress = told.withLock { $0 }
        guard case .building = progress.first else { Issue.record("\(progress)"); return }
        let tallies = progress.compactMap { if case .checking(let tally) = $0 { tally } else { nil } }
        #expect(tallies.map(\.done) == Array(0...4), "\(tallies)")
        #expect(tallies.allSatisfy { $0.total == 4 })
        #expect(tallies.last?.broken == 1, "one address, /gone, is broken")
        let text = report.text()
        let ok = server.url("/ok").utf8.count
        let expected = """
            First — /2024/05/first/
            content/posts/2024-05-01-first.md:3:\(12 + ok): error: \(server.url("/gone")): 404 Not Found

            Second — /2024/05/second/
            content/posts/2024-05-02-second.md:3:5: warning: \(server.url("/old")): moved permanently (301) to \
            \(server.url("/new")); link there
            content/posts/2024-05-02-second.md:3:\(24 + ok): error: \(server.url("/gone")): 404 Not Found

            Checked 6 links to 4 addresses on 1 host in
            """
        #expect(text.hasPrefix(expected), "\(text)")
        #expect(text.hasSuffix(" s: 2 broken, 1 moved permanently; 6 requests."), "\(text)")
        #expect(report.counts["broken"] == 2 && report.counts["moved"] == 1 && report.counts["ok"] == 3)
        let cache = site.root.appending(path: ".folio-link-cache")
        #expect(FileManager.default.fileExists(atPath: cache.path))

        let asked = server.requests.count
        let second = try await checkExternalLinks(at: site.root, options: Self.options())
        #expect(server.requests.count == asked, "nothing asked again within the cache's age")
        #expect(second.counts["cached"] == 6)
        #expect(second.text().contains("404 Not Found"))

        let fresh = try await checkExternalLinks(at: site.root, options: Self.options { $0.usesCache = false })
        #expect(server.requests.count > asked, "--no-cache asks again")
        #expect(fresh.counts["cached"] == 0)
    }

    @Test func excludedAndLocalLinksAreSkippedAndSaySo() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let site = try SiteFixture(config: "check:\n  exclude: [\"\(server.url("/private/"))\"]\n", files: [
            "content/posts/2024-05-01-first.md":
                "# First\n\n[a](\(server.url("/private/x"))) [b](\(server.url("/gone")))\n",
        ], theme: [:])
        defer { site.remove() }
        let report = try await checkExternalLinks(at: site.root, options: Self.options())
        #expect(!report.hasBroken, "the local link is not checked without include_local")
        #expect(report.entries.map(\.skipped) == ["excluded by '\(server.url("/private/"))'",
            "a local address, which readers cannot reach (check: include_local: true checks it)"])
        #expect(server.requests.isEmpty)
        #expect(report.text().hasSuffix("all working; 2 skipped, 0 requests."), "\(report.text())")
    }

    @Test func theJSONReportHasEveryLinkWithItsPlaceAndResult() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let site = try SiteFixture(config: "check:\n  include_local: true\n", files: [
            "content/posts/2024-05-01-first.md":
                "# First\n\n[gone](\(server.url("/gone"))) [ok](\(server.url("/ok")))\n",
        ], theme: [:])
        defer { site.remove() }
        let report = try await checkExternalLinks(at: site.root, options: Self.options { $0.usesCache = false })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        let links = try #require(json["links"] as? [[String: Any]])
        #expect(links.count == 2)
        #expect(links[0]["file"] as? String == "content/posts/2024-05-01-first.md")
        #expect(links[0]["line"] as? Int == 3 && links[0]["column"] as? Int == 1)
        #expect(links[0]["result"] as? String == "broken" && links[0]["status"] as? Int == 404)
        #expect(links[0]["title"] as? String == "First" && links[0]["page"] as? String == "/2024/05/first/")
        #expect(links[1]["result"] as? String == "ok")
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["broken"] as? Int == 1 && summary["links"] as? Int == 2)
    }

    @Test func aSiteThatDoesNotBuildIsNotChecked() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-05-01-first.md": "# First\n\n[x](missing.md)\n"],
                                   theme: [:])
        defer { site.remove() }
        await #expect(throws: Error.self) { try await checkExternalLinks(at: site.root, options: Self.options()) }
    }
}
