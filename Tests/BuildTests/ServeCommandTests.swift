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
