import Foundation
import Testing
import LinkChecker
import TestSupport

/// How much of a page is read: nothing when only the status matters, and with fragments up to the last one found.
@Suite struct BodyTests {
    static let html = [("Content-Type", "text/html")]

    @Test func aHugeBodyIsNotReadWhenOnlyTheStatusMatters() async throws {
        // HEAD is refused, so a GET is needed; its 10 GiB body must not be read.
        let server = try LoopbackServer { request in
            request.method == "HEAD" ? .status(405) : .endless(headers: Self.html, start: "<html>")
        }
        defer { server.stop() }
        let result = try #require(await check([server.url("/huge")]).results[server.url("/huge")])
        #expect(result.verdict == .ok)
        #expect(result.bytesRead < 64 * 1024, "read \(result.bytesRead) bytes")
        // What the server could write before the connection closed: the kernel's buffers, not the body.
        let sent = try #require(server.bodyBytesSent.first)
        #expect(sent < 16 << 20, "the server wrote \(sent) bytes")
    }

    @Test func aHugePageIsReadOnlyUntilItsFragmentIsFound() async throws {
        let server = try LoopbackServer { request in
            .endless(headers: Self.html, start: "<html><h1 id=\"top-of-page\">Big</h1><p id=\"early\">…</p>")
        }
        defer { server.stop() }
        let options = testOptions {
            $0.checksFragments = true
            $0.fragmentReadLimit = 1 << 20
        }
        let report = await check([server.url("/huge#early"), server.url("/huge#never")], options: options)
        let early = try #require(report.results[server.url("/huge#early")])
        #expect(early.verdict == .ok, "one page, read once, up to the limit for '#never'")
        let never = try #require(report.results[server.url("/huge#never")])
        #expect(never.message == "'#never' not checked: the page is longer than folio reads")
        #expect(never.bytesRead <= 1 << 20 + 64 * 1024)

        let alone = await check([server.url("/huge#early")], options: options)
        let found = try #require(alone.results[server.url("/huge#early")])
        #expect(found.verdict == .ok)
        #expect(found.bytesRead < 64 * 1024, "stopped at the fragment: read \(found.bytesRead) bytes")
        #expect(server.bodyBytesSent.allSatisfy { $0 < 20 << 20 }, "\(server.bodyBytesSent)")
    }

    @Test func fragmentsAreLookedForInThePage() async throws {
        let body = """
            <!doctype html><title>Guide</title><h2 id="install">Install</h2><a name="legacy"></a>
            <h2 id="user-content-usage">Usage</h2><p><a href="#missing">a link, not an id</a></p>
            """
        let server = try LoopbackServer { request in
            switch request.path {
            case "/notes.txt": .status(200, headers: [("Content-Type", "text/plain")], body: "id=\"x\"")
            default: .status(200, headers: [("Content-Type", "text/html; charset=utf-8")], body: body)
            }
        }
        defer { server.stop() }
        let urls = ["/guide#install", "/guide#legacy", "/guide#usage", "/guide#missing", "/guide#caf%C3%A9",
                    "/guide#:~:text=Install", "/notes.txt#x", "/guide"].map { server.url($0) }
        let report = await check(urls, options: testOptions { $0.checksFragments = true })
        let verdicts = urls.map { report.results[$0]?.verdict }
        #expect(verdicts == [.ok, .ok, .ok, .broken, .broken, .ok, .ok, .ok])
        #expect(report.results[urls[3]]?.message == "the page has no element with the id 'missing'")
        #expect(report.results[urls[4]]?.message == "the page has no element with the id 'café'")
        // One GET for the page, whatever the number of fragments; the plain link shares it.
        #expect(server.requests.filter { $0.path == "/guide" }.map(\.method) == ["GET"])

        let without = await check([server.url("/guide#missing")])
        #expect(without.results[server.url("/guide#missing")]?.verdict == .ok, "fragments are checked when asked")
    }

    @Test func aSlowBodyIsNotWaitedForUnlessAFragmentIsInIt() async throws {
        let slow = "<html><p id=\"first\">first</p>" + String(repeating: "<p>more</p>", count: 40) + "</html>"
        let server = try LoopbackServer { request in
            request.method == "HEAD" ? .status(501)
                : .trickle(headers: Self.html, body: slow, piece: 40, every: .milliseconds(300))
        }
        defer { server.stop() }
        let plain = try #require(await check([server.url("/slow")]).results[server.url("/slow")])
        #expect(plain.verdict == .ok)
        #expect(plain.bytesRead == 0)

        let options = testOptions {
            $0.checksFragments = true
            $0.requestTimeout = .seconds(1)
        }
        let found = try #require(await check([server.url("/slow#first")], options: options)
            .results[server.url("/slow#first")])
        #expect(found.verdict == .ok, "the fragment is in the first pieces: \(found.message ?? "")")
        let late = try #require(await check([server.url("/slow#absent")], options: options)
            .results[server.url("/slow#absent")])
        #expect(late.verdict == .unknown)
        #expect(late.message == "'#absent' not checked: the page did not arrive within 1 s")
    }
}
