import Foundation

/// Runs blocking socket code on its own thread, so tests never hold Swift's cooperative pool while they wait
/// (the pool has one thread per core, and the watcher tests need it).
public func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.start()
    }
}
