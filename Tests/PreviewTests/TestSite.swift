import Foundation
@testable import Preview
import HTTPServer
import TestSupport

/// Servers and sites for the serve tests.
enum TestSite {
    static let indexHTML = "<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>"
    static let postHTML = "<html><body><p>Hello post</p></body></html>"
    static let notFoundHTML = "<html><body><h1>Our own 404</h1></body></html>"

    static let files: [String: Data] = [
        "index.html": Data(indexHTML.utf8),
        "2024/05/hello/index.html": Data(postHTML.utf8),
        "style.css": Data("body { color: red; }\n".utf8),
        "app.js": Data("console.log(1);\n".utf8),
        "404.html": Data(notFoundHTML.utf8),
        "digits.txt": Data("0123456789".utf8),
    ]

    /// A started server on a free loopback port, already serving `files`.
    static func startServer(
        files: [String: Data] = files, staticRoot: URL? = nil, configure: (inout HTTPServer.Limits) -> Void = { _ in }
    ) throws -> (server: PreviewServer, port: Int) {
        var limits = HTTPServer.Limits()
        configure(&limits)
        let server = PreviewServer(host: nil, port: 0, limits: limits)
        server.publish(SiteSnapshot(files: files, staticRoot: staticRoot), changed: .full)
        let port = try server.start()
        return (server, port)
    }

    /// One request on its own connection.
    static func fetch(_ target: String, port: Int, method: String = "GET", headers: [String] = [],
                      timeout: Duration = .seconds(10)) throws -> TestHTTPResponse {
        let client = try TestHTTPClient(port: port)
        try client.request(method, target, headers: headers, close: true)
        return try client.readResponse(forHead: method == "HEAD", timeout: timeout)
    }
}
