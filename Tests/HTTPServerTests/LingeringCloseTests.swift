import Foundation
import Testing
@testable import HTTPServer
import TestSupport

/// An error answered before the client has sent all of its request still reaches the client: the server reads
/// and drops the rest before closing, so the kernel sends no reset in place of the answer.
@Suite("HTTP server lingering close")
struct LingeringCloseTests {
    static let largeHead = "GET / HTTP/1.1\r\nHost: localhost\r\n"
        + String(repeating: "X-Fill: \(String(repeating: "a", count: 1000))\r\n", count: 40) + "\r\n"

    /// The start of a request that is answered at once, and the answer.
    struct EarlyAnswer: Sendable, CustomTestStringConvertible {
        var name: String
        var start: String
        var status: Int
        var testDescription: String { "\(name) gets \(status)" }
    }

    static let earlyAnswers = [
        EarlyAnswer(name: "a 20 KB head", start: "GET / HTTP/1.1\r\nHost: localhost\r\nX-Fill: "
                        + String(repeating: "a", count: 20_000), status: 431),
        EarlyAnswer(name: "a 9 KB request line", start: "GET /" + String(repeating: "a", count: 9000), status: 414),
        EarlyAnswer(name: "garbage", start: "GARBAGE\r\n\r\n", status: 400),
        EarlyAnswer(name: "Content-Length: -5",
                    start: "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -5\r\n\r\n", status: 400),
        EarlyAnswer(name: "a POST",
                    start: "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\n", status: 405),
        EarlyAnswer(name: "another host",
                    start: "GET / HTTP/1.1\r\nHost: evil.example\r\nContent-Length: 100000\r\n\r\n", status: 403),
    ]

    /// The client reads the answer first, so the server has certainly given it, and then sends the rest of its
    /// request in many writes: every write must succeed (a closed socket would answer with a reset, and the
    /// next write would fail with EPIPE), and then the server's end of the stream must arrive.
    @Test(arguments: earlyAnswers)
    func earlyAnswerReachesAClientStillSending(_ early: EarlyAnswer) async throws {
        try await offPool {
            let (server, port) = try TestServer.start { $0.lingerQuiet = .seconds(30) }
            defer { server.stop() }
            for _ in 0..<3 {
                let client = try TestHTTPClient(port: port)
                try client.send(early.start)
                #expect(try client.readResponse().status == early.status)
                for _ in 0..<100 { try client.send(String(repeating: "x", count: 1000)) }
                #expect(client.waitForClose())
            }
        }
    }

    @Test func aConnectionEndsWhenTheClientClosesAfterTheAnswer() async throws {
        try await offPool {
            let (server, port) = try TestServer.start { $0.lingerQuiet = .seconds(60) }
            defer { server.stop() }
            do {
                let client = try TestHTTPClient(port: port)
                try client.send(Self.largeHead)
                #expect(try client.readResponse().status == 431)
            }
            #expect(waitUntil { server.connectionCount == 0 })
        }
    }

    @Test func aClientThatNeverStopsSendingIsCutOff() async throws {
        try await offPool {
            let (server, port) = try TestServer.start {
                $0.lingerQuiet = .seconds(10)
                $0.lingerLimit = .milliseconds(500)
            }
            defer { server.stop() }
            let client = try TestHTTPClient(port: port)
            try client.send(Self.largeHead)
            #expect(try client.readResponse().status == 431)
            let deadline = ContinuousClock.now.advanced(by: .seconds(30))
            var cutOff = false
            while !cutOff && ContinuousClock.now < deadline {
                do { try client.send(String(repeating: "y", count: 1000)) } catch { cutOff = true }
                Thread.sleep(forTimeInterval: 0.01)
            }
            #expect(cutOff)
        }
    }

    @Test func stoppingTheServerEndsALingeringConnection() async throws {
        try await offPool {
            let (server, port) = try TestServer.start { $0.lingerQuiet = .seconds(60) }
            let client = try TestHTTPClient(port: port)
            try client.send(Self.largeHead)
            #expect(try client.readResponse().status == 431)
            server.stop()
            #expect(waitUntil { server.connectionCount == 0 })
        }
    }
}

/// Polls `condition` until it holds or `timeout` passes; true when it held.
func waitUntil(timeout: Duration = .seconds(20), _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while ContinuousClock.now < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.02)
    }
    return condition()
}
