import Foundation
import HTTPServer
import TestSupport

/// Servers for the HTTP core's tests: a few files by path, and an event stream.
enum TestServer {
    static let eventsPath = "/events"

    static let files: [String: Data] = [
        "index.html": Data("<!doctype html><title>Home</title><h1>Home</h1>".utf8),
        "style.css": Data("body { color: red; }\n".utf8),
        "digits.txt": Data("0123456789".utf8),
    ]

    /// Answers GET and HEAD from `files` (`/` is `index.html`), 404 otherwise, 405 to other methods.
    struct Files: HTTPResponder {
        let files: [String: Data]

        func respond(to request: HTTPRequest) -> HTTPAnswer {
            if request.path == TestServer.eventsPath, request.method == "GET" { return .eventStream(first: "") }
            guard request.method == "GET" || request.method == "HEAD" else {
                return .response(.text(405, "405 Method Not Allowed", headers: [("Allow", "GET, HEAD")],
                                       closes: request.hasBody))
            }
            let path = request.path == "/" ? "index.html" : String(request.path.dropFirst())
            guard let body = files[path] else { return .response(.text(404, "404 Not Found")) }
            return .response(HTTPResponse(status: 200, headers: [("Content-Type", MediaType.forPath(path))],
                                          body: body))
        }
    }

    /// A started server on a free loopback port.
    static func start(files: [String: Data] = files, configure: (inout HTTPServer.Limits) -> Void = { _ in })
        throws -> (server: HTTPServer, port: Int) {
        var limits = HTTPServer.Limits()
        configure(&limits)
        let server = HTTPServer(port: 0, limits: limits, name: "test", responder: Files(files: files))
        let port = try server.start()
        return (server, port)
    }

    /// One request on its own connection.
    static func fetch(_ target: String, port: Int, method: String = "GET", headers: [String] = []) throws
        -> TestHTTPResponse {
        let client = try TestHTTPClient(port: port)
        try client.request(method, target, headers: headers, close: true)
        return try client.readResponse(forHead: method == "HEAD")
    }
}
