import Foundation
import Testing
import TestSupport

/// The README's "The libraries" shows each library with an example; the example is the code of that library's
/// `ReadmeExampleTests`, which runs it, so what the README shows compiles and does what its comments say.
@Suite struct ReadmeLibrariesTests {
    static let libraries = ["Mustache", "Highlighting", "YAML", "TOML", "HTML", "HTTPServer", "FileWatching",
                            "TeXToMathML", "LinkChecker", "Markdown", "Images", "Commands"]

    /// The lines between `// README: begin` and `// README: end`, each region dedented, regions apart by a blank
    /// line.
    static func example(of library: String) throws -> String {
        let file = ExternalProgram.repositoryRoot.appending(path: "Tests/\(library)Tests/ReadmeExampleTests.swift")
        var regions: [[Substring]] = []
        var current: [Substring]?
        let text = try String(contentsOf: file, encoding: .utf8)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed == "// README: begin" { current = [] } else if trimmed == "// README: end" {
                regions += current.map { [$0] } ?? []
                current = nil
            } else {
                current?.append(line)
            }
        }
        return regions.map { lines in
            let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
            return lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// The first Swift block after `### NAME` in the README.
    static func shown(_ library: String, in readme: String) -> String? {
        guard let heading = readme.range(of: "\n### \(library)\n"),
              let open = readme.range(of: "```swift\n", range: heading.upperBound..<readme.endIndex),
              let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex) else { return nil }
        return String(readme[open.upperBound..<close.lowerBound])
    }

    @Test(arguments: libraries)
    func theReadmeShowsTheExampleTheTestsRun(_ library: String) throws {
        let readme = try String(contentsOf: ExternalProgram.repositoryRoot.appending(path: "README.md"),
                                encoding: .utf8)
        #expect(Self.shown(library, in: readme) == (try Self.example(of: library)))
    }
}
