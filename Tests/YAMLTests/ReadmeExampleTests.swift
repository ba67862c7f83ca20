import Testing
import YAML
import SourceDiagnostics

/// The README's example of this library, run as it is written there (a test compares the two).
@Suite struct ReadmeExampleTests {
    @Test func example() throws {
        // README: begin
        let value = try YAMLReader.read("title: Notes\ntags: [swift, linux]\n", path: "folio.yml")
        let title = value["title"]?.string                  // "Notes"
        let tags = value["tags"]?.array?.compactMap(\.string)  // ["swift", "linux"]
        let line = value["tags"]?.location.line              // 2: every value knows its place
        // README: end
        #expect(title == "Notes")
        #expect(tags == ["swift", "linux"])
        #expect(line == 2)
    }
}
