import Foundation
import Testing
import TestSupport

/// `folio check` as a user runs it: its exit status, its report on standard output, its usage errors.
@Suite struct CheckCommandTests {
    func folio(_ arguments: [String]) async throws -> ExternalProgram.Output {
        try await ExternalProgram.run(ExternalProgram.folio.path, arguments)
    }

    /// A new site whose first post links to `urls`, with local links checked.
    func site(linkingTo urls: [String]) throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("folio.yml", "title: T\nbase_url: https://example.com\ncheck:\n  include_local: true\n"
                       + "  retries: 0\n")
        try site.write("content/posts/2024-05-01-links.md",
                       "# Links\n\n" + urls.map { "- [a link](\($0))\n" }.joined())
        return site
    }

    @Test func exitsOneWhenALinkIsBrokenAndZeroWhenAllWork() async throws {
        let server = try LoopbackServer { request in request.path == "/gone" ? .status(410) : .status(200) }
        defer { server.stop() }
        let broken = try site(linkingTo: [server.url("/ok"), server.url("/gone")])
        defer { broken.remove() }
        let failing = try await folio(["check", broken.url.path])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("content/posts/2024-05-01-links.md:4:3: error: \(server.url("/gone")): 410 Gone"),
                "\(failing.stdout)")
        #expect(FileManager.default.fileExists(atPath: broken.url.appending(path: ".folio-link-cache").path))

        let json = try await folio(["check", broken.url.path, "--format", "json", "--no-cache"])
        #expect(json.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["summary"] as? [String: Any])?["broken"] as? Int == 1)

        let working = try site(linkingTo: [server.url("/ok")])
        defer { working.remove() }
        let passing = try await folio(["check", working.url.path])
        #expect(passing.status == 0)
        #expect(passing.stdout.contains("all working"), "\(passing.stdout)")
    }

    @Test func aCommandLineItDoesNotUnderstandExits64() async throws {
        for arguments in [["check", "--format", "xml"], ["check", "--per-host", "0"], ["check", "--timeout", "soon"],
                          ["check", "--exclude", "has space"], ["check", "--accept", "2xx"], ["check", "--bogus"],
                          ["check", "a", "b"]] {
            let output = try await folio(arguments)
            #expect(output.status == 64, "\(arguments)")
            #expect(output.stderr.hasPrefix("folio: "), "\(output.stderr)")
        }
        let help = try await folio(["help", "check"])
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: folio check [SITE]"))
    }
}
