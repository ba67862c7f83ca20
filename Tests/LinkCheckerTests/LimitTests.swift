import Foundation
import Testing
import LinkChecker
import TestSupport

/// The limits a careful crawler keeps: requests in flight in all and per host, and time for the whole check.
@Suite struct LimitTests {
    /// Links to `hosts` loopback addresses (hosts to the checker), `perHostLinks` each, answered after 200 ms,
    /// checked with the limits given; the server's count of requests in flight, per host and in all.
    func inFlight(hosts: Int, perHostLinks: Int, concurrency: Int, perHost: Int) async throws
        -> (perHost: [Int], total: Int) {
        let addresses = (1...hosts).map { "127.0.0.\($0)" }
        let server = try LoopbackServer(addresses: addresses) { _ in .after(.milliseconds(200), page(ids: [])) }
        defer { server.stop() }
        let urls = (1...perHostLinks).flatMap { link in addresses.map { server.url("/\(link)", on: $0) } }
        let report = await check(urls, options: testOptions {
            $0.concurrency = concurrency
            $0.perHost = perHost
        })
        #expect(urls.allSatisfy { report.results[$0]?.verdict == .ok })
        #expect(server.requests.count == urls.count)
        return (addresses.map { server.mostInFlight(host: $0) }, server.mostInFlight)
    }

    @Test func requestsToOneHostStayWithinThePerHostLimit() async throws {
        let (perHost, total) = try await inFlight(hosts: 2, perHostLinks: 20, concurrency: 10, perHost: 2)
        #expect(perHost == [2, 2], "the limit held, and was reached: the checker asked side by side")
        #expect(total <= 4)
    }

    @Test func requestsToAllHostsStayWithinTheTotalLimit() async throws {
        let (perHost, total) = try await inFlight(hosts: 3, perHostLinks: 15, concurrency: 5, perHost: 4)
        #expect(total == 5, "the limit held, and was reached")
        #expect(perHost.allSatisfy { $0 <= 4 }, "\(perHost)")
    }

    @Test func theCheckStopsWhenItsTimeIsUpAndSaysWhatItDidNotCheck() async throws {
        let server = try LoopbackServer { request in request.path == "/quick" ? page(ids: []) : .silence }
        defer { server.stop() }
        let urls = [server.url("/quick")] + (1...3).map { server.url("/stalled/\($0)") }
        let report = await check(urls, options: testOptions {
            $0.requestTimeout = .seconds(60)
            $0.runTimeout = .seconds(1)
        })
        #expect(report.results[urls[0]]?.verdict == .ok)
        for url in urls.dropFirst() {
            #expect(report.results[url]?.verdict == .unknown)
            #expect(report.results[url]?.message == "not checked: the check's time ran out")
        }
    }

    @Test func eachAddressIsAskedOnceHoweverManyLinksNameIt() async throws {
        let server = try LoopbackServer { _ in page(ids: ["a", "b"]) }
        defer { server.stop() }
        let urls = [server.url("/page"), server.url("/page#a"), server.url("/page#b"), server.url("/page")]
        let report = await check(urls)
        #expect(report.addresses == 1)
        #expect(report.hosts == 1)
        #expect(server.requests.count == 1)
        #expect(urls.allSatisfy { report.results[$0]?.verdict == .ok })
    }
}
