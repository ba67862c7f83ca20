import Foundation

/// Runs a shell, or a checker such as mandoc, on a script written to a temporary file; and drives bash's
/// completion as a shell would.
public enum ScriptRunner {
    /// `program` (looked up on PATH) with `arguments`, the path of a file holding `text` after them.
    public static func run(_ program: String, _ arguments: [String], on text: String, named name: String = "script")
        async throws -> ExternalProgram.Output {
        let folder = FileManager.default.temporaryDirectory.appending(path: "commands-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: name)
        try Data(text.utf8).write(to: file)
        return try await ExternalProgram.run("/usr/bin/env", [program] + arguments + [file.path],
                                             currentDirectory: folder)
    }

    /// What bash completes for `words` (the last one is being completed) with `script` loaded: COMPREPLY, one a line.
    public static func bashCompletes(_ words: [String], with script: String, in folder: URL? = nil) async throws
        -> [String] {
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let driver = script + """

        COMP_WORDS=(\(quoted))
        COMP_CWORD=\(words.count - 1)
        COMPREPLY=()
        \(completionFunction(in: script))
        printf '%s\\n' "${COMPREPLY[@]}"

        """
        let out = try await run("bash", folder.map { ["-c", "cd \"$1\" && source \"$2\"", "bash", $0.path] } ?? [],
                                on: driver)
        return out.stdout.split(separator: "\n").map(String.init)
    }

    /// The function a bash script registers with `complete -F NAME`.
    static func completionFunction(in script: String) -> String {
        guard let line = script.split(separator: "\n").last(where: { $0.hasPrefix("complete ") }),
              let flag = line.split(separator: " ").firstIndex(of: "-F") else { return "false" }
        let words = line.split(separator: " ")
        return String(words[words.index(after: flag)])
    }
}
