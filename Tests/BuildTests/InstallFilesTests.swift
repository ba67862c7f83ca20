import Foundation
import Testing
import TestSupport

/// What `make install` and the .deb install besides the binary, as folio prints them: the completion scripts for
/// bash, zsh and fish and the man page, all made from the command table that parses folio's command line.
@Suite struct InstallFilesTests {
    func folio(_ arguments: [String]) async throws -> ExternalProgram.Output {
        try await ExternalProgram.run(ExternalProgram.folio.path, arguments)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func eachShellReadsItsScript(_ shell: String) async throws {
        let script = try await folio(["completions", shell])
        #expect(script.status == 0 && script.stderr.isEmpty)
        let check = try await ScriptRunner.run(shell, ["-n"], on: script.stdout)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
    }

    @Test func bashCompletesACommandAFlagAndTheThemesFiles() async throws {
        let script = try await folio(["completions", "bash"]).stdout
        // The script runs `folio` for the theme's files: the one built beside the tests.
        let path = "PATH=\(ExternalProgram.folio.deletingLastPathComponent().path):$PATH\n"
        func completes(_ words: String...) async throws -> [String] {
            try await ScriptRunner.bashCompletes(["folio"] + words, with: path + script)
        }
        #expect(try await completes("bu") == ["build"])
        #expect(try await completes("build", "--dr") == ["--drafts"])
        #expect(try await completes("init", "--no") == ["--no-workflow"])
        #expect(try await completes("serve", "-")
                == ["--host", "--port", "-p", "--allow-host", "--no-drafts", "--help"])
        #expect(try await completes("completions", "") == ["bash", "zsh", "fish"])
        #expect(try await completes("theme", "eject", "templates/foot") == ["templates/footer.mustache"])
    }

    @Test func theManPagePassesMandocAndGroffAndNamesEveryCommand() async throws {
        let page = try await folio(["man"])
        #expect(page.status == 0)
        let lint = try await ScriptRunner.run("mandoc", ["-T", "lint", "-W", "all"], on: page.stdout, named: "folio.1")
        #expect(lint.status == 0 && lint.stdout.isEmpty && lint.stderr.isEmpty, "\(lint.stdout)\(lint.stderr)")
        let groff = try await ScriptRunner.run("groff", ["-man", "-ww", "-z"], on: page.stdout)
        #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff.stderr)")
        let usage = try await folio(["help"]).stdout
        let commands = usage.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0 != "commands:" }.dropFirst()
            .prefix { !$0.isEmpty }.filter { !$0.hasPrefix("   ") }.compactMap { $0.split(separator: " ").first }
        #expect(commands.count >= 10)
        for command in commands { #expect(page.stdout.contains(".SS \(command)\n"), "\(command)") }
    }

    @Test func anUnknownShellIsAUsageError() async throws {
        let out = try await folio(["completions", "tcsh"])
        #expect(out.status == 64)
        #expect(out.stderr.hasPrefix("folio: completions are for bash, zsh or fish, not 'tcsh'\n"))
    }
}

extension InstallFilesTests {
    @Test func initSaysHowFolioGetsOntoTheRunner() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "folio-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try await folio(["init", folder.appending(path: "blog").path])
        #expect(made.status == 0)
        #expect(made.stdout.contains("Settings → Pages → Source: GitHub Actions"))
        #expect(made.stdout.contains("from its Debian package"))
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "blog/.github/workflows/pages.yml").path))
        let bare = try await folio(["init", "--no-workflow", folder.appending(path: "bare").path])
        #expect(bare.status == 0 && !bare.stdout.contains("GitHub"))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "bare/.github").path))
    }
}
