import Foundation

/// Starts a named thread with a small stack: the server runs one per listener and one per connection,
/// so blocking I/O never occupies Swift's cooperative pool.
public enum DetachedThread {
    /// Runs `body` on a new thread called `name`, with a 512 KiB stack, and returns at once.
    public static func start(named name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.name = name
        thread.stackSize = 512 * 1024
        thread.start()
    }

    /// `body`'s result, made on a thread of its own: beside the cooperative pool's, which other work keeps busy.
    public static func run<Result: Sendable>(named name: String, _ body: @escaping @Sendable () -> Result) async
        -> Result {
        await withCheckedContinuation { continuation in
            start(named: name) { continuation.resume(returning: body()) }
        }
    }
}
