import Testing
import LinkChecker
import TestSupport

/// The README's example of this library, run as it is written there (a test compares the two).
@Suite struct ReadmeExampleTests {
    @Test func example() async throws {
        let server = try LoopbackServer { request in
            request.path == "/old" ? .status(301, headers: [("Location", "/new")])
                : .status(200, headers: [("Content-Type", "text/html")], body: "<h2 id=\"install\">Install</h2>")
        }
        defer { server.stop() }
        let site = server.url("")
        // README: begin
        var options = LinkCheckOptions(userAgent: "my-tool/1.0 (link check)")
        options.checksFragments = true  // #install must name an element of the page
        let report = await LinkChecker(options: options).check([site + "/docs#install", site + "/old"])
        let docs = report.results[site + "/docs#install"]  // verdict .ok, status 200, one GET
        let old = report.results[site + "/old"]  // .moved: "moved permanently (301) to …/new; link there"
        // README: end
        #expect(docs?.verdict == .ok && docs?.status == 200 && docs?.requests == 1)
        #expect(old?.verdict == .moved && old?.message == "moved permanently (301) to \(site)/new; link there")
    }
}
