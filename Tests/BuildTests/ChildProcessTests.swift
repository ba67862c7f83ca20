import Foundation
import Testing
import TestSupport

/// The tests' own way of starting programs, in place of Foundation's `Process` (see `ChildProcess`).
@Suite struct ChildProcessTests {
    func shell(_ script: String, in directory: URL? = nil) async throws -> ExternalProgram.Output {
        try await ExternalProgram.run("/bin/sh", ["-c", script], input: Data("from stdin".utf8),
                                      currentDirectory: directory)
    }

    @Test func exitStatusOutputAndInput() async throws {
        let run = try await shell("cat; echo ' to stdout'; echo to stderr >&2; exit 3")
        #expect(run.status == 3)
        #expect(run.stdout == "from stdin to stdout\n")
        #expect(run.stderr == "to stderr\n")
    }

    @Test func aSignalIsReportedAs128PlusItsNumber() async throws {
        #expect(try await shell("kill -9 $$").status == 128 + 9)
    }

    @Test func itRunsInTheFolderAskedForWithOnlyItsOwnFilesOpen() async throws {
        let folder = FileManager.default.temporaryDirectory.standardizedFileURL.resolvingSymlinksInPath()
        #expect(try await shell("pwd", in: folder).stdout == folder.path + "\n")
        // Standard input, output and error, and the folder `ls` itself opens to list them.
        let open = try await shell("ls /proc/self/fd").stdout.split(separator: "\n")
        #expect(open.count <= 4, "\(open)")
    }

    @Test func aMissingProgramIsAnError() async {
        await #expect(throws: ChildProcess.Failure.self) {
            _ = try await ExternalProgram.run("/nonexistent/program", [])
        }
    }
}
