import Foundation
import Testing
import TestSupport

/// `folio serve` as a user runs it: its flags, its help, and what it prints about a wider address.
@Suite struct ServeCommandTests {
    @Test func aBadAllowedHostIsAUsageError() async throws {
        let out = try await ExternalProgram.run(ExternalProgram.folio.path, ["serve", "--allow-host", "a b"])
        #expect(out.status == 64)
        #expect(out.stderr.hasPrefix("folio: --allow-host takes a host name such as blog.test or .example.com, "
                                     + "not 'a b'"))
    }

    @Test func helpNamesTheHostCheck() async throws {
        let out = try await ExternalProgram.run(ExternalProgram.folio.path, ["help", "serve"])
        #expect(out.status == 0)
        #expect(out.stdout.contains("--allow-host NAME"))
        #expect(out.stdout.contains("DNS rebinding"))
    }

    @Test func aWiderAddressIsAnnouncedWithWhatItExposes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-serve-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await ExternalProgram.run(ExternalProgram.folio.path, ["init", folder.path]).status == 0)
        let errors = folder.appendingPathComponent("stderr.txt")
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = ExternalProgram.folio
        process.arguments = ["serve", folder.path, "--host", "0.0.0.0", "--port", "0"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let deadline = ContinuousClock.now.advanced(by: .seconds(30))
        var printed = ""
        while ContinuousClock.now < deadline, !printed.contains("--no-drafts leaves drafts out.") {
            try await Task.sleep(for: .milliseconds(50))
            printed = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
        }
        process.interrupt()
        let end = ContinuousClock.now.advanced(by: .seconds(30))
        while process.isRunning && ContinuousClock.now < end { try await Task.sleep(for: .milliseconds(50)) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        #expect(printed.contains("folio: warning: Listening on 0.0.0.0, every address of this machine: any machine "
                                 + "that reaches it on port "))
        #expect(printed.contains("drafts and future posts included"))
        #expect(process.terminationStatus == 0)
    }
}

/// `folio serve`'s first answer is the site, also while its first build still runs: a request that comes then waits
/// for it, or gets a page that reloads itself when the build is done; never a 404 and never half a site.
@Suite struct ServeFirstAnswerTests {
    @Test func aRequestAtOnceGetsTheSiteNotA404() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-first-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await ExternalProgram.run(ExternalProgram.folio.path, ["init", folder.path]).status == 0)
        // Enough posts that the first build takes seconds.
        let sentence = "A line of *Markdown* with `code` and a [link](https://example.com/). "
        let paragraph = String(repeating: sentence, count: 8)
        for number in 1...400 {
            let day = String(format: "2024-%02d-%02d", number % 12 + 1, number % 28 + 1)
            try Data("# Post \(number)\n\n\(paragraph)\n\n- a\n- b\n\n\(paragraph)\n".utf8)
                .write(to: folder.appendingPathComponent("content/posts/\(day)-post-\(number).md"))
        }
        let output = folder.appendingPathComponent("stdout.txt")
        try Data().write(to: output)
        let process = Process()
        process.executableURL = ExternalProgram.folio
        process.arguments = ["serve", folder.path, "--port", "0"]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.interrupt()
            process.waitUntilExit()
        }
        // Watched and asked from a thread of its own: the tests running beside this one can keep the shared pool
        // busy for longer than the build takes.
        let (printed, first) = try await offPool { () throws -> (String, TestHTTPResponse?) in
            var printed = ""
            let deadline = ContinuousClock.now.advanced(by: .seconds(60))
            while ContinuousClock.now < deadline, !printed.contains("(Ctrl-C to stop)") {
                Thread.sleep(forTimeInterval: 0.01)
                printed = String(decoding: try Data(contentsOf: output), as: UTF8.self)
            }
            guard let port = printed.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//).flatMap({ Int($0.1) }) else {
                return (printed, nil)
            }
            return (printed, try Self.get("/", port: port))
        }
        let port = try #require(printed.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//).flatMap { Int($0.1) },
                                "\(printed)")
        let requestedDuringTheBuild = !printed.contains("Built ")
        var answer = try #require(first)
        #expect(answer.status == 200 || answer.status == 503)
        if answer.status == 503 {
            // Past the server's wait: the page that reloads itself when the build is done, and then the site.
            #expect(answer.text.contains("new EventSource(\"/_folio/events\")"))
            let end = ContinuousClock.now.advanced(by: .seconds(300))
            while answer.status == 503, ContinuousClock.now < end {
                try await Task.sleep(for: .milliseconds(200))
                answer = try await offPool { try Self.get("/", port: port) }
            }
        }
        #expect(answer.status == 200)
        // The whole home page: its title and its ten posts.
        #expect(answer.text.contains("<title>My blog</title>"))
        #expect(answer.text.components(separatedBy: "class=\"post-summary-title\"").count == 11)
        // The request came while the first build ran (its summary line was not printed yet).
        #expect(requestedDuringTheBuild, "\(printed)")
    }

    static func get(_ path: String, port: Int) throws -> TestHTTPResponse {
        let client = try TestHTTPClient(port: port)
        try client.request("GET", path, close: true)
        return try client.readResponse(timeout: .seconds(120))
    }
}
