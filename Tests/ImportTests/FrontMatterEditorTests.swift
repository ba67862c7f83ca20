import Testing
@testable import Import
import TOML

@Suite struct FrontMatterEditorTests {
    @Test func replacesAKeyWhereItIsAndKeepsTheRest() {
        var editor = FrontMatterEditor(text: "title: A  # mine\naliases:\n  - /x/\n  - /y/\ndate: 2020-01-01\n",
                                       format: .yaml)
        editor.set("aliases", .strings(["/x/", "/z \"q\"/"]))
        editor.set("slug", .string("swift-CI"))
        #expect(editor.fenced == "---\ntitle: A  # mine\naliases: [\"/x/\", \"/z \\\"q\\\"/\"]\ndate: 2020-01-01\n"
                + "slug: \"swift-CI\"\n---\n")
    }

    @Test func addsTOMLKeysBeforeTheFirstTable() {
        let text = "title = \"A\"\ntags = [\n  \"a\",\n  \"b\",\n]\n[menu.main]\nname = \"A\"\n"
        var editor = FrontMatterEditor(text: text, format: .toml)
        editor.set("slug", .string("a"))
        editor.set("draft", .bool(true))
        #expect(editor.fenced == "+++\ntitle = \"A\"\ntags = [\n  \"a\",\n  \"b\",\n]\nslug = \"a\"\ndraft = true\n"
                + "[menu.main]\nname = \"A\"\n+++\n")
        // What is written is TOML the reader reads.
        #expect((try? TOMLReader.read(editor.text, path: "x"))?["slug"]?.string == "a")
    }

    @Test func removesAKeyAndKeepsTheLastOfTwo() {
        var editor = FrontMatterEditor(text: "published: true\ntitle: A\npublished: yes\n", format: .yaml)
        #expect(editor.removeDuplicateKeys() == ["published"])
        #expect(editor.text == "title: A\npublished: yes\n")
        editor.remove("title")
        #expect(editor.text == "published: yes\n")
    }

    @Test func makesFrontMatterForAFileWithout() {
        var editor = FrontMatterEditor(text: nil, format: .yaml)
        #expect(editor.fenced == "")
        editor.set("draft", .bool(true))
        #expect(editor.fenced == "---\ndraft: true\n---\n")
    }
}
