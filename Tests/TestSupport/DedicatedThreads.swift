import Foundation
import Synchronization
import ConcurrencyHelpers

/// Runs `body(index)` for each index on `threads` threads of its own and awaits the results, so a test that
/// keeps every core busy does not also hold the shared concurrency pool that other tests are waiting on.
public func onDedicatedThreads<T: Sendable>(_ threads: Int, iterations: Int,
                                     _ body: @escaping @Sendable (Int) -> T) async -> [T] {
    let work = SharedWork<T>()
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<threads {
            group.addTask {
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    Thread {
                        while case let index = work.next.add(1, ordering: .relaxed).oldValue, index < iterations {
                            let value = body(index)
                            work.results.withLockTracked { $0[index] = value }
                        }
                        done.resume()
                    }.start()
                }
            }
        }
    }
    return work.results.withLockTracked { all in (0..<iterations).compactMap { all[$0] } }
}

/// The next index to take and the results so far, shared by the threads.
private final class SharedWork<T: Sendable>: Sendable {
    let next = Atomic<Int>(0)
    let results = Mutex<[Int: T]>([:])
}
