import Foundation
import Testing
@testable import Markdown
import TestSupport

/// folio's HTML must be byte-identical to the reference cmark-gfm command on every CommonMark and GFM spec
/// example, apart from the ids folio adds to headings. `make test` fetches the spec files (see the Makefile).
@Suite struct SpecConformanceTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var file: String
        var number: Int
        var line: Int
        var markdown: String
        var testDescription: String { "\(file) example \(number) (line \(line))" }
    }

    static let specDirectory: URL? = {
        let environment = ProcessInfo.processInfo.environment["FOLIO_SPEC_DIR"]
        let folder = environment.map { URL(fileURLWithPath: $0) }
            ?? ExternalProgram.repositoryRoot.appendingPathComponent(".build/spec/marko-2.2.4/tests/spec")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("gfm.txt").path) { return folder }
        print("⚠️  WARNING: no spec files in \(folder.path): the spec conformance tests are SKIPPED. "
              + "Run `make test`, which fetches them, or set FOLIO_SPEC_DIR.")
        return nil
    }()

    static let examples: [Example] = {
        guard let folder = specDirectory else { return [] }
        return ["commonmark.txt", "gfm.txt"].flatMap { name -> [Example] in
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return parseExamples(text, file: name)
        }
    }()

    /// The spec's format: a fence line of 32 backticks and `example`, the Markdown, a line `.`, the HTML, a fence.
    static func parseExamples(_ text: String, file: String) -> [Example] {
        let fence = String(repeating: "`", count: 32)
        var examples: [Example] = []
        var markdown: [Substring]?
        var inHTML = false, start = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if markdown == nil, line.hasPrefix(fence + " example") {
                markdown = []
                inHTML = false
                start = index + 1
            } else if markdown != nil, line == fence {
                examples.append(Example(file: file, number: examples.count + 1, line: start,
                                        markdown: markdown!.joined(separator: "\n")
                                            .replacingOccurrences(of: "→", with: "\t")
                                            + (markdown!.isEmpty ? "" : "\n")))
                markdown = nil
            } else if markdown != nil, !inHTML {
                if line == "." { inHTML = true } else { markdown!.append(line) }
            }
        }
        return examples
    }

    @Test func specFilesAreThereWhenMakeSaysSo() throws {
        if ProcessInfo.processInfo.environment["FOLIO_SPEC_DIR"] != nil {
            #expect(Self.examples.count > 1300, "FOLIO_SPEC_DIR is set, so every example must be read")
        }
    }

    @Test(.enabled(if: specDirectory != nil), arguments: examples)
    func matchesReferenceCMarkGFM(_ example: Example) async throws {
        let rendered = try MarkdownRenderer(options: .github).render(example.markdown, path: example.file)
        let expected = try await ExternalProgram.cmarkGFM(example.markdown)
        #expect(Self.removingHeadingIDs(rendered.html) == expected)
    }

    /// Takes out exactly what folio adds to headings: ` id="…"` right after `<h1`…`<h6`.
    static func removingHeadingIDs(_ html: String) -> String {
        html.replacing(/<h([1-6]) id="[^"]*">/) { "<h\($0.output.1)>" }
    }
}
