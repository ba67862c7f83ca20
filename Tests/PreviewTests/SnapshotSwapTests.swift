import Foundation
import Synchronization
import Testing
@testable import Preview
import TestSupport

@Suite("Snapshot swaps under load")
struct SnapshotSwapTests {
    /// A site whose pages all carry the build number at both ends, so a mixed or cut response shows.
    static func snapshot(build: Int) -> SiteSnapshot {
        let filler = String(repeating: "lorem ipsum ", count: 1700)
        func page(_ name: String) -> Data {
            Data("<html><body>build \(build) \(name) \(filler) end of build \(build)</body></html>".utf8)
        }
        return SiteSnapshot(files: [
            "index.html": page("home"), "posts/a/index.html": page("a"), "posts/b/index.html": page("b"),
            "style.css": Data("/* build \(build) */ body { margin: \(build)px }".utf8),
        ])
    }

    /// Set by the publisher when its last snapshot is out.
    final class Done: Sendable {
        let flag = Atomic<Bool>(false)
        var isSet: Bool { flag.load(ordering: .acquiring) }
    }

    @Test func hundredPublishesUnderContinuousRequestsNeverMissOrCut() async throws {
        let (server, port) = try TestSite.startServer(files: Self.snapshot(build: 0).files)
        defer { server.stop() }
        let done = Done()
        let requester = Task {
            try await offPool { try Self.requestUntil(done, port: port) }
        }
        for build in 1...100 {
            server.publish(Self.snapshot(build: build), changed: .full)
            try await Task.sleep(for: .milliseconds(3))
        }
        done.flag.store(true, ordering: .releasing)
        let (requests, failures, buildsSeen) = try await requester.value
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(buildsSeen.count > 1)
        #expect(buildsSeen.contains(100))
        #expect(requests >= 200)
    }

    /// Requests pages over kept and fresh connections until `done`, at least 200 requests, and the last build seen
    /// (a request after the last publish); bounded, so a broken server cannot keep the test running.
    private static func requestUntil(_ done: Done, port: Int) throws -> (Int, [String], Set<Int>) {
        let targets = ["/", "/posts/a/", "/posts/b/", "/style.css", "/posts/a"]
        var client = try TestHTTPClient(port: port)
        var requests = 0
        var failures: [String] = []
        var buildsSeen = Set<Int>()
        while !(done.isSet && requests >= 200 && buildsSeen.contains(100)), requests < 20_000 {
            let target = targets[requests % targets.count]
            if requests.isMultiple(of: 25) { client = try TestHTTPClient(port: port) }
            try client.request("GET", target)
            let response = try client.readResponse()
            requests += 1
            if target == "/posts/a" {
                if response.status != 301 { failures.append("\(target): \(response.status)") }
                continue
            }
            guard response.status == 200, let build = build(in: response.text, target: target) else {
                failures.append("\(target): \(response.status) \(response.text.prefix(60))")
                continue
            }
            buildsSeen.insert(build)
        }
        return (requests, failures, buildsSeen)
    }

    /// The build number if the response is whole and from one build; nil otherwise.
    private static func build(in text: String, target: String) -> Int? {
        if target == "/style.css" {
            let parts = text.split(separator: " ")
            guard parts.count == 9, let build = Int(parts[2]), text.hasSuffix("margin: \(build)px }") else {
                return nil
            }
            return build
        }
        guard text.hasPrefix("<html><body>build "), let number = text.dropFirst(18).split(separator: " ").first,
              let build = Int(number), text.contains("end of build \(build)</script></body></html>")
              || text.contains("end of build \(build)<script")
        else { return nil }
        return build
    }
}
