import Foundation
import Testing
import HTTPServer
import TestSupport

/// The README's example of this library, run as it is written there (a test compares the two).
@Suite struct ReadmeExampleTests {
    // README: begin
    struct Hello: HTTPResponder {
        func respond(to request: HTTPRequest) -> HTTPAnswer {
            if request.path == "/events" { return .eventStream(first: "") }
            return .response(.text(200, "Hello from \(request.path)"))
        }
    }
    // README: end

    @Test func example() async throws {
        try await offPool {
            // README: begin
            let server = HTTPServer(port: 0, responder: Hello())  // loopback only: 127.0.0.1 and ::1
            let port = try server.start()
            // … curl http://localhost:\(port)/a answers "Hello from /a"
            server.events.broadcast("event: tick\ndata: {}\n\n")  // to every open /events stream
            server.stop()
            // README: end
            _ = port
        }
        try await offPool {
            let server = HTTPServer(port: 0, responder: Hello())
            defer { server.stop() }
            let port = try server.start()
            let client = try TestHTTPClient(port: port)
            try client.request("GET", "/a", headers: [], close: true)
            #expect(try client.readResponse().text == "Hello from /a\n")
        }
    }
}
