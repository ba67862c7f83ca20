import Foundation
import Testing
@testable import Preview
import HTTPServer
import TestSupport

@Suite("Preview server responses")
struct ServerResponseTests {
    @Test func rootServesIndexHTMLWithLiveReload() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let response = try TestSite.fetch("/", port: port)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "text/html; charset=utf-8")
            #expect(response.text.hasPrefix("<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1>"))
            #expect(response.text.contains(LiveReload.eventsPath))
            #expect(response.text.hasSuffix("</script></body></html>"))
            #expect(response.headers["content-length"] == String(response.body.count))
        }
    }

    @Test func folderServesItsIndexAndBareNameRedirects() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let folder = try TestSite.fetch("/2024/05/hello/", port: port)
            #expect(folder.status == 200)
            #expect(folder.text.contains("Hello post"))
            let bare = try TestSite.fetch("/2024/05/hello?x=1", port: port)
            #expect(bare.status == 301)
            #expect(bare.headers["location"] == "/2024/05/hello/?x=1")
            let absolute = try TestSite.fetch("http://localhost/2024/05/hello?a=b", port: port)
            #expect(absolute.status == 301)
            #expect(absolute.headers["location"] == "/2024/05/hello/?a=b")
            let explicit = try TestSite.fetch("/2024/05/hello/index.html", port: port)
            #expect(explicit.status == 200)
            #expect(explicit.body == folder.body)
            #expect(try TestSite.fetch("/style.css/", port: port).status == 404)
        }
    }

    @Test(arguments: [
        ("a.html", "text/html; charset=utf-8"), ("a.css", "text/css; charset=utf-8"),
        ("a.js", "text/javascript; charset=utf-8"), ("a.svg", "image/svg+xml; charset=utf-8"),
        ("a.png", "image/png"), ("a.jpg", "image/jpeg"), ("a.JPEG", "image/jpeg"), ("a.gif", "image/gif"),
        ("a.webp", "image/webp"), ("a.avif", "image/avif"), ("favicon.ico", "image/x-icon"),
        ("feed.xml", "application/xml; charset=utf-8"), ("a.json", "application/json; charset=utf-8"),
        ("robots.txt", "text/plain; charset=utf-8"), ("f.woff2", "font/woff2"), ("v.mp4", "video/mp4"),
        ("blob", "application/octet-stream"),
    ])
    func contentTypes(name: String, expected: String) async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer(files: ["files/" + name: Data("x".utf8)])
            defer { server.stop() }
            let response = try TestSite.fetch("/files/" + name, port: port)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == expected)
        }
    }

    @Test func headSendsHeadersWithoutBodyOnAKeptConnection() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let client = try TestHTTPClient(port: port)
            try client.request("HEAD", "/style.css")
            let head = try client.readResponse(forHead: true)
            try client.request("GET", "/style.css")
            let get = try client.readResponse()
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.headers["content-length"] == "21")
            #expect(head.headers["etag"] == get.headers["etag"])
            #expect(get.text == "body { color: red; }\n")
        }
    }

    @Test func keepAliveServesTwoRequestsThenHonoursClose() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let client = try TestHTTPClient(port: port)
            try client.request("GET", "/digits.txt")
            let first = try client.readResponse()
            try client.request("GET", "/style.css", close: true)
            let second = try client.readResponse()
            #expect(first.text == "0123456789")
            #expect(first.headers["connection"] == "keep-alive")
            #expect(second.text == "body { color: red; }\n")
            #expect(second.headers["connection"] == "close")
            #expect(client.waitForClose(timeout: .seconds(5)))
        }
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let client = try TestHTTPClient(port: port)
            try client.send("GET /digits.txt HTTP/1.1\r\nHost: localhost\r\n\r\n"
                            + "GET /style.css HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try client.readResponse().text == "0123456789")
            #expect(try client.readResponse().text == "body { color: red; }\n")
        }
    }

    @Test func http10ClosesUnlessAskedToKeepAlive() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let client = try TestHTTPClient(port: port)
            try client.send("GET /digits.txt HTTP/1.0\r\n\r\n")
            #expect(try client.readResponse().text == "0123456789")
            #expect(client.waitForClose(timeout: .seconds(5)))
        }
    }

    @Test(arguments: [
        ("bytes=0-4", 206, "01234", "bytes 0-4/10"), ("bytes=6-", 206, "6789", "bytes 6-9/10"),
        ("bytes=-3", 206, "789", "bytes 7-9/10"), ("bytes=8-100", 206, "89", "bytes 8-9/10"),
        ("bytes=-50", 206, "0123456789", "bytes 0-9/10"), ("bytes=10-", 416, nil, "bytes */10"),
        ("bytes=-0", 416, nil, "bytes */10"), ("bytes=0-1,4-5", 200, "0123456789", nil),
        ("bytes=5-2", 200, "0123456789", nil), ("items=0-1", 200, "0123456789", nil),
    ] as [(String, Int, String?, String?)])
    func ranges(header: String, status: Int, body: String?, contentRange: String?) async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let response = try TestSite.fetch("/digits.txt", port: port, headers: ["Range: \(header)"])
            #expect(response.status == status)
            if let body { #expect(response.text == body) }
            #expect(response.headers["content-range"] == contentRange)
        }
    }

    @Test func ifRangeWithAnOldTagSendsTheWholeBody() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let tag = try #require(try TestSite.fetch("/digits.txt", port: port).headers["etag"])
            let fresh = try TestSite.fetch("/digits.txt", port: port, headers: ["Range: bytes=0-1", "If-Range:" + tag])
            let stale = try TestSite.fetch("/digits.txt", port: port, headers: ["Range: bytes=0-1", "If-Range: \"x\""])
            #expect(fresh.status == 206)
            #expect(fresh.text == "01")
            #expect(stale.status == 200)
            #expect(stale.text == "0123456789")
        }
    }

    @Test func entityTagsAnswerNotModified() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let first = try TestSite.fetch("/style.css", port: port)
            let tag = try #require(first.headers["etag"])
            #expect(tag == EntityTag.of(TestSite.files["style.css"]!))
            let cached = try TestSite.fetch("/style.css", port: port, headers: ["If-None-Match: \"other\", \(tag)"])
            #expect(cached.status == 304)
            #expect(cached.body.isEmpty)
            #expect(cached.headers["etag"] == tag)
            let weak = try TestSite.fetch("/style.css", port: port, headers: ["If-None-Match: W/\(tag)"])
            #expect(weak.status == 304)
            let stale = try TestSite.fetch("/style.css", port: port, headers: ["If-None-Match: \"0-0\""])
            #expect(stale.status == 200)
            #expect(stale.text == "body { color: red; }\n")
            let otherFile = try TestSite.fetch("/app.js", port: port)
            #expect(otherFile.headers["etag"] != tag)
        }
    }

    @Test func missingPathGetsTheSitesOwn404Page() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let response = try TestSite.fetch("/no/such/page/", port: port)
            #expect(response.status == 404)
            #expect(response.headers["content-type"] == "text/html; charset=utf-8")
            #expect(response.text.contains("Our own 404"))
        }
    }

    @Test func missingPathWithoutA404PageGetsPlainText() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer(files: ["index.html": Data("<p>hi</p>".utf8)])
            defer { server.stop() }
            let response = try TestSite.fetch("/nothing.html", port: port)
            #expect(response.status == 404)
            #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
            #expect(response.text.hasPrefix("404 Not Found"))
        }
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"])
    func otherMethodsGet405(method: String) async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let response = try TestSite.fetch("/", port: port, method: method)
            #expect(response.status == 405)
            #expect(response.headers["allow"] == "GET, HEAD")
        }
    }

    @Test(arguments: [
        "GARBAGE\r\n\r\n", "GET /\r\n\r\n", "GET / HTTP/1\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n",
        "GET / HTTP/1.1\r\nNo colon here\r\n\r\n", "GET / HTTP/1.1\r\n folded: header\r\n\r\n",
    ])
    func malformedRequestsGet400(raw: String) async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let client = try TestHTTPClient(port: port)
            try client.send(raw)
            #expect(try client.readResponse().status == 400)
            #expect(client.waitForClose(timeout: .seconds(5)))
        }
    }

    @Test func servesOverIPv6LoopbackWhenAvailable() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            guard server.urls.count == 2 else { return }
            #expect(server.urls == ["http://127.0.0.1:\(port)/", "http://[::1]:\(port)/"])
            let client = try TestHTTPClient(port: port, host: "::1")
            try client.request("GET", "/digits.txt", close: true)
            #expect(try client.readResponse().text == "0123456789")
        }
    }
}

