import Foundation

/// Runs programs for tests: the reference `cmark-gfm` command and folio's own executable.
public enum ExternalProgram {
    public struct Output {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The repository root, found from this file's place in it.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The reference command of issue 2, which folio must match apart from heading ids and image layouts.
    public static let referenceArguments = ["-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter",
                                     "-e", "tasklist", "-e", "footnotes", "--unsafe"]

    public static func cmarkGFM(_ input: String) async throws -> String {
        try await run("/usr/bin/cmark-gfm", referenceArguments, input: Data(input.utf8)).stdout
    }

    /// The `folio` executable built beside the tests.
    public static var folio: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [beside, beside.deletingLastPathComponent(),
                       repositoryRoot.appendingPathComponent(".build/debug")] {
            let candidate = folder.appendingPathComponent("folio")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return repositoryRoot.appendingPathComponent(".build/debug/folio")
    }

    /// Runs a program to its end without blocking a thread of the shared concurrency pool: standard input, output
    /// and error go through files, and the end of the process is awaited, not waited for.
    public static func run(_ executable: String, _ arguments: [String], input: Data = Data(),
                    currentDirectory: URL? = nil) async throws -> Output {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("folio-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputFile = scratch.appendingPathComponent("stdin")
        let outputFile = scratch.appendingPathComponent("stdout"), errorFile = scratch.appendingPathComponent("stderr")
        try input.write(to: inputFile)
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)

        await ProcessGate.shared.enter()
        let status: Int32
        do {
            status = try await ChildProcess.run(executable, arguments, input: inputFile.path, output: outputFile.path,
                                                error: errorFile.path, directory: currentDirectory?.path)
            await ProcessGate.shared.leave()
        } catch {
            await ProcessGate.shared.leave()
            throw error
        }
        return Output(status: status, stdout: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }

}
