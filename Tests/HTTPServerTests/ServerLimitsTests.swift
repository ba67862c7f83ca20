import Foundation
import Testing
@testable import HTTPServer
import TestSupport

@Suite("HTTP server limits and lifecycle")
struct ServerLimitsTests {
    @Test func headOver16KiBGets431AndOneJustUnderIsServed() async throws {
        try await offPool {
            let (server, port) = try TestServer.start()
            defer { server.stop() }
            let large = try TestHTTPClient(port: port)
            let over = String(repeating: "a", count: 16 * 1024)
            try large.send("GET / HTTP/1.1\r\nHost: localhost\r\nX-Fill: \(over)\r\n\r\n")
            #expect(try large.readResponse().status == 431)
            #expect(large.waitForClose(timeout: .seconds(30)))

            let fits = try TestHTTPClient(port: port)
            let fill = String(repeating: "a", count: 16_000)
            try fits.send("GET /digits.txt HTTP/1.1\r\nHost: localhost\r\nX-Fill: \(fill)\r\n\r\n")
            #expect(try fits.readResponse().text == "0123456789")
        }
    }

    /// The head passes the limit long before the client stops writing: the server answers, then goes on reading
    /// (a lingering close, here with a generous quiet time), so every write succeeds and the 431 arrives.
    @Test func endlessHeadWithoutBlankLineGets431() async throws {
        try await offPool {
            let (server, port) = try TestServer.start { $0.lingerQuiet = .seconds(30) }
            defer { server.stop() }
            let client = try TestHTTPClient(port: port)
            try client.send("GET / HTTP/1.1\r\n")
            for _ in 0..<40 { try client.send("X-Header: \(String(repeating: "b", count: 1000))\r\n") }
            #expect(try client.readResponse().status == 431)
            #expect(client.waitForClose())
        }
    }

    @Test func silentClientIsDroppedWhileOthersAreServed() async throws {
        try await offPool {
            let (server, port) = try TestServer.start { $0.idleTimeout = .milliseconds(500) }
            defer { server.stop() }
            let start = ContinuousClock.now
            let silent = try TestHTTPClient(port: port)
            let partial = try TestHTTPClient(port: port)
            try partial.send("GET / HTTP/1.1\r\nHost: localhost\r\n")
            for _ in 0..<3 {
                let other = try TestHTTPClient(port: port)
                try other.request("GET", "/digits.txt", close: true)
                #expect(try other.readResponse().text == "0123456789")
            }
            #expect(silent.waitForClose(timeout: .seconds(30)))
            #expect(partial.waitForClose(timeout: .seconds(30)))
            #expect(ContinuousClock.now - start >= .milliseconds(450))
        }
    }

    @Test func keptConnectionIsDroppedAfterIdling() async throws {
        try await offPool {
            let (server, port) = try TestServer.start { $0.idleTimeout = .milliseconds(300) }
            defer { server.stop() }
            let client = try TestHTTPClient(port: port)
            try client.request("GET", "/digits.txt")
            #expect(try client.readResponse().status == 200)
            #expect(client.waitForClose(timeout: .seconds(30)))
        }
    }

    @Test func twoHundredConcurrentConnectionsAreAllAnswered() async throws {
        try await offPool {
            let (server, port) = try TestServer.start()
            defer { server.stop() }
            let clients = try (0..<200).map { _ in try TestHTTPClient(port: port) }
            for (index, client) in clients.enumerated() {
                try client.request("GET", index.isMultiple(of: 2) ? "/digits.txt" : "/style.css")
            }
            var answered = 0
            for (index, client) in clients.enumerated() {
                let response = try client.readResponse()
                let expected = index.isMultiple(of: 2) ? "0123456789" : "body { color: red; }\n"
                if response.status == 200 && response.text == expected { answered += 1 }
            }
            #expect(answered == 200)
            #expect(server.connectionCount >= 200)
        }
    }

    @Test func connectionsOverTheLimitGet503() async throws {
        try await offPool {
            let (server, port) = try TestServer.start { $0.maxConnections = 2 }
            defer { server.stop() }
            let held = try (0..<2).map { _ in try TestHTTPClient(port: port) }
            try held[0].request("GET", "/digits.txt")
            #expect(try held[0].readResponse().status == 200)
            let extra = try TestHTTPClient(port: port)
            try extra.request("GET", "/digits.txt")
            #expect(try extra.readResponse().status == 503)
            try held[1].request("GET", "/digits.txt", close: true)
            #expect(try held[1].readResponse().text == "0123456789")
        }
    }

    @Test func busyPortThrowsAnErrorThatNamesThePort() async throws {
        try await offPool {
            let (first, port) = try TestServer.start()
            defer { first.stop() }
            let second = HTTPServer(host: "127.0.0.1", port: port, responder: TestServer.Files(files: [:]))
            #expect(throws: ListenError.portInUse(host: "127.0.0.1", port: port)) { try second.start() }
            #expect(ListenError.portInUse(host: "127.0.0.1", port: port).description.contains("port \(port)"))
        }
    }

    @Test func invalidHostIsRefused() {
        #expect(throws: ListenError.invalidHost("example.com")) {
            try HTTPServer(host: "example.com", port: 0, responder: TestServer.Files(files: [:])).start()
        }
    }

    @Test func stopClosesListenersAndOpenConnections() async throws {
        try await offPool {
            let (server, port) = try TestServer.start()
            let kept = try TestHTTPClient(port: port)
            try kept.request("GET", "/digits.txt")
            #expect(try kept.readResponse().status == 200)
            let events = try TestHTTPClient(port: port)
            try events.request("GET", TestServer.eventsPath)
            _ = try events.read(until: "retry:")
            server.stop()
            #expect(kept.waitForClose(timeout: .seconds(30)))
            #expect(events.waitForClose(timeout: .seconds(30)))
            #expect(throws: TestHTTPClient.Failure.self) { try TestHTTPClient(port: port) }
            #expect(throws: ListenError.alreadyStarted) { try server.start() }
        }
    }
}
