import Testing
@testable import Blog
import ConcurrencyHelpers

@Suite struct ParallelRenderingTests {
    /// Every count, including those that do not divide evenly into chunks, gives each result once, in order.
    @Test func resultsComeBackInIndexOrderForAnyCount() async {
        for count in 0...70 {
            let results = await inParallel(count) { $0 * $0 }
            #expect(results == (0..<count).map { $0 * $0 }, "count \(count)")
        }
    }
}
