import Foundation
import Testing
@testable import Markdown
import TestSupport

/// cmark-gfm 0.29 corrupts concurrent parses with extensions attached (179 of 400 wrong in the measurement in
/// ../shared/notes/cmark-gfm-threads.md). folio's renderer must give the single-threaded output every time.
@Suite struct ConcurrentRenderingTests {
    /// Extension-heavy: strikethrough, autolinks and folio's math rely on the special-character table that threads
    /// fight over.
    static let document: String = {
        let paragraph = (0..<200).map { "~~struck \($0)~~ www.example\($0).com x@example.org $x_{\($0)}$" }
            .joined(separator: " ")
        let table = "| a | b |\n|---|:-:|\n" + (0..<20).map { "| ~~\($0)~~ | www.t\($0).com |" }.joined(separator: "\n")
        let tasks = (0..<20).map { "- [\($0 % 2 == 0 ? "x" : " ")] task ~~\($0)~~" }.joined(separator: "\n")
        return [paragraph, table, tasks, paragraph, "Footnote[^n].\n\n[^n]: ~~note~~ www.note.com",
                "![pic](a.png#+right+third) <script>x</script>"]
            .joined(separator: "\n\n") + "\n"
    }()

    @Test func manyThreadsGiveTheSingleThreadedOutput() async throws {
        let renderer = MarkdownRenderer(options: .site)
        let expected = try renderer.render(Self.document, path: "x.md").html
        #expect(expected.contains("<del>struck 199</del>"))
        #expect(expected.contains("<a href=\"http://www.example199.com\">"))
        #expect(expected.contains("<mn>199</mn>"))
        let rounds = 400
        let outputs = await onDedicatedThreads(8, iterations: rounds) { _ in
            (try? renderer.render(Self.document, path: "x.md").html) ?? ""
        }
        let differing = outputs.filter { $0 != expected }.count
        #expect(outputs.count == rounds)
        #expect(differing == 0, "\(differing) of \(rounds) concurrent renders differed")
    }

    @Test func tasksOfATaskGroupToo() async throws {
        let renderer = MarkdownRenderer(options: .github)
        let expected = try renderer.render(Self.document, path: "x.md").html
        let differing = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<32 { group.addTask { try renderer.render(Self.document, path: "x.md").html != expected } }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(differing == 0)
    }

    /// A copy of the library for each core (up to four), so that parsing runs on every core.
    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1 && !Self.underSanitizer))
    func everyCoreHasACopyOfTheParser() {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(CMarkParsers.shared.copies.count == min(4, cores))
    }

    static var underSanitizer: Bool { CMarkParsers.underSanitizer }
}

/// A private copy of the parser of these tests' own, outside the shared pool, which other suites are using: one
/// test here lends it to four parses at once, so they run one after the other.
@Suite(.serialized,
       .enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1 && !ConcurrentRenderingTests.underSanitizer))
struct PrivateParserCopyTests {
    static let copy = CMarkParserCopy.load()

    /// A private copy, alone, renders what the linked library renders.
    @Test func aPrivateCopyRendersAsTheLinkedLibrary() throws {
        var renderer = MarkdownRenderer(options: .site)
        let expected = try renderer.render(ConcurrentRenderingTests.document, path: "x.md").html
        renderer.parsers = CMarkParsers([try #require(Self.copy)])
        #expect(try renderer.render(ConcurrentRenderingTests.document, path: "x.md").html == expected)
    }

    /// The negative control: one copy of the library lent to four parses at once, as if there were no pool, gives
    /// wrong output. Without it the tests above could pass on a harness that never runs two parses together.
    @Test func oneCopySharedByThreadsCorruptsParses() async throws {
        let document = ConcurrentRenderingTests.document
        var renderer = MarkdownRenderer(options: .site)
        let expected = try renderer.render(document, path: "x.md").html
        renderer.parsers = CMarkParsers(Array(repeating: try #require(Self.copy), count: 4))
        let shared = renderer
        // Races show within a few hundred renders; a busy machine may need more, so it goes on until one does.
        var differing = 0
        let deadline = ContinuousClock.now + .seconds(60)
        while differing == 0 && ContinuousClock.now < deadline {
            let outputs = await onDedicatedThreads(4, iterations: 400) { _ in
                (try? shared.render(document, path: "x.md").html) ?? ""
            }
            differing = outputs.filter { $0 != expected }.count
        }
        #expect(differing > 0, "no render differed: the harness does not run parses together")
    }
}
