import Foundation
import Synchronization
import Testing
import ConcurrencyHelpers

/// Both parallel maps give every index's result once, in index order, whatever order the cores finish in.
@Suite struct InParallelTests {
    final class Calls: Sendable {
        let count = Atomic<Int>(0)
    }

    @Test(arguments: [0, 1, 7, 1_000])
    func blockingGivesEachResultInOrder(count: Int) {
        let calls = Calls()
        let results = inParallelBlocking(count) { index -> String in
            calls.count.add(1, ordering: .relaxed)
            if index % 3 == 0 { usleep(50) }  // some items dearer than others
            return "item \(index)"
        }
        #expect(results == (0..<count).map { "item \($0)" })
        #expect(calls.count.load(ordering: .relaxed) == count)
    }

    @Test(arguments: [0, 1, 1_000])
    func asyncGivesEachResultInOrder(count: Int) async {
        #expect(await inParallel(count) { $0 * 2 } == (0..<count).map { $0 * 2 })
    }
}
