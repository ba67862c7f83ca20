import Foundation
import Synchronization

/// `work(0..<count)` on every core, with the results in index order.
///
/// One task per core takes the next small batch of indices until none is left, so that a core that drew cheap
/// items (post pages) goes on to help with dear ones (list pages) instead of waiting at the end: fixed chunks
/// left one core idle for the last part of every stage.
public func inParallel<T: Sendable>(_ count: Int, _ work: @escaping @Sendable (Int) -> T) async -> [T] {
    guard count > 0 else { return [] }
    let workers = min(count, ProcessInfo.processInfo.activeProcessorCount)
    // About 32 batches for each worker, of at least 1 and at most 64 items.
    let size = max(1, min(64, count / (workers * 32)))
    let batches = (count + size - 1) / size
    let next = BatchCounter()
    return await withTaskGroup(of: [(Int, [T])].self) { group in
        for _ in 0..<workers {
            group.addTask {
                var done: [(Int, [T])] = []
                while case let batch = next.value.add(1, ordering: .relaxed).oldValue, batch < batches {
                    done.append((batch, (batch * size..<min(count, (batch + 1) * size)).map(work)))
                }
                return done
            }
        }
        var parts = [[T]](repeating: [], count: batches)
        for await done in group {
            for (batch, results) in done { parts[batch] = results }
        }
        return parts.flatMap { $0 }
    }
}

/// The next batch to take, shared by the tasks of one `inParallel`.
private final class BatchCounter: Sendable {
    let value = Atomic<Int>(0)
}

/// `work(0..<count)` on every core, with the results in index order, for a caller that is not async: it waits
/// until every result is made. Each core takes indices a stride apart (`i`, `i + n`, …), so that cheap and dear
/// items are spread over all of them.
public func inParallelBlocking<T: Sendable>(_ count: Int, _ work: @Sendable (Int) -> T) -> [T] {
    let strides = min(count, 8 * ProcessInfo.processInfo.activeProcessorCount)
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
        let slots = Slots(base: buffer.baseAddress)
        DispatchQueue.concurrentPerform(iterations: strides) { first in
            for index in stride(from: first, to: count, by: strides) {
                (slots.base! + index).initialize(to: work(index))
            }
        }
        initialized = count
    }
}

/// The results of `inParallelBlocking` as its iterations make them: each slot initialized by one iteration only.
private struct Slots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>?
}
