import Foundation
import Testing
@testable import Commands
import TestSupport

/// The completion scripts: each shell accepts its own, and bash completes commands, flags, values and operands.
@Suite struct CompletionTests {
    @Test(arguments: [("bash", ["-n"]), ("zsh", ["-n"]), ("fish", ["-n"])])
    func eachShellReadsItsScript(_ shell: String, _ arguments: [String]) async throws {
        let script = switch shell {
        case "bash": sampleTable.bashCompletion
        case "zsh": sampleTable.zshCompletion
        default: sampleTable.fishCompletion
        }
        let out = try await ScriptRunner.run(shell, arguments, on: script)
        #expect(out.status == 0 && out.stderr.isEmpty, "\(shell): \(out.stderr)")
    }

    @Test func aBrokenScriptIsRefused() async throws {
        // The negative control of the test above: each check can fail.
        for shell in ["bash", "zsh", "fish"] {
            let out = try await ScriptRunner.run(shell, ["-n"], on: "if true; then\n")
            #expect(out.status != 0, "\(shell)")
        }
    }

    @Test func bashCompletesCommandsFlagsValuesAndOperands() async throws {
        let script = sampleTable.bashCompletion
        func completes(_ words: String...) async throws -> [String] {
            try await ScriptRunner.bashCompletes(["notes"] + words, with: script)
        }
        #expect(try await completes("") == ["add", "list", "open", "help"])
        #expect(try await completes("l") == ["list"])
        #expect(try await completes("-") == ["-h", "--help", "--version"])
        #expect(try await completes("add", "--p") == ["--pinned"])
        #expect(try await completes("list", "--format", "") == ["plain", "json"])
        #expect(try await completes("list", "--format", "=", "j") == ["json"])
        #expect(try await completes("list", "-n", "") == [])
        #expect(try await completes("help", "o") == ["open"])
        #expect(try await completes("add", "milk", "--tag", "home", "-") == ["--tag", "-t", "--pinned", "--help"])
    }

    @Test func bashCompletesFilesAndFoldersWhereTheyAreTaken() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "completes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "drafts"), withIntermediateDirectories: true)
        try Data().write(to: folder.appending(path: "draft-one.md"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = sampleTable.bashCompletion
        #expect(try await ScriptRunner.bashCompletes(["notes", "list", "dr"], with: script, in: folder) == ["drafts"])
        #expect(Set(try await ScriptRunner.bashCompletes(["notes", "open", "a", "dr"], with: script, in: folder))
                == ["drafts", "draft-one.md"])
        // list takes one operand: nothing after it.
        #expect(try await ScriptRunner.bashCompletes(["notes", "list", "drafts", "dr"], with: script, in: folder) == [])
    }

    @Test func fishCompletesCommandsAndFlags() async throws {
        let driver = sampleTable.fishCompletion + """
        complete -C 'notes l'
        echo ---
        complete -C 'notes list --f'
        echo ---
        complete -C 'notes list --format '

        """
        let out = try await ScriptRunner.run("fish", [], on: driver)
        #expect(out.stdout == "list\tlist the notes\n---\n--format\thow to print them\n---\n"
                + "json\thow to print them\nplain\thow to print them\n",
                "\(out.stdout)\(out.stderr)")
    }
}

extension CompletionTests {
    /// zsh in a pseudo-terminal (zpty), loading the script from `fpath` as compinit does (without a dump file, which
    /// could hold another run's functions): for each line, a new shell, the line typed and Tab pressed. It prints
    /// `ok WORD` when the terminal shows what the completion must add within 30 s, else what it showed.
    static func zshDriver(folder: String, lines: [(typed: String, shows: String)]) -> String {
        var script = """
        zmodload zsh/zpty
        expect() {
          local out= chunk deadline=$((SECONDS + 30))
          while (( SECONDS < deadline )); do
            if zpty -r -t z chunk '*'; then out+=$chunk; else sleep 0.1; fi
            if [[ $out == *$1* ]]; then print -r -- "ok $1"; return; fi
          done
          print -r -- "missing $1 in ${(q)out}"
        }

        """
        for (typed, shows) in lines {
            script += """
            zpty z zsh -f -i
            zpty -w z 'PS1="> "; fpath=(\(folder) $fpath); autoload -U compinit; compinit -D -u; print RE""ADY'
            expect READY >/dev/null
            zpty -w -n z \(ShellQuoting.single(typed))$'\\t'
            expect \(ShellQuoting.single(shows))
            zpty -d z

            """
        }
        return script
    }

    @Test func zshCompletesCommandsFlagsAndValues() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "zsh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(sampleTable.zshCompletion.utf8).write(to: folder.appending(path: "_notes"))
        let lines = [("notes l", "notes list"), ("notes add --p", "--pinned"), ("notes list --format ", "json"),
                     ("notes -", "--version")]
        let out = try await ScriptRunner.run("zsh", ["-f"], on: Self.zshDriver(folder: folder.path, lines: lines))
        #expect(out.stdout.split(separator: "\n") == ["ok notes list", "ok --pinned", "ok json", "ok --version"],
                "\(out.stdout)\(out.stderr)")
    }
}