/// A preview's next site keeps what was prepared for files handed on unchanged, and prepares the rest anew.
@Suite struct ServedSiteReuseTests {
    @Test func unchangedBytesKeepTheirPreparedFileAndChangedOnesAreMadeAgain() {
        let page = Data("<html><body>same</body></html>".utf8)
        let first = SiteSnapshot(files: ["a/index.html": page, "b/index.html": Data("<body>old</body>".utf8)])
        let served = ServedSite(snapshot: first, liveReload: true)
        // The same bytes handed on (as the memo hands them), and new bytes for b.
        let second = SiteSnapshot(files: ["a/index.html": page, "b/index.html": Data("<body>new</body>".utf8)])
        let next = ServedSite(snapshot: second, liveReload: true, previous: (first, served))
        #expect(next.files["a/index.html"]!.body.isSameStorage(as: served.files["a/index.html"]!.body))
        #expect(next.files["a/index.html"]?.entityTag == served.files["a/index.html"]?.entityTag)
        #expect(String(decoding: next.files["b/index.html"]!.body, as: UTF8.self).contains("new"))
        #expect(next.files["b/index.html"]?.entityTag != served.files["b/index.html"]?.entityTag)
        // Equal bytes elsewhere in memory are not taken for the same: they are prepared again, with the same result.
        let copy = Data(Array(page))
        #expect(!copy.isSameStorage(as: page))
        let third = ServedSite(snapshot: SiteSnapshot(files: ["a/index.html": copy]), liveReload: true,
                               previous: (second, next))
        #expect(third.files["a/index.html"]?.entityTag == next.files["a/index.html"]?.entityTag)
        #expect(!third.files["a/index.html"]!.body.isSameStorage(as: next.files["a/index.html"]!.body))
        #expect(page.isSameStorage(as: page))
    }

