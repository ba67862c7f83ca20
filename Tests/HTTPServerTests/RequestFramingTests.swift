import Foundation
import Testing
@testable import HTTPServer
import TestSupport

/// Message framing as RFC 9112 has a server read it, over a real socket: what must be refused, and what must be
/// accepted although it looks unusual.
@Suite("HTTP server request framing")
struct RequestFramingTests {
    /// Sends `head` (the request line and headers, CRLF after each) plus the blank line and `body`.
    func answer(_ head: [String], body: String = "", port: Int) throws -> (TestHTTPResponse, TestHTTPClient) {
        let client = try TestHTTPClient(port: port)
        try client.send(head.map { $0 + "\r\n" }.joined() + "\r\n" + body)
        return (try client.readResponse(), client)
    }

    @Test(arguments: [
        ["Content-Length: -5"], ["Content-Length: +5"], ["Content-Length: 5 5"], ["Content-Length: 0x10"],
        ["Content-Length: 5, 6"], ["Content-Length: 5", "Content-Length: 6"], ["Content-Length:"],
        ["Content-Length: 99999999999999999999999"],
        ["Transfer-Encoding: chunked", "Content-Length: 5"], ["Content-Length: 5", "Transfer-Encoding: chunked"],
        ["Transfer-Encoding: gzip"], ["Transfer-Encoding: chunked, gzip"], ["Transfer-Encoding: chunked, chunked"],
        ["Transfer-Encoding: identity"], ["Transfer-Encoding: x-custom"],
    ])
    func ambiguousBodiesGet400AndTheConnectionCloses(headers: [String]) async throws {
        try await offPool {
            let (server, port) = try TestServer.start()
            defer { server.stop() }
            let (response, client) = try answer(["GET /digits.txt HTTP/1.1", "Host: localhost"] + headers,
                                                body: "hello", port: port)
            #expect(response.status == 400)
            #expect(response.text.hasPrefix("400 Bad Request: "))
            #expect(response.headers["connection"] == "close")
            #expect(client.waitForClose())
        }
    }

    @Test func anUnknownCodingBeforeChunkedGets501() async throws {
        try await offPool {
            let (server, port) = try TestServer.start()
            defer { server.stop() }
            let (response, client) = try answer(
                ["GET / HTTP/1.1", "Host: localhost", "Transfer-Encoding: x-custom, chunked"], port: port)
            #expect(response.status == 501)
            #expect(response.text == "501 Not Implemented: unknown transfer coding 'x-custom'\n")
            #expect(client.waitForClose())
        }
    }

    @Test func transferEncodingInHTTP10Gets400() async throws {
        try await offPool {
            let (server, port) = try TestServer.start()
            defer { server.stop() }
            #expect(try answer(["GET / HTTP/1.0", "Transfer-Encoding: chunked"], port: port).0.status == 400)
        }
    }

    @Test(arguments: [["Content-Length: 5", "Content-Length: 5"], ["Content-Length: 5, 5"],
                      ["Transfer-Encoding: gzip, chunked"], ["Transfer-Encoding: Chunked"]])
    func wellFramedBodiesAreAnsweredAndTheConnectionCloses(headers: [String]) async throws {
        try await offPool {
            let (server, port) = try TestServer.start()
            defer { server.stop() }
            let (response, client) = try answer(["GET /digits.txt HTTP/1.1", "Host: localhost"] + headers,
                                                body: "hello", port: port)
            #expect(response.text == "0123456789")
            #expect(response.headers["connection"] == "close")
            #expect(client.waitForClose())
        }
    }

