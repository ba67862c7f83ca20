import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program started with `posix_spawn` rather than Foundation's `Process`. On Linux, `Process.run()` copies 256
/// bytes of every `/proc/self/fd` entry that `readdir` returns, and now and then reads past a mapped page, which
/// kills the whole test process (`Bad pointer dereference` in `Process.run() + 6428`; fixed upstream by
/// swiftlang/swift-corelibs-foundation#5472, not in Swift 6.3.1). The spec tests start 1,324 programs, so a run of
/// `make test` met it now and then.
public enum ChildProcess {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias AddChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>,
                                                           UnsafePointer<CChar>) -> Int32

    /// Runs `executable` (a path) with standard input from the file at `input` and standard output and error into
    /// the files at `output` and `error`, in `directory` when given, with none of this process's other files open.
    /// Returns its exit status, or 128 plus the signal that ended it. The wait happens on a thread of its own.
    public static func run(_ executable: String, _ arguments: [String], input: String, output: String, error: String,
                    directory: String? = nil) async throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        guard posix_spawn_file_actions_init(&actions) == 0 else { throw Failure(description: "posix_spawn failed") }
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // Glibc's module leaves out the `_np` calls (GNU extensions), so they are looked up by name.
        if let closeFrom = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(closeFrom, to: AddCloseFrom.self)(&actions, 3)
        }
        if let directory {
            guard let changeDirectory = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else {
                throw Failure(description: "this C library cannot start a program in another folder")
            }
            _ = unsafeBitCast(changeDirectory, to: AddChangeDirectory.self)(&actions, directory)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let started = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard started == 0 else {
            throw Failure(description: "cannot run \(executable): \(String(cString: strerror(started)))")
        }
        let child = pid
        return await withCheckedContinuation { continuation in
            Thread {
                var status: Int32 = 0
                while waitpid(child, &status, 0) == -1, errno == EINTR {}
                // WIFEXITED / WEXITSTATUS / WTERMSIG, which are macros C does not export to Swift.
                continuation.resume(returning: status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
            }.start()
        }
    }
}
