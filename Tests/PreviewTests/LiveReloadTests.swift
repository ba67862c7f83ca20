import Foundation
import Testing
@testable import Preview
import SourceDiagnostics
import TestSupport

@Suite("Live reload")
struct LiveReloadTests {
    static let failure = Diagnostic.error("unknown image layout 'rigth' <script>", path: "content/posts/x.md",
                                          at: SourceLocation(line: 12, column: 7))

    @Test func scriptGoesBeforeTheLastClosingBodyInAnyCase() {
        let html = Data("<html><body><p>&lt;/body&gt;</p></BODY ></html>".utf8)
        let result = String(decoding: LiveReload.injectingScript(into: html), as: UTF8.self)
        #expect(result == "<html><body><p>&lt;/body&gt;</p>" + LiveReload.script + "</BODY ></html>")
    }

    @Test func scriptIsAppendedWithoutABody() {
        let result = LiveReload.injectingScript(into: Data("<p>fragment</p>".utf8))
        #expect(String(decoding: result, as: UTF8.self) == "<p>fragment</p>" + LiveReload.script)
        #expect(String(decoding: LiveReload.injectingScript(into: Data()), as: UTF8.self) == LiveReload.script)
    }

    @Test func onlyHTMLIsInjectedAndTheSnapshotIsUntouched() async throws {
        try await offPool {
            let snapshot = SiteSnapshot(files: TestSite.files)
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            #expect(try TestSite.fetch("/style.css", port: port).body == TestSite.files["style.css"])
            #expect(try TestSite.fetch("/app.js", port: port).text == "console.log(1);\n")
            #expect(try TestSite.fetch("/404.html", port: port).text.contains(LiveReload.eventsPath))
            #expect(!snapshot.files.values.contains { String(decoding: $0, as: UTF8.self).contains("EventSource") })
        }
    }

    @Test func eventStreamGetsReloadAndCSSAfterPublish() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let stream = try openStream(port: port)
            server.publish(SiteSnapshot(files: ["index.html": Data("<p>v2</p>".utf8)]), changed: .full)
            _ = try stream.read(until: "event: reload\ndata: {}\n\n")
            stream.discardBuffer()
            server.publish(SiteSnapshot(files: ["index.html": Data("<p>v2</p>".utf8)]), changed: .stylesheets)
            _ = try stream.read(until: "event: css\ndata: {}\n\n")
            #expect(try TestSite.fetch("/", port: port).text.hasPrefix("<p>v2</p>"))
        }
    }

    @Test func failedBuildSendsDiagnosticsWhileTheLastGoodPageIsServed() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let stream = try openStream(port: port)
            server.publish(SiteSnapshot(files: [:], diagnostics: [Self.failure]), changed: .buildFailed)
            let received = try stream.read(until: "]\n\n")
            let expected = "event: error\ndata: [\"" + Self.failure.description + "\"]"
            #expect(received.contains(expected + "\n\n"))
            let page = try TestSite.fetch("/", port: port)
            #expect(page.status == 200)
            #expect(page.text.contains("<h1>Home</h1>"))

            let late = try openStream(port: port)
            #expect(try late.read(until: "]\n\n").contains(expected))

            stream.discardBuffer()
            server.publish(SiteSnapshot(files: TestSite.files), changed: .stylesheets)
            let next = try stream.read(until: "\n\n")
            #expect(next.contains("event: reload"), "\(next)")
        }
    }

    @Test func eventStreamOutlivesTheIdleTimeoutWithHeartbeats() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer {
                $0.idleTimeout = .milliseconds(200)
                $0.heartbeat = .milliseconds(300)
            }
            defer { server.stop() }
            let stream = try openStream(port: port)
            _ = try stream.read(until: ": heartbeat\n\n", timeout: .seconds(30))
            stream.discardBuffer()
            _ = try stream.read(until: ": heartbeat\n\n", timeout: .seconds(30))
            server.publish(SiteSnapshot(files: TestSite.files), changed: .full)
            _ = try stream.read(until: "event: reload")
        }
    }

    @Test func closedStreamsAreForgotten() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            do {
                let stream = try openStream(port: port)
                #expect(server.server.events.count == 1)
                _ = stream
            }
            let deadline = ContinuousClock.now.advanced(by: .seconds(30))
            while server.server.events.count > 0 && ContinuousClock.now < deadline {
                server.publish(SiteSnapshot(files: TestSite.files), changed: .full)
                Thread.sleep(forTimeInterval: 0.02)
            }
            #expect(server.server.events.count == 0)
        }
    }

    @Test func reloadKindComparesSnapshots() {
        let base = SiteSnapshot(files: TestSite.files)
        var restyled = base
        restyled.files["style.css"] = Data("body{}".utf8)
        var edited = restyled
        edited.files["index.html"] = Data("<p>x</p>".utf8)
        #expect(restyled.reloadKind(since: base) == .stylesheets)
        #expect(edited.reloadKind(since: base) == .full)
        #expect(base.reloadKind(since: nil) == .full)
        #expect(base.reloadKind(since: base) == .full)
        #expect(SiteSnapshot(files: [:], diagnostics: [Self.failure]).reloadKind(since: base) == .buildFailed)
        #expect(restyled.reloadKind(since: SiteSnapshot(files: [:], diagnostics: [Self.failure])) == .full)
    }

    private func openStream(port: Int) throws -> TestHTTPClient {
        let stream = try TestHTTPClient(port: port)
        try stream.request("GET", LiveReload.eventsPath)
        let head = try stream.read(until: "retry: 1000\n\n")
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(head.contains("Content-Type: text/event-stream"))
        #expect(!head.lowercased().contains("content-length"))
        return stream
    }
}
