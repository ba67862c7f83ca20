import Foundation
import Synchronization
import Testing
@testable import ConcurrencyHelpers
import TestSupport

/// `withLockTracked` locks as `withLock` does; under ThreadSanitizer (`make test-sanitize`) this test also fails
/// if the order it reports is missing, because every increment below would then be reported as a race.
@Suite struct TrackedLockTests {
    final class Counter: Sendable {
        let counts = Mutex<[Int: Int]>([:])
    }

    @Test func fourThreadsCountUnderTheTrackedLock() async {
        let counter = Counter()
        let results = await onDedicatedThreads(4, iterations: 4) { thread in
            for step in 0..<5_000 { counter.counts.withLockTracked { $0[step % 7, default: 0] += 1 } }
            return thread
        }
        #expect(results.count == 4)
        #expect(counter.counts.withLockTracked { $0.values.reduce(0, +) } == 20_000)
        let thrown = Result { () throws(CocoaError) in
            try counter.counts.withLockTracked { _ throws(CocoaError) in throw CocoaError(.featureUnsupported) }
        }
        #expect(throws: CocoaError.self) { try thrown.get() }
    }
}
