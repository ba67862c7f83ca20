import Foundation
import Testing
@testable import Preview
import HTTPServer
import TestSupport

/// The defence against DNS rebinding: a request is answered only for the names the server is meant to be
/// reached by (see `HostPolicy`), over a real socket.
@Suite("Preview server Host check")
struct HostCheckTests {
    func status(host: String, target: String = "/digits.txt", port: Int, server: String = "127.0.0.1") throws
        -> TestHTTPResponse {
        let client = try TestHTTPClient(port: port, host: server)
        try client.send("GET \(target) HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        return try client.readResponse()
    }

    @Test func loopbackNamesAreAnsweredWithOrWithoutTheirPort() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            for host in ["localhost", "localhost:\(port)", "127.0.0.1", "127.0.0.1:\(port)", "[::1]", "[::1]:\(port)",
                         "LocalHost", "[0:0:0:0:0:0:0:1]:\(port)", "localhost:"] {
                #expect(try status(host: host, port: port).text == "0123456789", "\(host)")
            }
        }
    }

    @Test func otherNamesPortsAndAddressesGet403WithAReason() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let otherPort = port == 1 ? 2 : 1
            for host in ["evil.example", "evil.example:\(port)", "localhost.evil.example", "127.0.0.1.nip.io",
                         "localhost:\(otherPort)", "127.0.0.2", "192.168.1.20", "[::2]", "0.0.0.0"] {
                let response = try status(host: host, port: port)
                #expect(response.status == 403, "\(host)")
                #expect(response.text.hasPrefix("403 Forbidden: this folio preview answers requests for localhost, "
                                                + "127.0.0.1 and [::1] only (a guard against DNS rebinding)"))
                #expect(!response.text.contains("0123456789"))
            }
            let named = try status(host: "evil.example:\(port)", port: port).text
            #expect(named.hasSuffix("not for 'evil.example'. To reach it by that name, start it with "
                                    + "--allow-host evil.example\n"))
            let wrongPort = try status(host: "localhost:\(otherPort)", port: port).text
            #expect(wrongPort.hasSuffix("on port \(port), not \(otherPort) (--allow-host localhost answers "
                                        + "localhost on any port)\n"))
            let wrongAddressPort = try status(host: "127.0.0.1:\(otherPort)", port: port).text
            #expect(wrongAddressPort.hasSuffix("on port \(port), not \(otherPort)\n"))
        }
    }

    @Test func theEventStreamAndDraftsAreNotReadableThroughARebindingName() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let client = try TestHTTPClient(port: port)
            try client.send("GET \(LiveReload.eventsPath) HTTP/1.1\r\nHost: attacker.example:\(port)\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 403)
            #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
            #expect(client.waitForClose())
            #expect(server.server.events.count == 0)
        }
    }

    @Test func allowedNamesAreAnsweredOnAnyPort() async throws {
        try await offPool {
            let server = PreviewServer(host: nil, port: 0, limits: HTTPServer.Limits(),
                                       allowedHosts: ["blog.test", ".Example.org"])
            server.publish(SiteSnapshot(files: TestSite.files), changed: .full)
            let port = try server.start()
            defer { server.stop() }
            for host in ["blog.test", "blog.test:8080", "example.org", "a.b.example.org:443", "localhost",
                         "localhost:\(port)"] {
                #expect(try status(host: host, port: port).status == 200, "\(host)")
            }
            for host in ["badexample.org", "www.blog.test", "example.org.evil", "evil.example"] {
                #expect(try status(host: host, port: port).status == 403, "\(host)")
            }
        }
    }

    @Test func allowingLocalhostAnswersItOnAnyPortForATunnel() async throws {
        try await offPool {
            let server = PreviewServer(host: nil, port: 0, limits: HTTPServer.Limits(), allowedHosts: ["localhost"])
            server.publish(SiteSnapshot(files: TestSite.files), changed: .full)
            let port = try server.start()
            defer { server.stop() }
            let otherPort = port == 1 ? 2 : 1
            #expect(try status(host: "localhost:\(otherPort)", port: port).status == 200)
            #expect(try status(host: "127.0.0.1:\(otherPort)", port: port).status == 403)
        }
    }

    @Test func aWiderAddressAnswersAnyIPAddressAndLocalhostButOnlyAllowedNames() async throws {
        try await offPool {
            let server = PreviewServer(host: "0.0.0.0", port: 0, limits: HTTPServer.Limits(),
                                       allowedHosts: ["blog.test"])
            server.publish(SiteSnapshot(files: TestSite.files), changed: .full)
            let port = try server.start()
            defer { server.stop() }
            for host in ["192.168.1.20:9000", "10.0.0.7", "[fe80::1]", "[2001:db8::5]:80", "localhost:9000",
                         "127.0.0.1", "blog.test:3000"] {
                #expect(try status(host: host, port: port).status == 200, "\(host)")
            }
            let response = try status(host: "rebind.example", port: port)
            #expect(response.status == 403)
            #expect(response.text.contains("answers requests for IP addresses and localhost only"))
            let notice = try #require(server.exposureNotice(showsDrafts: true))
            #expect(notice.hasPrefix("Listening on 0.0.0.0, every address of this machine: any machine that "
                                     + "reaches it on port \(port) can read this site, drafts and future posts "
                                     + "included, while folio serve runs."))
            #expect(notice.contains("--allow-host NAME (allowed: blog.test)."))
            #expect(notice.hasSuffix("--no-drafts leaves drafts out."))
            #expect(server.exposureNotice(showsDrafts: false)?.contains("drafts") == false)
        }
    }

    @Test func loopbackServersPrintNoNotice() async throws {
        try await offPool {
            for host in [nil, "127.0.0.1", "localhost"] as [String?] {
                let server = PreviewServer(host: host, port: 0)
                try server.start()
                #expect(server.exposureNotice(showsDrafts: true) == nil)
                server.stop()
            }
        }
    }

    @Test func http10WithoutHostIsAnswered() async throws {
        try await offPool {
            let (server, port) = try TestSite.startServer()
            defer { server.stop() }
            let client = try TestHTTPClient(port: port)
            try client.send("GET /digits.txt HTTP/1.0\r\n\r\n")
            #expect(try client.readResponse().text == "0123456789")
        }
    }

    @Test func anUnallowableNameIsRefusedWithTheFlagsWords() {
        #expect(PreviewServer.hostProblem("blog.test") == nil)
        #expect(PreviewServer.hostProblem("127.0.0.1")
                == "--allow-host takes a host name such as blog.test or .example.com, not '127.0.0.1'")
    }

    @Test func aBusyPortIsAnErrorThatNamesTheFlag() async throws {
        try await offPool {
            let (first, port) = try TestSite.startServer()
            defer { first.stop() }
            let second = PreviewServer(host: "127.0.0.1", port: port)
            #expect(throws: PreviewServerError.portInUse(host: "127.0.0.1", port: port)) { try second.start() }
            #expect(PreviewServerError.portInUse(host: "127.0.0.1", port: port).description.contains("--port"))
        }
    }
}
