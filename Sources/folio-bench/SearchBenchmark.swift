import Foundation
import Search
import Blog

/// `folio-bench search FOLDER`: the search index's own work on every Markdown file below FOLDER, each file one
/// document (its `#` lines headings, the text between them its sections), on one thread: making the documents,
/// merging them and making the files, each the median of several rounds, in µs per document.
enum SearchBenchmark {
    static func run(_ folder: String?) async {
        guard let folder, let found = FileManager.default.enumerator(atPath: folder) else {
            print("usage: folio-bench search FOLDER")
            exit(64)
        }
        var sources: [(title: String, headings: [String], sections: [String])] = []
        for case let path as String in found where path.hasSuffix(".md") {
            guard let data = FileManager.default.contents(atPath: folder + "/" + path) else { continue }
            var headings: [String] = [], sections = [""]
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("#") {
                    headings.append(String(line.drop { $0 == "#" || $0 == " " }))
                    sections.append("")
                } else {
                    sections[sections.count - 1] += line + "\n"
                }
            }
            sources.append((headings.first ?? path, Array(headings.dropFirst()), sections))
        }
        let count = Double(max(sources.count, 1))
        var documents: [SearchDocument] = [], times: [[Double]] = [[], [], []]
        for _ in 0..<5 {
            var start = ContinuousClock.now
            documents = sources.map {
                SearchDocument(title: $0.title, headings: $0.headings, tags: [], sections: $0.sections, stemming: true)
            }
            times[0].append(microseconds(since: start) / count)
            let cards = sources.indices.map { SearchCard(title: sources[$0].title, url: "\($0)/", date: "",
                                                         excerpt: sources[$0].sections[0], anchors: []) }
            start = ContinuousClock.now
            var index = await SearchIndex(documents: documents, cards: cards, stemming: true)
            times[1].append(microseconds(since: start) / count)
            start = ContinuousClock.now
            _ = index.changedFiles()
            times[2].append(microseconds(since: start) / count)
        }
        let medians = times.map { $0.sorted()[$0.count / 2] }
        print(String(format: "search: %d documents; µs per document, medians of 5: documents %.1f, merge %.1f "
                     + "(all cores), files %.1f", sources.count, medians[0], medians[1], medians[2]))
    }

    static func microseconds(since start: ContinuousClock.Instant) -> Double {
        StageClock.seconds(start.duration(to: .now)) * 1e6
    }
}
