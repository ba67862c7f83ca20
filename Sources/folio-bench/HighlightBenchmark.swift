import Foundation
import Highlighting

/// `folio-bench highlight [FILE]`: the Swift lexer's speed on one core, in MB/s, the median of several rounds over
/// FILE (Swift source), or over a built-in sample repeated to 5 MB.
enum HighlightBenchmark {
    static func run(_ file: String?) {
        var code: [UInt8]
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else {
                print("highlight: cannot read \(file)")
                exit(1)
            }
            code = [UInt8](data)
        } else {
            code = Array(String(repeating: sample, count: 5_000_000 / sample.utf8.count).utf8)
        }
        // At least 20 MB lexed per round, so that a round takes long enough to time.
        let repeats = max(1, 20_000_000 / max(code.count, 1))
        let megabytes = Double(code.count * repeats) / 1_000_000
        let lexer = Languages.lexer(named: "swift")!.init()
        var rates: [Double] = [], cpuRates: [Double] = [], tokenCount = 0
        for _ in 0..<7 {
            let start = ContinuousClock.now, cpuStart = threadCPUSeconds()
            code.withUnsafeBufferPointer { buffer in
                for _ in 0..<repeats { tokenCount = lexer.tokens(in: buffer).count }
            }
            rates.append(megabytes / seconds(start.duration(to: .now)))
            cpuRates.append(megabytes / (threadCPUSeconds() - cpuStart))
        }
        print(String(format: "highlight: Swift lexer, %.1f MB × %d, %d tokens each; median %.1f MB/s over %d "
                     + "rounds (one core; %.1f MB/s of the thread's CPU time, which a busy machine lowers less"
                     + ")", Double(code.count) / 1e6, repeats, tokenCount, median(rates), rates.count,
                     median(cpuRates)))
        let text = String(decoding: code, as: UTF8.self)
        var htmlRates: [Double] = [], htmlBytes = 0
        for _ in 0..<7 {
            let cpuStart = threadCPUSeconds()
            for _ in 0..<repeats { htmlBytes = CodeHighlighter.html(for: text, info: "swift")?.utf8.count ?? 0 }
            htmlRates.append(megabytes / (threadCPUSeconds() - cpuStart))
        }
        print(String(format: "highlight: Swift to HTML (%d bytes of HTML each), median %.1f MB/s of CPU time",
                     htmlBytes, median(htmlRates)))
    }

    /// The CPU time this thread has used.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static let sample = #"""
    /// A cache of rendered pages, keyed by a hash of what they were made from.
    @MainActor final class PageCache<Key: Hashable & Sendable>: Sendable {
        private var entries: [Key: (html: String, hits: Int)] = [:]
        nonisolated let limit: Int = 0x1_000

        init(limit: Int = 4_096) { self.limit = limit }

        func page(for key: Key, make: () async throws -> String) async rethrows -> String {
            if let entry = entries[key] { return entry.html }
            let html = try await make()
            entries[key] = (html, 0)
            print("cached \(key) (\(entries.count) of \(limit), \(Double(entries.count) / 1.5e3))")
            return html
        }

        var isFull: Bool { entries.count >= limit }  // checked before every insert
        let slug = #/[a-z0-9]+(-[a-z0-9]+)*/#
        #if DEBUG
        func dump() { for (key, value) in entries where value.hits > 0 { debugPrint(key, value) } }
        #endif
    }

    """#
}