    /// A snapshot of changes (what a preview publishes after a save) changes, adds and removes only the files it
    /// names, keeps every other prepared file as it was, and reloads pages unless only stylesheets changed.
    @Test func aSnapshotOfChangesTouchesOnlyWhatItNames() {
        let kept = Data("<html><body>kept</body></html>".utf8)
        let full = SiteSnapshot(files: ["a/index.html": kept, "b/index.html": Data("<body>old</body>".utf8),
                                        "gone.txt": Data("bye".utf8)])
        let served = ServedSite(snapshot: full, liveReload: true)
        let delta = SiteSnapshot(files: ["b/index.html": Data("<body>new</body>".utf8), "c.css": Data("p{}".utf8)],
                                 changed: ["b/index.html", "c.css", "gone.txt"])
        let next = ServedSite(snapshot: delta, liveReload: true, previous: (full, served))
        #expect(next.files["a/index.html"]!.body.isSameStorage(as: served.files["a/index.html"]!.body))
        #expect(String(decoding: next.files["b/index.html"]!.body, as: UTF8.self).contains("new"))
        #expect(next.files["c.css"]?.body == Data("p{}".utf8))
        #expect(next.files["gone.txt"] == nil)
        #expect(next.files.count == 3)
        #expect(delta.reloadKind(since: full) == .full)
        let restyled = SiteSnapshot(files: ["c.css": Data("p{color:red}".utf8)], changed: ["c.css"])
        #expect(restyled.reloadKind(since: delta) == .stylesheets)
    }
}