    @Test func absoluteFormTargetsNamingThisServerAreServed() async throws {
        try await offPool {
            let (server, port) = try TestServer.start()
            defer { server.stop() }
            for target in ["http://127.0.0.1:\(port)/digits.txt", "HTTP://LOCALHOST:\(port)/digits.txt?x=1",
                           "http://[::1]/digits.txt"] {
                let (response, _) = try answer(["GET \(target) HTTP/1.1", "Host: localhost"], port: port)
                #expect(response.text == "0123456789", "\(target)")
            }
            let (root, _) = try answer(["GET http://localhost:\(port) HTTP/1.1", "Host: localhost"], port: port)
            #expect(root.text.contains("<h1>Home</h1>"))
            // The target's host is the request's, not the Host header's.
            let (named, _) = try answer(["GET http://localhost/digits.txt?a=b HTTP/1.1", "Host: x.y"], port: port)
            #expect(named.status == 200)
            #expect(named.text == "0123456789")
        }
    }

    @Test(arguments: [("http://evil.example/digits.txt", 403), ("https://localhost/digits.txt", 400),
                      ("http://user@localhost/digits.txt", 400), ("http:///digits.txt", 400),
                      ("http://localhost:99999/", 400), ("ftp://localhost/digits.txt", 400)])
    func absoluteFormTargetsNamingAnotherServerAreRefused(target: String, status: Int) async throws {
        try await offPool {
            let (server, port) = try TestServer.start()
            defer { server.stop() }
            let (response, _) = try answer(["GET \(target) HTTP/1.1", "Host: localhost"], port: port)
            #expect(response.status == status)
            #expect(!response.text.contains("0123456789"))
        }
    }

    @Test(arguments: [
        [String](), ["Host: localhost", "Host: localhost"], ["Host:"], ["Host: local host"], ["Host: localhost:x"],
        ["Host: [::1"], ["Host: [127.0.0.1]"], ["Host: localhost:70000"],
    ])
    func http11NeedsExactlyOneValidHost(headers: [String]) async throws {
        try await offPool {
            let (server, port) = try TestServer.start()
            defer { server.stop() }
            let (response, _) = try answer(["GET /digits.txt HTTP/1.1"] + headers, port: port)
            #expect(response.status == 400)
            #expect(response.text.contains("Host"))
        }
    }

    @Test func versionsAreReadAsRFC9110Says() async throws {
        try await offPool {
            let (server, port) = try TestServer.start()
            defer { server.stop() }
            // A later minor version is read as HTTP/1.1 (kept alive); another major version is 505.
            let (later, _) = try answer(["GET /digits.txt HTTP/1.7", "Host: localhost"], port: port)
            #expect(later.text == "0123456789")
            #expect(later.headers["connection"] == "keep-alive")
            let (two, _) = try answer(["GET /digits.txt HTTP/2.0", "Host: localhost"], port: port)
            #expect(two.status == 505)
            let (bad, _) = try answer(["GET /digits.txt HTTP/1.10", "Host: localhost"], port: port)
            #expect(bad.status == 400)
        }
    }

    @Test func emptyLinesBeforeARequestAndBareLineFeedsAreAccepted() async throws {
        try await offPool {
            let (server, port) = try TestServer.start()
            defer { server.stop() }
            let client = try TestHTTPClient(port: port)
            try client.send("\r\n\r\nGET /digits.txt HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try client.readResponse().text == "0123456789")
            try client.send("GET /style.css HTTP/1.1\nHost: localhost\n\n"
                            + "GET /digits.txt HTTP/1.1\r\nHost: localhost\n\r\n")
            #expect(try client.readResponse().text == "body { color: red; }\n")
            #expect(try client.readResponse().text == "0123456789")
        }
    }

    @Test(arguments: ["GET / HTTP/1.1\rHost: localhost\r\n\r\n", "GET / HTTP/1.1\r\nHost: local\rhost\r\n\r\n",
                      "GET / HTTP/1.1\r\nHost : localhost\r\n\r\n",
                      "GET / HTTP/1.1\r\nX: a\u{0}b\r\nHost: localhost\r\n\r\n"])
    func bareCarriageReturnsSpacesBeforeColonsAndControlsGet400(raw: String) async throws {
        try await offPool {
            let (server, port) = try TestServer.start()
            defer { server.stop() }
            let client = try TestHTTPClient(port: port)
            try client.send(raw)
            #expect(try client.readResponse().status == 400)
        }
    }
}
