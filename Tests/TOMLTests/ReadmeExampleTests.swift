import Testing
import TOML
import YAML

/// The README's example of this library, run as it is written there (a test compares the two).
@Suite struct ReadmeExampleTests {
    @Test func example() throws {
        // README: begin
        let value = try TOMLReader.read("title = \"Notes\"\n[params]\nlimit = 0x10\n", path: "hugo.toml")
        let title = value["title"]?.string            // "Notes"
        let limit = value["params"]?["limit"]?.int     // 16
        // README: end
        #expect(title == "Notes")
        #expect(limit == 16)
    }
}
