import Foundation
import Markdown

/// Markdown stage throughput on one large file, in MB/s: the median of several rounds on one thread.
enum MarkdownBenchmark {
    static func run(_ file: String?) {
        let text: String
        if let file, let data = FileManager.default.contents(atPath: file) {
            text = String(decoding: data, as: UTF8.self)
        } else {
            text = String(repeating: sample, count: 5_000_000 / sample.utf8.count)
        }
        let renderer = MarkdownRenderer(options: .github)
        let megabytes = Double(text.utf8.count) / 1_000_000
        var rates: [Double] = []
        for _ in 0..<7 {
            let start = ContinuousClock.now
            _ = try? renderer.render(text, path: file ?? "sample.md")
            let elapsed = start.duration(to: .now)
            rates.append(megabytes / (Double(elapsed.components.attoseconds) / 1e18
                                      + Double(elapsed.components.seconds)))
        }
        let median = rates.sorted()[rates.count / 2]
        print(String(format: "markdown: %.1f MB in one document, median %.1f MB/s over %d rounds", megabytes, median,
                     rates.count))
    }

    static let sample = """
    ## A section about things

    Some *emphasis*, **strong text**, `code`, a [link](https://example.com) and ~~struck~~ words, plus an
    autolink www.example.com and an image ![alt](pics/a.png#+right+third "Title").

    | Column | Another |
    |--------|:-------:|
    | cell   | ~~x~~   |

    - [x] done
    - [ ] to do

    ```swift
    let x = 42
    ```

    > A quote with a footnote[^n].

    [^n]: The note.


    """
}
