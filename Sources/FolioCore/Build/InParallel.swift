import Foundation

/// `work(0..<count)` on every core, in chunks, with the results in index order.
func inParallel<T: Sendable>(_ count: Int, _ work: @escaping @Sendable (Int) -> T) async -> [T] {
    let chunks = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount * 4))
    let size = (count + chunks - 1) / max(chunks, 1)
    return await withTaskGroup(of: (Int, [T]).self) { group in
        for chunk in 0..<chunks {
            let range = min(count, chunk * size)..<min(count, (chunk + 1) * size)
            guard !range.isEmpty else { continue }
            group.addTask { (chunk, range.map(work)) }
        }
        var parts = [[T]](repeating: [], count: chunks)
        for await (chunk, results) in group { parts[chunk] = results }
        return parts.flatMap { $0 }
    }
}
