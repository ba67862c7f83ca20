import Foundation
import Testing
@testable import Preview
import TestSupport

/// Every spelling of "outside the site" must get 400 or 404 and never a byte of the secret next to the site.
@Suite("Preview server refuses paths outside the site")
struct TraversalTests {
    /// A temp folder holding `site/` (the static root, with `inside.txt` and a symlink out) and `secret.txt`.
    final class Layout {
        let folder: URL
        var site: URL { folder.appendingPathComponent("site") }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-traversal-\(UUID())")
            let manager = FileManager.default
            try manager.createDirectory(
                at: folder.appendingPathComponent("site/sub"), withIntermediateDirectories: true)
            try Data("TOP-SECRET".utf8).write(to: folder.appendingPathComponent("secret.txt"))
            try Data("inside".utf8).write(to: site.appendingPathComponent("sub/inside.txt"))
            try manager.createSymbolicLink(
                atPath: site.appendingPathComponent("escape.txt").path, withDestinationPath: "../secret.txt")
            try manager.createSymbolicLink(
                atPath: site.appendingPathComponent("outside").path, withDestinationPath: folder.path)
            try manager.createSymbolicLink(
                atPath: site.appendingPathComponent("alias.txt").path, withDestinationPath: "sub/inside.txt")
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    static let targets = [
        "/../secret.txt", "/sub/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2e/secret.txt", "/%2e%2E/secret.txt",
        "/.%2e/secret.txt", "/%2e./secret.txt", "/%2e%2e%2fsecret.txt", "/..%2fsecret.txt", "/..%2Fsecret.txt",
        "/sub%2f..%2f..%2fsecret.txt", "/..%5csecret.txt", "/..%5Csecret.txt", "/..\\secret.txt",
        "/sub\\..\\..\\secret.txt", "/%252e%252e/secret.txt", "/%252e%252e%252fsecret.txt",
        "/%25252e%25252e/secret.txt",
        "/secret.txt%00", "/sub/inside.txt%00.html", "/%00../secret.txt", "/%c0%ae%c0%ae/secret.txt",
        "/%e0%80%ae%e0%80%ae/secret.txt", "/escape.txt", "/outside/secret.txt", "/outside/site/../secret.txt",
        "//../secret.txt", "/./../secret.txt", "http://evil.example/secret.txt", "http://127.0.0.1/../secret.txt",
        "https://localhost/secret.txt", "evil.example:80", "127.0.0.1:80", "*", "secret.txt", "/%", "/%2",
        "/%zz/secret.txt",
    ]

    @Test(arguments: targets)
    func refused(target: String) async throws {
        try await offPool {
            let layout = try Layout()
            let (server, port) = try TestSite.startServer(staticRoot: layout.site)
            defer { server.stop() }
            let client = try TestHTTPClient(port: port)
            try client.send("GET \(target) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            let response = try client.readResponse()
            // 403 for an absolute-form target naming another host (the Host check), 400 or 404 for the rest.
            #expect([400, 403, 404].contains(response.status))
            #expect(!response.text.contains("TOP-SECRET"))
        }
    }

    @Test func authorityFormConnectIsRefused() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let response = try TestSite.fetch("evil.example:443", port: port, method: "CONNECT")
            #expect([400, 405].contains(response.status))
            #expect(!response.text.contains("Home"))
        }
    }

    @Test func staticRootServesItsOwnFilesAndSymlinksThatStayInside() async throws {
        try await offPool {
            let layout = try Layout()
            let (server, port) = try TestSite.startServer(staticRoot: layout.site)
            defer { server.stop() }
            #expect(try TestSite.fetch("/sub/inside.txt", port: port).text == "inside")
            #expect(try TestSite.fetch("/alias.txt", port: port).text == "inside")
            #expect(try TestSite.fetch("/escape.txt", port: port).status == 404)
            #expect(try TestSite.fetch("/style.css", port: port).status == 200)
        }
    }

    @Test(arguments: [
        ("/", [String](), true), ("/a/b", ["a", "b"], false), ("/a/b/", ["a", "b"], true),
        ("/a%20b.html?x=%2e%2e", ["a b.html"], false), ("//a//b", ["a", "b"], false), ("/caf%C3%A9/", ["café"], true),
    ])
    func sitePathsThatAreAccepted(target: String, segments: [String], isFolder: Bool) async throws {
        try await offPool {
            let path = try #require(SitePath(target: target))
            #expect(path.segments == segments)
            #expect(path.isFolder == isFolder)
        }
    }

    @Test(arguments: targets)
    func sitePathRefusesOrKeepsInside(target: String) {
        guard let path = SitePath(target: target) else { return }
        #expect(!path.segments.contains { $0 == ".." || $0 == "." || $0.contains("/") || $0.contains("\\") })
        #expect(!path.segments.contains { $0.contains("\0") || $0.contains("%") })
    }
}
