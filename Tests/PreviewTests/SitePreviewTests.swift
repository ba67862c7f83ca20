import Foundation
import Synchronization
import Testing
@testable import Preview
import ConcurrencyHelpers
import TestSupport
import Blog
import SiteTestSupport

/// `folio serve` end to end: a site on disk, the real watcher and builder, and HTTP over loopback.
@Suite("Site preview")
struct SitePreviewTests {
    /// A running preview of a small site, stopped by `stop()`.
    final class RunningPreview: Sendable {
        let site: SiteFixture
        let preview: SitePreview
        let port: Int
        let log = Mutex<[String]>([])
        let finished = Atomic<Bool>(false)

        init(files: [String: String]) async throws {
            site = try SiteFixture(files: files)
            preview = SitePreview(root: site.root, host: "127.0.0.1", port: 0, includeDrafts: true)
            let url = try #require(try preview.start().first)
            port = try #require(Int(url.split(separator: ":").last!
                .trimmingCharacters(in: CharacterSet(charactersIn: "/"))))
            Task { [self] in
                await preview.run { line, _ in self.log.withLockTracked { $0.append(line) } }
                finished.store(true, ordering: .releasing)
            }
            // The first build is published before the first page is served. Generous: under the whole test suite
            // the first build of even this small site has taken more than a minute on two busy cores.
            let deadline = ContinuousClock.now + .seconds(300)
            while ContinuousClock.now < deadline {
                if (try? await fetch("/"))?.status == 200 { return }
                try await Task.sleep(for: .milliseconds(20))
            }
            Issue.record("the first build was not served within 300 s: \(log.withLockTracked { $0 })")
        }

        /// Saves the way editors do: a temporary file renamed over the post.
        func save(_ text: String, to path: String) throws {
            let target = site.root.appending(path: path)
            let temporary = target.deletingLastPathComponent().appending(path: ".\(target.lastPathComponent).tmp")
            try Data(text.utf8).write(to: temporary)
            guard rename(temporary.path, target.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        func fetch(_ path: String) async throws -> TestHTTPResponse {
            // A request before the first build waits for it in the server, a while (see `FirstAnswerTests`).
            try await offPool { [port] in try TestSite.fetch(path, port: port, timeout: .seconds(60)) }
        }

        func openEvents() throws -> TestHTTPClient {
            let stream = try TestHTTPClient(port: port)
            try stream.request("GET", LiveReload.eventsPath)
            _ = try stream.read(until: "retry: 1000\n\n")
            return stream
        }

        func stop() {
            preview.stop()
            site.remove()
        }
    }

    static let post = "content/posts/2024-01-01-a.md"

    /// How soon the reload comes is for `make bench-serve` to measure; here, that it comes, with the new page.
    @Test func savedPostReloadsTheBrowserWithTheNewContent() async throws {
        let running = try await RunningPreview(files: [Self.post: "# A\n\nFirst version.\n"])
        defer { running.stop() }
        let first = try await running.fetch("/2024/01/a/")
        #expect(first.text.contains("First version."))
        try await offPool { [running] in
            let stream = try running.openEvents()
            try running.save("# A\n\nSecond version.\n", to: Self.post)
            _ = try stream.read(until: "event: reload\ndata: {}\n\n", timeout: .seconds(120))
        }
        let page = try await running.fetch("/2024/01/a/")
        #expect(page.text.contains("Second version."))
        #expect(page.text.contains(LiveReload.eventsPath))
    }

    @Test func brokenFrontMatterSendsTheErrorWhileTheOldPageIsServed() async throws {
        let running = try await RunningPreview(files: [Self.post: "# A\n\nGood.\n"])
        defer { running.stop() }
        let received = try await offPool { [running] in
            let stream = try running.openEvents()
            try running.save("---\ntags: [broken\n---\n# A\n", to: Self.post)
            return try stream.read(until: "]\n\n", timeout: .seconds(120))
        }
        #expect(received.contains("event: error\ndata: [\"\(Self.post):3:1: error: YAML: "), "\(received)")
        let page = try await running.fetch("/2024/01/a/")
        #expect(page.status == 200)
        #expect(page.text.contains("Good."))

        let fixed = try await offPool { [running] in
            let stream = try running.openEvents()
            _ = try stream.read(until: "]\n\n", timeout: .seconds(120))  // a new page learns of the failure at once
            try running.save("# A\n\nFixed.\n", to: Self.post)
            return try stream.read(until: "event: reload", timeout: .seconds(120))
        }
        #expect(fixed.contains("event: reload"))
        let log = running.log.withLockTracked { $0 }
        #expect(log.contains { $0.hasPrefix("\(Self.post):3:1: error: YAML:") }, "\(log)")
    }

    /// A save that changes no file of the site (the same bytes saved again, as an editor's save without an edit)
    /// rebuilds, but tells no open page to reload: the next reload is the next real change's.
    @Test func aRebuildThatChangesNothingReloadsNoPage() async throws {
        let running = try await RunningPreview(files: [Self.post: "# A\n\nVersion 1.\n"])
        defer { running.stop() }
        try await offPool { [running] in
            let stream = try running.openEvents()
            let builds = running.log.withLockTracked { $0.count }
            try running.save("# A\n\nVersion 1.\n", to: Self.post)
            let deadline = ContinuousClock.now + .seconds(120)
            while running.log.withLockTracked({ $0.count }) == builds, ContinuousClock.now < deadline {
                usleep(20_000)
            }
            #expect(running.log.withLockTracked { $0.count } > builds, "the same bytes saved again rebuild")
            try running.save("# A\n\nVersion 2.\n", to: Self.post)
            let events = try stream.read(until: "event: reload", timeout: .seconds(120))
            #expect(events.components(separatedBy: "event: reload").count == 2, "\(events)")
        }
        let page = try await running.fetch("/2024/01/a/")
        #expect(page.text.contains("Version 2."))
    }

    @Test func hundredRebuildsUnderContinuousRequestsNeverFailARequest() async throws {
        let running = try await RunningPreview(files: [Self.post: "# A\n\nVersion 0.\n",
                                                       "content/posts/2024-01-02-b.md":
                                                           "# B\n\n[a](2024-01-01-a.md)\n"])
        defer { running.stop() }
        let loop = RequestLoop()
        let reader = Task { [port = running.port] in
            try await offPool {
                let client = try TestHTTPClient(port: port)
                var target = 0
                while !loop.stop.load(ordering: .acquiring) {
                    let path = ["/2024/01/a/", "/2024/01/b/", "/", "/feed.xml"][target % 4]
                    target += 1
                    try client.request("GET", path)
                    let response = try client.readResponse()
                    let complete = response.status == 200
                        && (path.hasSuffix(".xml") ? response.text.hasSuffix("</feed>\n")
                                                   : response.text.contains("</"))
                    loop.outcome.withLockTracked {
                        $0.requests += 1
                        if !complete { $0.failures.append("\(path): \(response.status), \(response.body.count) bytes") }
                    }
                }
            }
        }
        try await offPool { [running] in
            let stream = try running.openEvents()
            for version in 1...100 {
                try running.save("# A\n\nVersion \(version).\n", to: Self.post)
                _ = try stream.read(until: "event: reload", timeout: .seconds(120))
                stream.discardBuffer()
            }
        }
        loop.stop.store(true, ordering: .releasing)
        try await reader.value
        let (requests, failures) = loop.outcome.withLockTracked { ($0.requests, $0.failures) }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(requests > 100)
        let last = try await running.fetch("/2024/01/a/")
        #expect(last.text.contains("Version 100."))
    }
}

/// What a loop of requests saw, shared with the thread that runs it.
private final class RequestLoop: Sendable {
    let stop = Atomic<Bool>(false)
    let outcome = Mutex<(requests: Int, failures: [String])>((0, []))
}
