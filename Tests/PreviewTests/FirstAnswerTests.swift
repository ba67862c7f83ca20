import Foundation
import Testing
@testable import Preview
import SourceDiagnostics
import HTTPServer
import TestSupport

/// The preview's first answer is the site: a request that comes before the first build is published waits for it,
/// a while; past that, or when the first build failed, it gets a page that reloads itself when a build succeeds.
/// Never a 404 for a page the site will have, and never a part of a site.
@Suite struct FirstAnswerTests {
    func server(waiting wait: Duration) throws -> (server: PreviewServer, port: Int) {
        let server = PreviewServer(host: nil, port: 0, limits: HTTPServer.Limits(), firstBuildWait: wait)
        return (server, try server.start())
    }

    @Test func aRequestBeforeTheFirstBuildWaitsForItAndGetsTheSite() async throws {
        let (server, port) = try server(waiting: .seconds(120))
        defer { server.stop() }
        // On a thread of its own: the request blocks until it is answered.
        async let answer = offPool { try TestSite.fetch("/", port: port, timeout: .seconds(120)) }
        // The request is on its way, or waiting in the server; the build comes later.
        try await Task.sleep(for: .milliseconds(300))
        server.publish(SiteSnapshot(files: TestSite.files), changed: .full)
        let response = try await answer
        #expect(response.status == 200)
        #expect(response.text.hasPrefix(TestSite.indexHTML.replacingOccurrences(of: "</body></html>", with: "")))
    }

    @Test func pastTheWaitAnyPageIsAPageThatReloadsItselfWhenTheBuildIsDone() async throws {
        let (server, port) = try server(waiting: .zero)
        defer { server.stop() }
        for path in ["/", "/2024/05/hello/", "/no/such/page/"] {
            let response = try await offPool { try TestSite.fetch(path, port: port) }
            #expect(response.status == 503, "\(path)")
            #expect(response.headers["retry-after"] == "1")
            #expect(response.text.contains("new EventSource(\"\(LiveReload.eventsPath)\")"))
            #expect(response.text.contains("addEventListener(\"reload\", () => location.reload())"))
            #expect(response.text.contains("folio is building the site."))
        }
        server.publish(SiteSnapshot(files: TestSite.files), changed: .full)
        #expect(try await offPool { try TestSite.fetch("/", port: port) }.status == 200)
        #expect(try await offPool { try TestSite.fetch("/no/such/page/", port: port) }.status == 404)
    }

    @Test func aFailedFirstBuildListsItsErrorsUntilABuildSucceeds() async throws {
        let (server, port) = try server(waiting: .seconds(120))
        defer { server.stop() }
        let problem = Diagnostic.error("unknown image layout 'rigth' <b>", path: "content/posts/a.md",
                                       at: SourceLocation(line: 3, column: 7))
        server.publish(SiteSnapshot(files: [:], diagnostics: [problem]), changed: .buildFailed)
        let failed = try await offPool { try TestSite.fetch("/", port: port) }
        #expect(failed.status == 503)
        #expect(failed.text.contains("<li>content/posts/a.md:3:7: error: unknown image layout &#39;rigth&#39; "
                                     + "&lt;b&gt;</li>"))
        #expect(failed.text.contains("The site's first build failed."))
        server.publish(SiteSnapshot(files: TestSite.files), changed: .full)
        #expect(try await offPool { try TestSite.fetch("/", port: port) }.status == 200)
    }

    @Test func stoppingTheServerReleasesAWaitingRequest() async throws {
        let (server, port) = try server(waiting: .seconds(600))
        async let answer = offPool { try? TestSite.fetch("/", port: port, timeout: .seconds(120)) }
        try await Task.sleep(for: .milliseconds(300))
        let stopped = ContinuousClock.now
        server.stop()
        _ = try await answer
        // Not a latency: the request did not wait out its 600 s.
        #expect(ContinuousClock.now - stopped < .seconds(300))
    }
}
